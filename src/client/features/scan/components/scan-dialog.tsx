import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, CameraOff, ImageUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Collection } from '../../../../domain/collection/collection';
import type { Sticker } from '../../../../domain/sticker/sticker';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { ProblemNote } from '../../../components/ui/problem-note';
import { Spinner } from '../../../components/ui/spinner';
import { useStickers } from '../../stickers/api';
import { WithStickers } from '../../stickers/public';
import type { FrameProblem } from '../frame-quality';
import { indexAlbum, matchWords, mayBeCode, type ScanMatch } from '../match';
import { useCamera } from '../use-camera';
import { ScanResults } from './scan-results';

// The OCR engine (tesseract.js and its files under /ocr/) loads only from here, once Scan is open
// (decision 039); starting it as the dialog opens hides most of its first download behind the
// collector pointing the camera.
const loadScanner = () => import('../scanner');

interface ScanDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  collection: Collection;
}

/** docs/product.md "Scan": take or choose a photo, see what it found, confirm. */
export function ScanDialog({ open, onOpenChange, collection }: ScanDialogProps) {
  const stickers = useStickers(collection.id);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      placement="sheet"
      maxWidth="xl"
      title={<Trans>Scan stickers</Trans>}
      description={
        <Trans>{collection.template.title}: nothing changes until you tap Confirm.</Trans>
      }
    >
      <WithStickers stickers={stickers}>
        {(stickers) =>
          open && (
            <ScanFlow
              collectionId={collection.id}
              stickers={stickers}
              onDone={() => onOpenChange(false)}
            />
          )
        }
      </WithStickers>
    </DialogFrame>
  );
}

/** What the collector is told for a frame that cannot be read (docs/product.md "Scan"). */
const FRAME_PROBLEM_MESSAGES: Record<FrameProblem, MessageDescriptor> = {
  dark: msg`Too dark to read the stickers. Find more light, or choose a photo instead.`,
  blurred: msg`Too blurred to read the stickers. Hold the phone still, or choose a photo instead.`,
};

type Stage =
  | { kind: 'pick'; problem?: MessageDescriptor }
  | { kind: 'reading'; photoUrl: string }
  | { kind: 'result'; photoUrl: string; width: number; height: number; match: ScanMatch };

function ScanFlow({
  collectionId,
  stickers,
  onDone,
}: {
  collectionId: number;
  stickers: Sticker[];
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [stage, setStage] = useState<Stage>({ kind: 'pick' });
  const camera = useCamera();
  const { start: startCamera } = camera;

  // The engine starts loading at once; the camera starts too where there is one.
  useEffect(() => {
    void loadScanner()
      .then((scanner) => scanner.startScanner())
      .catch(() => undefined);
    void startCamera();
  }, [startCamera]);

  const photoUrl = 'photoUrl' in stage ? stage.photoUrl : undefined;
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const read = async (source: Blob) => {
    const url = URL.createObjectURL(source);
    setStage({ kind: 'reading', photoUrl: url });
    try {
      const scanner = await loadScanner();
      const album = indexAlbum(stickers.map((sticker) => sticker.number));
      const reading = await scanner.readPhoto(source, (text) => mayBeCode(text, album));
      if (reading.problem) {
        setStage({ kind: 'pick', problem: FRAME_PROBLEM_MESSAGES[reading.problem] });
        return;
      }
      const match = matchWords(reading.words, album);
      if (match.found.length === 0 && match.choices.length === 0) {
        setStage({
          kind: 'pick',
          problem: msg`No sticker of this album was found in that photo. Try again closer, with the codes in focus and in good light.`,
        });
        return;
      }
      setStage({
        kind: 'result',
        photoUrl: url,
        width: reading.width,
        height: reading.height,
        match,
      });
    } catch {
      setStage({
        kind: 'pick',
        problem: navigator.onLine
          ? msg`Couldn’t read that photo. Try another one.`
          : msg`The scanner isn’t on this phone yet: open Scan once with a connection, then it works offline.`,
      });
    }
  };

  const captureFrame = async () => {
    const frame = await camera.capture();
    if (!frame) return;
    const canvas = new OffscreenCanvas(frame.width, frame.height);
    canvas.getContext('2d')?.drawImage(frame, 0, 0);
    frame.close();
    camera.stop();
    void read(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 }));
  };

  if (stage.kind === 'reading') {
    return (
      <div className="grid gap-3">
        <img
          src={stage.photoUrl}
          alt={t`Your photo`}
          className="max-h-72 w-full rounded-lg object-contain"
        />
        <Spinner label={t`Reading the stickers…`} className="text-muted-foreground" />
      </div>
    );
  }
  if (stage.kind === 'result') {
    return (
      <ScanResults
        collectionId={collectionId}
        stickers={stickers}
        photoUrl={stage.photoUrl}
        width={stage.width}
        height={stage.height}
        match={stage.match}
        onDone={onDone}
        onAgain={() => {
          setStage({ kind: 'pick' });
          void startCamera();
        }}
      />
    );
  }

  const { state } = camera;
  return (
    <div className="grid gap-3">
      {state.status !== 'failed' && state.status !== 'off' && (
        <div className="relative grid aspect-[4/3] w-full place-items-center overflow-hidden rounded-lg bg-foreground/90">
          <video
            ref={camera.video}
            muted
            playsInline
            aria-label={t`Camera view`}
            className="size-full object-cover"
          />
          {state.status === 'starting' && (
            <Spinner label={t`Starting the camera…`} className="absolute text-background" />
          )}
        </div>
      )}
      {state.status === 'on' && (
        <p className="text-center text-sm text-muted-foreground">
          <Trans>Lay the stickers out with their codes showing, then take the photo.</Trans>
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="flex gap-2 rounded-lg bg-muted p-3 text-sm">
          <CameraOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          {i18n._(state.message)}
        </p>
      )}
      {stage.problem && <ProblemNote>{i18n._(stage.problem)}</ProblemNote>}
      <div className="grid gap-2 sm:grid-cols-2">
        {state.status === 'on' ? (
          <Button size="lg" onClick={() => void captureFrame()}>
            <Camera aria-hidden />
            <Trans>Take photo</Trans>
          </Button>
        ) : (
          state.status !== 'starting' && (
            <Button variant="outline" size="lg" onClick={() => void startCamera()}>
              <Camera aria-hidden />
              {state.status === 'failed' ? t`Try the camera again` : t`Start the camera`}
            </Button>
          )
        )}
        <label className="relative inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-4 text-base font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
          <ImageUp aria-hidden className="size-4" />
          <Trans>Choose a photo</Trans>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={t`Choose a photo of your stickers`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) {
                camera.stop();
                void read(file);
              }
            }}
          />
        </label>
      </div>
    </div>
  );
}
