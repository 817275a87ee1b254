import { createRequire } from 'node:module';
import type * as Resvg from '@resvg/resvg-js';
import { loadNativeModule } from '../native-module';

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

/** Renders an SVG to PNG at `scale` (off the event loop), using only the bundled fonts. */
export async function renderPng(svg: string, scale: number): Promise<Buffer> {
  const { renderAsync } = loadNativeModule<typeof Resvg>('@resvg/resvg-js');
  const image = await renderAsync(svg, {
    fitTo: { mode: 'zoom', value: scale },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: IMAGE_FONT_FAMILY },
  });
  return image.asPng();
}
