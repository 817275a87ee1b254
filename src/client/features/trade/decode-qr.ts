// Scanning their code: the browser's own BarcodeDetector where it reads QR codes (Android,
// ChromeOS, macOS), else jsQR — loaded by a dynamic import the first time a code is read, so the
// dashboard and "My code" never download it (docs/decisions/017).
import type jsQRFunction from 'jsqr';

/** The part of the BarcodeDetector API we use; TypeScript's DOM types do not have it yet. */
interface QrDetector {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface QrDetectorConstructor {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<string[]>;
}

export type QrSource = HTMLVideoElement | HTMLCanvasElement | ImageBitmap;

/**
 * Camera frames are read at most this wide: a 1080p frame takes jsQR about three times as long
 * at full size, and a code held up to the camera still has several pixels a module at 1280.
 */
export const CAMERA_FRAME_MAX_SIDE = 1280;

export type QrReader = 'BarcodeDetector' | 'jsQR';

async function nativeDetector(): Promise<QrDetector | null> {
  const Detector = (globalThis as { BarcodeDetector?: QrDetectorConstructor }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

let native: Promise<QrDetector | null> | undefined;
let fallback: Promise<typeof jsQRFunction> | undefined;

/** The reader's code could not be downloaded (no signal before the app was ever cached). */
export const READER_UNAVAILABLE_MESSAGE =
  /*i18n*/ 'The code reader couldn’t load. Connect to the internet once, then try again — or type the short code.';

function loadFallback() {
  fallback ??= import('jsqr').then(
    (module) => module.default,
    () => {
      fallback = undefined; // a later try may have signal
      throw new Error(READER_UNAVAILABLE_MESSAGE);
    },
  );
  return fallback;
}

/** Starts loading the reader, e.g. when "Scan a code" opens, so the first frame is read at once. */
export async function prepareQrReader(): Promise<QrReader> {
  if (await (native ??= nativeDetector())) return 'BarcodeDetector';
  await loadFallback();
  return 'jsQR';
}

const sizeOf = (source: QrSource) =>
  source instanceof HTMLVideoElement
    ? { width: source.videoWidth, height: source.videoHeight }
    : { width: source.width, height: source.height };

let scratch: HTMLCanvasElement | undefined;

/**
 * The source's pixels (a video's current frame), for a reader that takes raw RGBA, scaled down
 * so the longer side is at most `maxSide`: the reader's work grows with the pixels.
 */
function pixelsOf(source: QrSource, maxSide: number): ImageData | null {
  const size = sizeOf(source);
  if (size.width === 0 || size.height === 0) return null;
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  const width = Math.round(size.width * scale);
  const height = Math.round(size.height * scale);
  scratch ??= document.createElement('canvas');
  scratch.width = width;
  scratch.height = height;
  const context = scratch.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * The text of the QR code in a picture or a camera frame, or null when none is found.
 * `thorough` also tries the picture inverted (a code shown light on dark): for a chosen photo,
 * not for every camera frame, where speed matters more.
 */
export async function readQrCode(
  source: QrSource,
  { thorough = false, maxSide = Infinity } = {},
): Promise<string | null> {
  const detector = await (native ??= nativeDetector());
  if (detector) {
    const found = await detector.detect(source);
    return found[0]?.rawValue ?? null;
  }
  const jsQR = await loadFallback();
  const pixels = pixelsOf(source, maxSide);
  if (!pixels) return null;
  const found = jsQR(pixels.data, pixels.width, pixels.height, {
    inversionAttempts: thorough ? 'attemptBoth' : 'dontInvert',
  });
  return found?.data ?? null;
}
