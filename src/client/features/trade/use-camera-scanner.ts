import { useCallback, useEffect, useRef, useState } from 'react';
import { CAMERA_FRAME_MAX_SIDE, readQrCode } from './decode-qr';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'scanning' }
  | { status: 'failed'; message: string };

/** A frame every this many milliseconds: quick enough to feel instant, light on a phone's battery. */
const FRAME_EVERY_MS = 200;

// What went wrong, in words that say what to do instead (the other ways stay offered); the scan
// panel shows them in the reader's language (decision 038).
function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return /*i18n*/ 'Camera access was refused. Allow the camera for Swapsies in your browser’s settings — or choose a photo of the code, or type the short code.';
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return /*i18n*/ 'No camera was found on this device. Choose a photo of the code, or type the short code.';
  }
  if (name === 'NotReadableError') {
    return /*i18n*/ 'The camera is busy in another app. Close it and try again, or choose a photo of the code.';
  }
  return /*i18n*/ 'The camera couldn’t start. Choose a photo of the code, or type the short code.';
}

/**
 * The back camera in a <video>, read for a QR code a few times a second until `onText` accepts
 * one (returns true) or the scanner stops. The camera is released when the screen closes.
 */
export function useCameraScanner(onText: (text: string) => Promise<boolean>) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  }, [onText]);

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState({ status: 'off' });
  }, []);

  const scanFrame = useCallback(async () => {
    const element = video.current;
    if (!stream.current || !element) return;
    let isDone = false;
    if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      const text = await readQrCode(element, { maxSide: CAMERA_FRAME_MAX_SIDE }).catch(() => null);
      if (text) isDone = await handler.current(text);
    }
    if (isDone) stop();
    else if (stream.current)
      timer.current = window.setTimeout(() => void scanFrame(), FRAME_EVERY_MS);
  }, [stop]);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({
        status: 'failed',
        message:
          /*i18n*/ 'This browser can’t use the camera here. Choose a photo of the code, or type the short code.',
      });
      return;
    }
    setState({ status: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState({ status: 'scanning' });
      void scanFrame();
    } catch (error) {
      setState({ status: 'failed', message: cameraProblem(error) });
    }
  }, [scanFrame]);

  // Leaving the screen turns the camera off (its light too).
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { video, state, start, stop };
}
