import { encode } from 'uqr';

/** Light modules around the code: the four the QR standard asks for, so any reader finds it. */
const QUIET_ZONE = 4;

export interface DrawnQrCode {
  version: number;
  /** Modules a side, quiet zone included. */
  modules: number;
}

/** The text is too long for one QR code (over version 40): the screen offers the short code. */
export class QrTooLongError extends Error {
  override name = 'QrTooLongError';
}

/**
 * Draws `text` as a QR code filling at most `maxCssPixels` a side, with whole device pixels per
 * module so the edges stay sharp for the other phone's camera. Error correction is L, raised when
 * the chosen version has room (docs/decisions/017). Throws QrTooLongError when it does not fit.
 */
export function drawQrCode(
  canvas: HTMLCanvasElement,
  text: string,
  { maxCssPixels, pixelRatio = 1 }: { maxCssPixels: number; pixelRatio?: number },
): DrawnQrCode {
  let qr: ReturnType<typeof encode>;
  try {
    qr = encode(text, { ecc: 'L', boostEcc: true, border: QUIET_ZONE });
  } catch (error) {
    if (error instanceof RangeError) throw new QrTooLongError('Too long for one QR code');
    throw error;
  }
  const modules = qr.size;
  const scale = Math.max(1, Math.floor((maxCssPixels * pixelRatio) / modules));
  const side = modules * scale;
  canvas.width = side;
  canvas.height = side;
  canvas.style.width = `${side / pixelRatio}px`;
  canvas.style.height = `${side / pixelRatio}px`;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw a QR code');
  // Black on white whatever the theme: readers expect dark modules on a light ground.
  context.fillStyle = 'white';
  context.fillRect(0, 0, side, side);
  context.fillStyle = 'black';
  qr.data.forEach((row, y) => {
    // one rectangle per run of dark modules: a version-40 code draws in a few milliseconds
    let start = -1;
    for (let x = 0; x <= modules; x++) {
      const isDark = x < modules && row[x] === true;
      if (isDark && start < 0) start = x;
      if (!isDark && start >= 0) {
        context.fillRect(start * scale, y * scale, (x - start) * scale, scale);
        start = -1;
      }
    }
  });
  return { version: qr.version, modules };
}
