import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState =
  | { status: 'off' }
  | { status: 'starting' }
  | { status: 'on' }
  | { status: 'failed'; message: MessageDescriptor };

// docs/product.md "Scan": what went wrong, and the photo path offered instead.
function cameraProblem(error: unknown): MessageDescriptor {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') {
    return msg`Camera access was refused. Allow the camera for Swapsies in your browser’s settings, or choose a photo instead.`;
  }
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return msg`No camera was found on this device. Choose a photo instead.`;
  }
  if (name === 'NotReadableError') {
    return msg`The camera is busy in another app. Close it and try again, or choose a photo instead.`;
  }
  return msg`The camera couldn’t start. Choose a photo instead.`;
}

/** The back camera in a <video>, and a still of what it shows when Capture is pressed. */
export function useCamera() {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>({ status: 'off' });

  const stop = useCallback(() => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setState({ status: 'off' });
  }, []);

  const start = useCallback(async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({
        status: 'failed',
        message: msg`This browser can’t use the camera here. Choose a photo instead.`,
      });
      return;
    }
    setState({ status: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play().catch(() => undefined);
      }
      setState({ status: 'on' });
    } catch (error) {
      setState({ status: 'failed', message: cameraProblem(error) });
    }
  }, []);

  /** The frame on screen now, or undefined before the camera shows one. */
  const capture = useCallback(async (): Promise<ImageBitmap | undefined> => {
    const element = video.current;
    if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return undefined;
    return createImageBitmap(element);
  }, []);

  // Closing Scan turns the camera (and its light) off.
  useEffect(
    () => () => {
      stream.current?.getTracks().forEach((track) => track.stop());
    },
    [],
  );

  return { video, state, start, stop, capture };
}
