import { loadIconShapes } from './icon';
import { Suspense, cloneElement, createContext, isValidElement, lazy, useContext, useEffect, useRef, useState, type ComponentType, type ReactElement, type Ref, type RefObject, type SyntheticEvent } from 'react';

/**
 * Loads a Chakra compound component (Menu, Dialog, Tabs…) only when a page first renders it.
 *
 * Why: `@portal/shared/ui` is one shared module, so everything it re-exports is in the first load of
 * every page, and the first load of /home/login has a 220 KB gzip budget. Menus, tooltips, dialogs,
 * tabs and friends (their state machines and positioning code: ~60 KB gzip together) are not needed
 * to paint the login page, so they come in their own chunk on first use.
 *
 * `lazyNamespace(load)` returns an object shaped like the namespace (`Menu.Root`, `Menu.Trigger`…):
 * each part is a stable component that renders the real one, suspending (locally, showing nothing) only
 * while the chunk is still on its way. Once loaded, parts render synchronously.
 */
type Thenable<T> = { then(onFulfilled: (value: T) => void, onRejected?: (reason: unknown) => void): void };

export interface LazyNamespaceOptions {
  /**
   * For Dialog and Drawer: a controlled `Root` with `open={false}` renders nothing and does not fetch the
   * chunk until it first opens (pages keep closed dialogs mounted — the footer's Terms and Privacy, a
   * confirmation — and they must not cost the first load). After the first load it renders normally, so
   * closing animations and focus return are untouched.
   */
  deferClosedRoot?: boolean;
  /**
   * For Menu: until its trigger is first clicked, `Root` renders only the child of its
   * `<Trigger asChild>` (the page's own button) and nothing else, so a menu in the top bar costs the
   * page nothing (the overlay chunk is 34 KB gzip). Pointer over or focus on the button fetch the chunk
   * ahead; the click swaps in the real menu and opens it as soon as the chunk is there (the focus moves
   * to the real trigger if the placeholder had it).
   */
  deferUntilTriggered?: boolean;
  /**
   * For Dialog and Drawer: a controlled `Root` remembers the element that had focus when `open` became true
   * (the button that opened it) and gives focus back to it on close (Escape, Cancel, close button, a click
   * outside), unless the caller passes its own `finalFocusEl`. Ark returns focus to a `Dialog.Trigger`, which
   * the portal's dialogs do not use, or else to whatever had focus when its focus trap started — a frame after
   * the render, when the opener may already have lost focus (the booking page disables its Confirm button
   * while the question is open, and the browser then moves focus to the body). So the opener is read here,
   * during the render that opens the dialog, before the page's changes reach the DOM.
   */
  returnFocusToOpener?: boolean;
}

type AnyProps = Record<string, unknown>;
type Handler = ((event: SyntheticEvent<HTMLElement>) => void) | undefined;
const chain =
  (own: Handler, extra: (event: SyntheticEvent<HTMLElement>) => void) =>
  (event: SyntheticEvent<HTMLElement>) => {
    own?.(event);
    extra(event);
  };
function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T>).current = value;
}

/**
 * A wrapper that renders the dialog only once its code has arrived (lazy-portal's ConfirmDialog) reads the
 * opener itself, in the page's render that opens it, and hands it down here: by the time the dialog's own
 * Root first renders, the page may have disabled the opener and focus may already be on the body.
 */
export const OpenerHint = createContext<HTMLElement | null>(null);

/** The element that had focus when `open` last turned true (see returnFocusToOpener). */
export function useOpener(open: boolean): HTMLElement | null {
  const [seen, setSeen] = useState<{ open: boolean; opener: HTMLElement | null }>({ open: false, opener: null });
  if (open !== seen.open) {
    // Adjusting state while rendering: React renders again at once, before committing, so the DOM is still
    // the one the user acted on.
    const active = open && typeof document !== 'undefined' ? document.activeElement : null;
    setSeen({ open, opener: open ? (active instanceof HTMLElement && active !== document.body ? active : null) : seen.opener });
  }
  return seen.opener;
}

/**
 * The safety net of returnFocusToOpener: Ark focuses `finalFocusEl` as it closes, but a page that disabled its
 * opener while the dialog was open (the booking page's Confirm button) may re-enable it only in a later
 * commit; focusing a disabled button does nothing and focus falls to the body. For up to a second after the
 * close, while focus is on the body, give it to the opener as soon as it can take it. Focus the user put
 * elsewhere meanwhile is left alone.
 */
function useFocusBackAfterClose(open: boolean, opener: HTMLElement | null, callerChoosesFocus: boolean): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed || callerChoosesFocus || !opener || typeof requestAnimationFrame === 'undefined') return;
    let frame = 0;
    const started = Date.now();
    const attempt = () => {
      const active = document.activeElement;
      if (active === opener || !opener.isConnected || Date.now() - started > 1000) return;
      if ((!active || active === document.body) && !(opener as HTMLButtonElement).disabled) opener.focus();
      if (document.activeElement !== opener) frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [open, opener, callerChoosesFocus]);
}

export function lazyNamespace<T extends object>(load: () => Promise<T>, options: LazyNamespaceOptions = {}): T {
  let loaded: T | null = null;
  let pending: Promise<T> | null = null;
  const fetchOnce = () => {
    pending ??= load().then(
      (ns) => (loaded = ns),
      (err) => {
        pending = null; // a failed chunk download may be retried by the next render
        throw err;
      },
    );
    return pending;
  };
  const parts = new Map<PropertyKey, ComponentType<Record<string, unknown>>>();
  // deferUntilTriggered: set (to the root's request) while a root renders its placeholder.
  const Placeholder = createContext<null | ((open: boolean, trigger: HTMLElement | null) => void)>(null);
  // A click on the placeholder waits here for the real trigger to mount.
  const PendingOpen = createContext<RefObject<{ focus: boolean } | null> | null>(null);
  const partOf = (key: PropertyKey) => {
    let part = parts.get(key);
    if (part) return part;
    const Lazy = lazy(() => {
      // Already loaded: resolve synchronously so React renders it without suspending.
      if (loaded) {
        const ready = loaded;
        const sync: Thenable<{ default: ComponentType<Record<string, unknown>> }> = {
          then: (ok) => ok({ default: (ready as Record<PropertyKey, ComponentType<Record<string, unknown>>>)[key] }),
        };
        return sync as unknown as Promise<{ default: ComponentType<Record<string, unknown>> }>;
      }
      return fetchOnce().then((ns) => ({ default: (ns as Record<PropertyKey, ComponentType<Record<string, unknown>>>)[key] }));
    });
    // React 19 passes `ref` as a prop, so spreading props forwards it.
    const deferWhileClosed = options.deferClosedRoot && key === 'Root';
    if (options.deferUntilTriggered && key === 'Root') {
      part = function DeferredRoot(props: AnyProps) {
        const [used, setUsed] = useState(false);
        const pending = useRef<{ focus: boolean } | null>(null);
        // Pointer over or focus only fetch the chunk; the placeholder stays (swapping the button in the
        // middle of a click would lose the click). A click swaps it for the real menu, which then opens.
        const request = (open: boolean, trigger: HTMLElement | null) => {
          fetchOnce().catch(() => undefined);
          if (!open) return;
          pending.current = { focus: !!trigger && trigger.contains(document.activeElement) };
          setUsed(true);
        };
        const placeholder = <Placeholder.Provider value={request}>{props.children as ReactElement}</Placeholder.Provider>;
        if (!used) return placeholder;
        return (
          <PendingOpen.Provider value={pending}>
            <Suspense fallback={placeholder}>
              <Lazy {...props} />
            </Suspense>
          </PendingOpen.Provider>
        );
      };
    } else if (options.deferUntilTriggered && key === 'Trigger') {
      part = function DeferredTrigger(props: AnyProps) {
        const request = useContext(Placeholder);
        const pending = useContext(PendingOpen);
        if (request) {
          const child = props.children;
          if (!props.asChild || !isValidElement<AnyProps>(child)) return null;
          return cloneElement(child, {
            onPointerEnter: chain(child.props.onPointerEnter as Handler, () => request(false, null)),
            onFocus: chain(child.props.onFocus as Handler, () => request(false, null)),
            onClick: chain(child.props.onClick as Handler, (e) => request(true, e.currentTarget)),
          });
        }
        const openOnce = (el: HTMLElement | null) => {
          setRef(props.ref as Ref<HTMLElement | null>, el);
          const wanted = pending?.current;
          if (!el || !wanted) return;
          pending.current = null;
          // After the commit, so that the menu's state machine is listening.
          setTimeout(() => {
            // The trigger may wrap its button (the bell: a box holding the button and its badge).
            if (wanted.focus) (el.matches('button, a, [tabindex]') ? el : (el.querySelector<HTMLElement>('button, a, [tabindex]') ?? el)).focus();
            el.click();
          }, 0);
        };
        return (
          <Suspense fallback={null}>
            <Lazy {...props} ref={openOnce} />
          </Suspense>
        );
      };
    } else if (options.deferUntilTriggered) {
      part = function DeferredPart(props: AnyProps) {
        if (useContext(Placeholder)) return null;
        return (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        );
      };
    } else if (options.returnFocusToOpener && key === 'Root') {
      part = function FocusReturningRoot(props: AnyProps) {
        const open = props.open === true;
        const seen = useOpener(open);
        const hinted = useContext(OpenerHint);
        const opener = hinted ?? seen;
        useFocusBackAfterClose(open, opener, Boolean(props.finalFocusEl));
        if (deferWhileClosed && !loaded && props.open === false) return null;
        const own = props.finalFocusEl as (() => HTMLElement | null | undefined) | undefined;
        // Read at close time: an opener gone from the page (its row was removed) leaves Ark's default.
        const finalFocusEl = () => own?.() ?? (opener?.isConnected ? opener : null);
        return (
          <Suspense fallback={null}>
            <Lazy {...props} finalFocusEl={finalFocusEl} />
          </Suspense>
        );
      };
    } else
      part = function LazyPart(props: Record<string, unknown>) {
        if (deferWhileClosed && !loaded && props.open === false) return null;
        return (
          <Suspense fallback={null}>
            <Lazy {...props} />
          </Suspense>
        );
      };
    (part as { displayName?: string }).displayName = `Lazy(${String(key)})`;
    parts.set(key, part);
    return part;
  };
  return new Proxy({} as T, {
    get: (_target, key) => (key === 'then' ? undefined : partOf(key)),
  });
}

/** Starts downloading lazily loaded UI parts and the icons' drawings ahead of need (e.g. after the user signs in). */
export function preloadUi(): Promise<unknown> {
  return Promise.all([import('./parts/overlays'), import('./parts/disclosure'), import('./parts/controls'), loadIconShapes()]);
}
