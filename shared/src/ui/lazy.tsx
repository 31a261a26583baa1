import { Suspense, cloneElement, createContext, isValidElement, lazy, useContext, useRef, useState, type ComponentType, type ReactElement, type Ref, type RefObject, type SyntheticEvent } from 'react';

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

/** Starts downloading lazily loaded UI parts ahead of need (e.g. after the user signs in). */
export function preloadUi(): Promise<unknown> {
  return Promise.all([import('./parts/overlays'), import('./parts/disclosure'), import('./parts/controls')]);
}
