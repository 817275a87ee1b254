import { createRequire } from 'node:module';
import type * as NapiImage from '@napi-rs/image';
import type * as Resvg from '@resvg/resvg-js';
// With its extension: the renderer's child process (render-worker.ts) runs this file as it is
// under Node's type stripping, which does not guess extensions (decision 042).
import { loadNativeModule } from '../native-module.ts';

const require = createRequire(import.meta.url);

/**
 * The fonts images are drawn with ship in our npm dependencies, so text renders the same on a
 * fresh server with no fonts installed (docs/product.md "Sharing").
 */
const fontFiles = [
  '400Regular/Inter_400Regular.ttf',
  '700Bold/Inter_700Bold.ttf',
  '800ExtraBold/Inter_800ExtraBold.ttf',
].map((file) => require.resolve(`@expo-google-fonts/inter/${file}`));

export const IMAGE_FONT_FAMILY = 'Inter';

/**
 * Renders an SVG to PNG at `scale` in THIS process (off the event loop), using only the bundled
 * fonts. Only the renderer's child process calls it: the server goes through renderPng
 * (render-png.ts), so the renderer's memory leaves with the child (decision 042). `isCompact`:
 * the PNG is also recompressed losslessly (oxipng), for the link preview a crowd fetches:
 * 1200×630 goes from ~53 to ~30 KB for ~140 ms more, once per version (decision 026).
 */
export async function renderPngHere(
  svg: string,
  scale: number,
  { isCompact = false }: { isCompact?: boolean } = {},
): Promise<Buffer> {
  const { renderAsync } = loadNativeModule<typeof Resvg>('@resvg/resvg-js');
  const image = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: IMAGE_FONT_FAMILY },
  });
  // Encoded by @napi-rs/image without PNG filters rather than resvg's own `asPng`: for the list
  // picture (1600 px wide, flat colours) a fifth less time and bytes (decision 042).
  const { CompressionType, FilterType, Transformer, losslessCompressPng } =
    loadNativeModule<typeof NapiImage>('@napi-rs/image');
  const png = await Transformer.fromRgbaPixels(image.pixels, image.width, image.height).png({
    compressionType: CompressionType.Default,
    filterType: FilterType.NoFilter,
  });
  return isCompact ? losslessCompressPng(png) : png;
}
