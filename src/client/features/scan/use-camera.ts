import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { useBackCamera, type CameraProblem } from '../../lib/use-back-camera';

// docs/product.md "Scan": what went wrong, and the photo path offered instead.
function cameraProblem(problem: CameraProblem): MessageDescriptor {
  switch (problem) {
    case 'refused':
      return msg`Camera access was refused. Allow the camera for Swapsies in your browser’s settings, or choose a photo instead.`;
    case 'missing':
      return msg`No camera was found on this device. Choose a photo instead.`;
    case 'busy':
      return msg`The camera is busy in another app. Close it and try again, or choose a photo instead.`;
    case 'unsupported':
      return msg`This browser can’t use the camera here. Choose a photo instead.`;
    case 'failed':
      return msg`The camera couldn’t start. Choose a photo instead.`;
  }
}

/** The back camera in a <video>, and a still of what it shows when Capture is pressed. */
export function useCamera() {
  const camera = useBackCamera({ idealWidth: 1920, explain: cameraProblem });
  const { video } = camera;

  /** The frame on screen now, or undefined before the camera shows one. */
  const capture = useCallback(async (): Promise<ImageBitmap | undefined> => {
    const element = video.current;
    if (!element || element.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return undefined;
    return createImageBitmap(element);
  }, [video]);

  return { ...camera, capture };
}
