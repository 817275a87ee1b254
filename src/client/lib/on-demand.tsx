import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from '../components/ui/toast-store';
import { appAreas, loadAreaMessages } from './i18n';

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

function toastUnavailable() {
  toast({
    title: i18n._(msg`Couldn’t open that`),
    description: i18n._(msg`Check your connection, then try again.`),
    variant: 'destructive',
  });
}

/** What the stand-in for a component whose code failed to load calls, once mounted. */
const GiveUpContext = createContext<() => void>(() => undefined);

function Unavailable() {
  const giveUp = useContext(GiveUpContext);
  useEffect(() => giveUp(), [giveUp]);
  return null;
}

/**
 * `load`, with the words of every signed-in area in the active language: the dashboard's first
 * paint loads only its own (decision 024), and what opens from it may say anything.
 */
export function withTheirWords<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadAreaMessages(...appAreas)]))[0];
}

/**
 * `load` run once and its promise kept; a failed load is forgotten, so the next call tries again
 * (a lost signal, an app updated since the page opened).
 */
function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
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
  const start = loadOnce(withTheirWords(load));
  // A failed load renders the stand-in that gives up; the next opening gets a fresh lazy
  // component (`giveUp`), not a re-render before it: words arriving meanwhile re-render the tree,
  // and a second load begun then could close what the collector opened after it.
  const lazyComponent = () =>
    lazy(() =>
      start().then(
        (component) => ({ default: component }),
        () => {
          toastUnavailable();
          return { default: Unavailable as ComponentType<P> };
        },
      ),
    );
  let Lazy = lazyComponent();
  // A failed preload is retried when the component is needed (and reported there).
  const preload = () => void start().catch(() => undefined);

  function OnDemandComponent({ when, onUnavailable, ...props }: P & OnDemandProps) {
    const [isNeeded, setIsNeeded] = useState(false);
    if (when && !isNeeded) setIsNeeded(true);
    const giveUp = () => {
      Lazy = lazyComponent();
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

/** What a control loaded by `onDemandControl` is given when it replaces its stand-in. */
export interface ControlProps {
  /** The stand-in was pressed before the code arrived: open at once. */
  defaultOpen: boolean;
  /** The stand-in had the focus: the control's trigger takes it. */
  autoFocus: boolean;
}

/**
 * What a control's stand-in spreads on its trigger: the handlers (heading for it loads the code,
 * pressing it also opens) and the attributes of a closed trigger, as Radix draws one.
 */
export interface StandInProps extends IntentHandlers {
  /** A keyboard press (Enter or Space) of the stand-in. */
  onClick: () => void;
  'aria-expanded': false;
  'data-state': 'closed';
}

export type OnDemandControl<P> = ComponentType<P & { standIn: (props: StandInProps) => ReactNode }>;

/**
 * A control that is always on screen but whose menu, list or popover code loads on demand
 * (docs/decisions/024), e.g. a menu button: `standIn` draws the trigger alone, looking as the
 * loaded one does; hover, focus or a press starts loading the code, and once it is there the
 * loaded control replaces the stand-in, open if the stand-in was pressed, focused if it had the
 * focus. Once loaded, every later mount renders the loaded control at once. When the code cannot
 * be loaded a press gets the same toast as `onDemand`, and the stand-in stays.
 */
export function onDemandControl<P extends object>(
  load: () => Promise<ComponentType<P & ControlProps>>,
): OnDemandControl<P> {
  let loaded: ComponentType<P & ControlProps> | undefined;
  const start = loadOnce(() => withTheirWords(load)().then((component) => (loaded = component)));

  function OnDemandControlComponent({
    standIn,
    ...props
  }: P & { standIn: (props: StandInProps) => ReactNode }) {
    const [shown, setShown] = useState(() =>
      loaded ? { Control: loaded, defaultOpen: false, autoFocus: false } : undefined,
    );
    const wrapper = useRef<HTMLSpanElement>(null);
    const pressed = useRef(false);
    const bringIn = (press: boolean) => {
      if (press) pressed.current = true;
      start().then(
        (Control) =>
          setShown({
            Control,
            defaultOpen: pressed.current,
            autoFocus: wrapper.current?.contains(document.activeElement) ?? false,
          }),
        () => {
          if (pressed.current) toastUnavailable();
          pressed.current = false;
        },
      );
    };
    if (shown) {
      const { Control, defaultOpen, autoFocus } = shown;
      return <Control {...(props as P)} defaultOpen={defaultOpen} autoFocus={autoFocus} />;
    }
    // `contents`: the wrapper only tells whether the focus is inside; it takes no room.
    // `data-stand-in` lets a test tell the stand-in from the loaded control (e2e/README.md).
    return (
      <span ref={wrapper} className="contents" data-stand-in="">
        {standIn({
          ...intentTo(() => bringIn(false)),
          onPointerDown: () => bringIn(true),
          onClick: () => bringIn(true),
          'aria-expanded': false,
          'data-state': 'closed',
        })}
      </span>
    );
  }
  return OnDemandControlComponent;
}
