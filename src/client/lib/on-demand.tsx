import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { toast } from '../components/ui/toast-store';

/** Handlers that start loading a component's code when a user heads for what opens it. */
export interface IntentHandlers {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

interface OnDemandProps {
  /** Render it (loading its code first); it stays mounted once it has been needed. */
  when: boolean;
  /** Its code could not be loaded: close whatever asked for it (`when` must turn false). */
  onUnavailable: () => void;
}

export type OnDemand<P> = ComponentType<P & OnDemandProps> & {
  /** Starts loading the code (once); call it on intent, before the component is needed. */
  preload: () => void;
  /** Spread on the control that opens the component: hover, focus or press preloads it. */
  intent: IntentHandlers;
};

/** The handlers that run `preload` when a pointer or focus reaches a control, or it is pressed. */
export function intentTo(preload: () => void): IntentHandlers {
  return { onPointerEnter: preload, onPointerDown: preload, onFocus: preload };
}

/** What the stand-in for a component whose code failed to load calls, once mounted. */
const GiveUpContext = createContext<() => void>(() => undefined);

function Unavailable() {
  const giveUp = useContext(GiveUpContext);
  useEffect(() => giveUp(), [giveUp]);
  return null;
}

/**
 * A component whose code loads on demand (docs/decisions/024): nothing renders, and nothing
 * downloads, until `when` first turns true; from then on it stays mounted, as it was when it
 * rendered eagerly, so a dialog's closing animation and state behave the same. `preload` (or the
 * `intent` handlers) fetch the chunk early, so it is usually there by the time it is opened.
 * When the code cannot be loaded (no signal and no service worker yet, or an app updated since
 * the page opened) the screen stays: a toast says so, `onUnavailable` closes what asked for it,
 * and the next opening tries again.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  const lazyComponent = () =>
    lazy(() =>
      start().catch(() => {
        loading = undefined;
        Lazy = lazyComponent();
        toast({
          title: 'Couldn’t open that',
          description: 'Check your connection, then try again.',
          variant: 'destructive',
        });
        return { default: Unavailable as ComponentType<P> };
      }),
    );
  let Lazy = lazyComponent();
  const preload = () => {
    // A failed preload is retried when the component is needed (and reported there).
    start().catch(() => {
      loading = undefined;
    });
  };

  function OnDemandComponent({ when, onUnavailable, ...props }: P & OnDemandProps) {
    const [isNeeded, setIsNeeded] = useState(false);
    if (when && !isNeeded) setIsNeeded(true);
    const giveUp = () => {
      setIsNeeded(false);
      onUnavailable();
    };
    return isNeeded || when ? (
      <GiveUpContext value={giveUp}>
        <Suspense fallback={null}>
          <Lazy {...(props as P)} />
        </Suspense>
      </GiveUpContext>
    ) : null;
  }
  return Object.assign(OnDemandComponent, {
    preload,
    intent: intentTo(preload),
  });
}
