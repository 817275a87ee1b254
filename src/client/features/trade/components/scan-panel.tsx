import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { decodeReceipt, isReceiptText, type SwapReceipt } from '../../../../domain/trade/receipt';
import { decodeTradeList } from '../../../../domain/trade/trade-list';
import { Button } from '../../../components/ui/button';
import { ProblemNote } from '../../../components/ui/problem-note';
import { Spinner } from '../../../components/ui/spinner';
import { prepareQrReader, readQrCode } from '../decode-qr';
import { incomingProblem, type IncomingList } from '../incoming-list';
import { useCameraScanner } from '../use-camera-scanner';
import { ShortCodeForm } from './short-code-form';

/** A phone photo is far bigger than a code needs: read it at most this wide, which is quicker. */
const PHOTO_MAX_SIDE = 2000;

async function photoBitmap(file: File): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(file);
  const scale = PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height);
  if (scale >= 1) return bitmap;
  const smaller = await createImageBitmap(bitmap, {
    resizeWidth: Math.round(bitmap.width * scale),
    resizeHeight: Math.round(bitmap.height * scale),
    resizeQuality: 'high',
  });
  bitmap.close();
  return smaller;
}

/**
 * "Scan a code": the camera starts at once; a photo of the code and the short code are
 * always offered too, and are what is left when the camera is refused or missing. A swap receipt
 * (decision 017 "The mirror") is read the same ways and handed to `onReceipt`, which throws a
 * `TradeListError` when it is not for me.
 */
export function ScanPanel({
  onList,
  onReceipt,
}: {
  onList: (incoming: IncomingList) => void;
  onReceipt: (receipt: SwapReceipt) => void;
}) {
  const { i18n, t } = useLingui();
  const [problem, setProblem] = useState<string>();
  const [isReadingPhoto, setIsReadingPhoto] = useState(false);

  const acceptText = useCallback(
    async (text: string) => {
      try {
        if (isReceiptText(text)) onReceipt(decodeReceipt(text));
        else onList({ list: await decodeTradeList(text) });
        return true;
      } catch (error) {
        setProblem(incomingProblem(i18n, error));
        return false;
      }
    },
    [onList, onReceipt, i18n],
  );
  const camera = useCameraScanner(acceptText);
  const { start } = camera;

  useEffect(() => {
    // The reader's code starts loading now, so the first frame or photo is read without a wait.
    prepareQrReader().catch((error: unknown) => setProblem(incomingProblem(i18n, error)));
    void start();
  }, [start, i18n]);

  const readPhoto = async (file: File) => {
    setProblem(undefined);
    setIsReadingPhoto(true);
    try {
      const bitmap = await photoBitmap(file);
      const text = await readQrCode(bitmap, { thorough: true });
      bitmap.close();
      if (text) await acceptText(text);
      else
        setProblem(
          t`No QR code found in that photo. Try one where the code fills more of the picture.`,
        );
    } catch (error) {
      setProblem(
        error instanceof DOMException
          ? t`That file couldn’t be opened as a picture.`
          : incomingProblem(i18n, error),
      );
    } finally {
      setIsReadingPhoto(false);
    }
  };

  const { state } = camera;
  return (
    <section aria-labelledby="scan-heading" className="grid gap-4">
      <h2 id="scan-heading" className="sr-only">
        <Trans>Scan a code</Trans>
      </h2>
      <div className="grid gap-3 rounded-card border bg-card p-4 shadow-sm">
        <div
          className="relative grid aspect-square w-full max-w-sm place-items-center justify-self-center overflow-hidden rounded-lg bg-foreground/90"
          hidden={state.status === 'failed'}
        >
          <video
            ref={camera.video}
            muted
            playsInline
            aria-label={t`Camera view`}
            className="size-full object-cover"
          />
          {state.status === 'on' && (
            <span aria-hidden className="absolute inset-[15%] rounded-lg border-4 border-accent" />
          )}
          {state.status === 'starting' && (
            <Spinner label={t`Starting the camera…`} className="absolute text-background" />
          )}
        </div>
        {state.status === 'on' && (
          <p role="status" className="text-center text-sm text-muted-foreground">
            <Trans>Point the camera at the other collector’s code.</Trans>
          </p>
        )}
        {state.status === 'failed' && (
          <p role="alert" className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
            <CameraOff aria-hidden className="mt-0.5 size-4 shrink-0" />
            {i18n._(state.message)}
          </p>
        )}
        <div className="grid gap-2 sm:grid-cols-2">
          {state.status === 'on' ? (
            <Button
              variant="outline"
              size="lg"
              padding="custom"
              className="px-4"
              onClick={camera.stop}
            >
              <CameraOff aria-hidden />
              <Trans>Stop the camera</Trans>
            </Button>
          ) : (
            <Button
              variant="outline"
              size="lg"
              padding="custom"
              className="px-4"
              disabled={state.status === 'starting'}
              onClick={() => void start()}
            >
              <Camera aria-hidden />
              {state.status === 'failed' ? t`Try the camera again` : t`Start the camera`}
            </Button>
          )}
          <label className="relative inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-4 text-base font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
            <ImageUp aria-hidden className="size-4" />
            {isReadingPhoto ? t`Reading the photo…` : t`Choose a photo`}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              aria-label={t`Choose a photo of a code`}
              disabled={isReadingPhoto}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void readPhoto(file);
              }}
            />
          </label>
        </div>
        {problem && <ProblemNote>{problem}</ProblemNote>}
      </div>
      <ShortCodeForm onList={onList} />
    </section>
  );
}
