import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Specials } from '../../../domain/catalogue/specials';
import { htmlLang, type Locale } from '../../../domain/locale';
import type { Sticker } from '../../../domain/sticker/sticker';
import { toast } from '../../components/ui/toast-store';
import { withTheirWords } from '../../lib/on-demand';
import { isMobileDevice, readDeviceSignals } from './device';
import { buildTradeImageContent } from './share-message';

// The picture's drawing code loads with the first export, not with the dashboard
// (docs/decisions/024), with the words it draws; the Export button preloads it on hover, focus
// or press.
const loadDrawing = withTheirWords(() => import('./trade-image-png'));

/** Starts loading the picture's drawing code (an intent on the Export button). */
export const preloadTradeImage = () => void loadDrawing().catch(() => undefined);

/** A made picture waiting in the share dialog, with a URL for its preview. */
export interface PreparedImage {
  file: File;
  previewUrl: string;
}

interface TradeImageExportOptions {
  title: string;
  totalStickers: number;
  /** The collection's current stickers; the picture is always drawn from them. */
  stickers: readonly Sticker[] | undefined;
  /** The album's specials: the picture marks them (decision 021). */
  specials?: Readonly<Specials>;
}

/**
 * Export Trade List: draws the trade image from the current stickers and downloads it.
 * On a phone that can share files, the picture waits in a dialog offering 'Share image' (the
 * share sheet needs a fresh tap) and Download.
 */
export function useTradeImageExport({
  title,
  totalStickers,
  stickers,
  specials,
}: TradeImageExportOptions) {
  const { t, i18n } = useLingui();
  const [isExporting, setIsExporting] = useState(false);
  const failedToGenerate = () =>
    toast({
      title: t`Failed to generate image`,
      description: t`Something went wrong drawing your trade list. Please try again.`,
      variant: 'destructive',
    });
  const [prepared, setPrepared] = useState<PreparedImage>();

  const exportImage = async () => {
    if (!stickers) return failedToGenerate();
    const content = buildTradeImageContent(stickers, specials);
    if (!content) {
      toast({
        title: t`No stickers to export`,
        description: t`Mark the stickers you need or have spare, then export your trade list.`,
      });
      return;
    }
    setIsExporting(true);
    let file: File;
    let drawing: Awaited<ReturnType<typeof loadDrawing>>;
    try {
      drawing = await loadDrawing();
      // In the language the app speaks (decision 038): its words through the domain's catalog.
      const language = {
        say: ({ id, values }: { id: string; values?: Record<string, unknown> }) =>
          i18n._(id, values),
        locale: htmlLang(i18n.locale as Locale),
      };
      file = await drawing.renderTradeImageFile({ title, ...content, totalStickers, language });
    } catch {
      return failedToGenerate();
    } finally {
      setIsExporting(false);
    }
    if (isMobileDevice(readDeviceSignals()) && drawing.canShareFile(file)) {
      setPrepared({ file, previewUrl: URL.createObjectURL(file) });
      return;
    }
    drawing.downloadFile(file);
    toast({ title: t`Trade list downloaded`, description: file.name, variant: 'success' });
  };

  const closePrepared = () => {
    if (prepared) URL.revokeObjectURL(prepared.previewUrl);
    setPrepared(undefined);
  };

  return { exportImage, isExporting, prepared, closePrepared };
}
