import { PRODUCT_NAME } from '../../../domain/product';
import { tradeImageFileName } from '../../../domain/sharing/file-name';
import {
  renderTradeImageSvg,
  TRADE_IMAGE_SCALE,
  type PictureLanguage,
  type TradeImageData,
} from '../../../domain/sharing/trade-image';

// One date style for the picture: "21 November 2026" (in the picture's language), the
// collector's own today.
const longDate = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });

/** The page's own font stack (system fonts only), so the picture matches the app. */
function pageFontFamily(): string {
  return getComputedStyle(document.body).fontFamily || 'system-ui, sans-serif';
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The trade image could not be drawn'));
    image.src = url;
  });
}

function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no PNG'))),
      'image/png',
    ),
  );
}

/**
 * The trade image as a PNG file (decision 006), in the app's language (`language`, decision 038):
 * the domain's SVG, loaded as an image from a Blob URL and painted onto a canvas at scale 2, so
 * 800 px becomes 1600 px.
 */
export async function renderTradeImageFile(
  data: Omit<TradeImageData, 'dateLabel' | 'siteLabel' | 'productName' | 'fontFamily'> & {
    language: PictureLanguage;
  },
): Promise<File> {
  const { svg, width, height } = renderTradeImageSvg({
    ...data,
    dateLabel: longDate(data.language.locale).format(new Date()),
    siteLabel: window.location.host,
    productName: PRODUCT_NAME,
    fontFamily: pageFontFamily(),
  });
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = width * TRADE_IMAGE_SCALE;
    canvas.height = height * TRADE_IMAGE_SCALE;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await canvasToPng(canvas);
    return new File([png], tradeImageFileName(data.title), { type: 'image/png' });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves a file through the browser's download. */
export function downloadFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // after the browser has started the download
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Whether this browser can hand files to the system share sheet (Web Share API level 2). */
export function canShareFile(file: File): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}
