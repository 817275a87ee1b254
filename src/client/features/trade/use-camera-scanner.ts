import { useCallback, useEffect, useRef } from 'react';
import { useBackCamera, type CameraProblem } from '../../lib/use-back-camera';
import { CAMERA_FRAME_MAX_SIDE, readQrCode } from './decode-qr';

/** A frame every this many milliseconds: quick enough to feel instant, light on a phone's battery. */
const FRAME_EVERY_MS = 200;

// What went wrong, in words that say what to do instead (the other ways stay offered); the scan
// panel shows them in the reader's language (decision 038).
function cameraProblem(problem: CameraProblem): string {
  switch (problem) {
    case 'refused':
      return /*i18n*/ 'Camera access was refused. Allow the camera for Swapsies in your browser’s settings — or choose a photo of the code, or type the short code.';
    case 'missing':
      return /*i18n*/ 'No camera was found on this device. Choose a photo of the code, or type the short code.';
    case 'busy':
      return /*i18n*/ 'The camera is busy in another app. Close it and try again, or choose a photo of the code.';
    case 'unsupported':
      return /*i18n*/ 'This browser can’t use the camera here. Choose a photo of the code, or type the short code.';
    case 'failed':
      return /*i18n*/ 'The camera couldn’t start. Choose a photo of the code, or type the short code.';
  }
}

/**
 * The back camera, read for a QR code a few times a second until `onText` accepts one (returns
 * true) or the scanner stops. The camera is released when the screen closes.
 */
export function useCameraScanner(onText: (text: string) => Promise<boolean>) {
  const timer = useRef<number | undefined>(undefined);
  const handler = useRef(onText);
  useEffect(() => {
    handler.current = onText;
  }, [onText]);
  const frames = useRef<() => void>(() => undefined);
  const stopFrames = useCallback(() => window.clearTimeout(timer.current), []);
  const camera = useBackCamera({
    idealWidth: 1280,
    explain: cameraProblem,
    onStarted: useCallback(() => frames.current(), []),
    onStopped: stopFrames,
  });
  const { video, stop, isRunning } = camera;

  const scanFrame = useCallback(async () => {
    const element = video.current;
    if (!isRunning() || !element) return;
    let isDone = false;
    if (element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      const text = await readQrCode(element, { maxSide: CAMERA_FRAME_MAX_SIDE }).catch(() => null);
      if (text) isDone = await handler.current(text);
    }
    if (isDone) stop();
    else if (isRunning()) timer.current = window.setTimeout(() => void scanFrame(), FRAME_EVERY_MS);
  }, [video, stop, isRunning]);
  useEffect(() => {
    frames.current = () => void scanFrame();
  }, [scanFrame]);

  return camera;
}
