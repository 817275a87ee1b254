import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the camera is not showing: each screen says it in its own words, with its other ways in. */
export type CameraProblem = 'refused' | 'missing' | 'busy' | 'unsupported' | 'failed';

export type CameraState<M> =
  { status: 'off' } | { status: 'starting' } | { status: 'on' } | { status: 'failed'; message: M };

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError') return 'busy';
  return 'failed';
}

/**
 * The back camera in a <video> (`video` goes on the element): `start` asks for it, `stop` and
 * leaving the screen release it (its light too). `explain` words a problem for the screen;
 * `onStarted` runs once the picture shows. The QR scan of a trade in person and the sticker scan
 * both build on it.
 */
export function useBackCamera<M>({
  idealWidth,
  explain,
  onStarted,
  onStopped,
}: {
  idealWidth: number;
  explain: (problem: CameraProblem) => M;
  onStarted?: () => void;
  onStopped?: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState<M>>({ status: 'off' });
  const callbacks = useRef({ explain, onStarted, onStopped });
  useEffect(() => {
    callbacks.current = { explain, onStarted, onStopped };
  }, [explain, onStarted, onStopped]);

  const release = useCallback(() => {
    callbacks.current.onStopped?.();
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  }, []);

  const stop = useCallback(() => {
    release();
    setState({ status: 'off' });
  }, [release]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ status: 'failed', message: callbacks.current.explain('unsupported') });
      return;
    }
    setState({ status: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: idealWidth } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState({ status: 'on' });
      callbacks.current.onStarted?.();
    } catch (error) {
      setState({ status: 'failed', message: callbacks.current.explain(problemOf(error)) });
    }
  }, [idealWidth]);

  useEffect(() => release, [release]);

  /** Whether the camera is running now (read inside loops, where state is stale). */
  const isRunning = useCallback(() => stream.current !== null, []);

  return { video, state, start, stop, isRunning };
}
