import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, useState } from 'react';
import { drawQrCode, QrTooLongError } from '../qr-canvas';

/** The widest a code is drawn, in CSS pixels: fills a phone, stays easy to aim at on a laptop. */
const MAX_SIDE = 340;

/** `text` as a QR code on a white square, whatever the theme (check `fitsInQrCode` first). */
export function QrCodeCanvas({ text, label }: { text: string; label: string }) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [version, setVersion] = useState<number>();
  const [failure, setFailure] = useState<string>();
  useLayoutEffect(() => {
    const element = canvas.current;
    if (!element) return;
    const available = element.parentElement?.clientWidth ?? MAX_SIDE;
    try {
      const drawn = drawQrCode(element, text, {
        maxCssPixels: Math.min(MAX_SIDE, available),
        pixelRatio: window.devicePixelRatio || 1,
      });
      setVersion(drawn.version);
      setFailure(undefined);
    } catch (error) {
      setFailure(
        error instanceof QrTooLongError
          ? t`Your list is too long for one QR code.`
          : t`This browser couldn’t draw the QR code.`,
      );
    }
  }, [text, t]);

  return (
    <div className="flex w-full justify-center">
      {failure && (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      )}
      <canvas
        hidden={failure !== undefined}
        ref={canvas}
        role="img"
        aria-label={label}
        data-qr-version={version}
        className="rounded-lg [image-rendering:pixelated]"
      />
    </div>
  );
}
