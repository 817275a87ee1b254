import { lazy, Suspense, useState, type ComponentType } from 'react';

/** Handlers that start loading a component's code when a user heads for what opens it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

export type OnDemand<P> = ComponentType<P & { when: boolean }> & {
  /** Starts loading the code (once); call it on intent, before the component is needed. */
  preload: () => void;
  /** Spread on the control that opens the component: hover, focus or press preloads it. */
  intent: IntentHandlers;
};

/**
 * A component whose code loads on demand (docs/decisions/024): nothing renders, and nothing
 * downloads, until `when` first turns true; from then on it stays mounted, as it was when it
 * rendered eagerly, so a dialog's closing animation and state behave the same. `preload` (or the
 * `intent` handlers) fetch the chunk early, so it is usually there by the time it is opened.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const Lazy = lazy(start) as unknown as ComponentType<P>;
  const preload = () => {
    // A failed preload is retried when the component is needed (and reported there).
    start().catch(() => {
      loading = undefined;
    });
  };

  function OnDemandComponent({ when, ...props }: P & { when: boolean }) {
    const [isNeeded, setIsNeeded] = useState(false);
    if (when && !isNeeded) setIsNeeded(true);
    return isNeeded || when ? (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    ) : null;
  }
  return Object.assign(OnDemandComponent, {
    preload,
    intent: { onPointerEnter: preload, onPointerDown: preload, onFocus: preload },
  });
}
