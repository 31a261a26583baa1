import { lazy, useSyncExternalStore } from 'react';
import { LIMITS } from '@portal/shared/rules';
import { translateMessage } from '@portal/shared/i18n';
import { bus } from '@portal/shared/session';

/**
 * The portal's snackbar (docs/product.md#everywhere-messages: errors as a red toast hiding after 3 s). One toaster for the whole
 * page; `PortalUiProvider` renders its view. Spec messages are translated on the way in, so a caller can
 * pass the server's English `message.message` as is.
 *
 * This file is a small queue: Chakra's toaster store and view (its state machine, @zag-js/toast, about
 * 2 KB gzip more on every first load) are loaded with the first toast (toaster-view.tsx). Toasts asked
 * for before the view is on screen wait here and appear when it mounts.
 *
 * The same message asked for again while it is on screen (a button pressed twice) is that one toast, not a
 * stack of copies. Each toast hides after its duration on this queue's own clock: Chakra's toaster pauses
 * while the pointer rests on it, and a pointer left there kept errors over the form for good.
 */

/** What the view's Chakra toaster offers this queue (a subset of Chakra's `createToaster` result). */
export interface ToastStore {
  create(options: { id: string; type: ToastType; title: string; duration: number; closable: boolean }): unknown;
  dismiss(id?: string): void;
  remove(id?: string): void;
  isVisible(id: string): boolean;
}

export type ToastType = 'success' | 'error' | 'info' | 'warning';

interface Pending {
  id: string;
  type: ToastType;
  title: string;
  duration: number;
}

let counter = 0;
/** The view's Chakra store, from the moment its chunk has loaded (it outlives the view's mounts). */
let viewStore: ToastStore | null = null;
/** The view is on screen and listening: toasts go straight to the store. */
let mounted = false;
let requested = false;
const queue: Pending[] = [];
const listeners = new Set<() => void>();

/** The toast last shown for each type and text, to show a repeat as the same toast. */
const lastOf = new Map<string, string>();
const keyOf = (type: ToastType, title: string) => `${type}\n${title}`;

function create(p: Pending) {
  if (!viewStore) return;
  const store = viewStore;
  store.create({ id: p.id, type: p.type, title: p.title, duration: p.duration, closable: true });
  if (Number.isFinite(p.duration)) setTimeout(() => store.dismiss(p.id), p.duration);
}

function show(type: ToastType, message: string, durationMs: number = LIMITS.toastMs): string {
  const title = translateMessage(message);
  const key = keyOf(type, title);
  const last = lastOf.get(key);
  if (last && (queue.some((q) => q.id === last) || (mounted && viewStore?.isVisible(last)))) return last;
  const p: Pending = { id: `portal-toast-${++counter}`, type, title, duration: durationMs };
  lastOf.set(key, p.id);
  if (mounted) create(p);
  else {
    queue.push(p);
    if (!requested) {
      requested = true;
      listeners.forEach((l) => l());
    }
  }
  return p.id;
}

export const toast = {
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  /** Done, but not as hoped (published to nobody): not a success's green. */
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  dismiss: (id?: string) => toaster.dismiss(id),
};

/** Dismiss (animated) or remove toasts, shown or still queued; no id: all of them. */
export const toaster = {
  dismiss(id?: string) {
    dropQueued(id);
    viewStore?.dismiss(id);
  },
  remove(id?: string) {
    dropQueued(id);
    viewStore?.remove(id);
  },
};

function dropQueued(id?: string) {
  for (let i = queue.length - 1; i >= 0; i--) if (id === undefined || queue[i].id === id) queue.splice(i, 1);
}

/** Called by the view with its store when it mounts; the returned function when it unmounts. */
export function attachToastView(store: ToastStore): () => void {
  viewStore = store;
  // The toaster's state machine subscribes to the store in its own effects; a toast created in the
  // same commit would be missed, so the queue is flushed on the next task.
  const timer = setTimeout(() => {
    mounted = true;
    queue.splice(0).forEach(create);
  }, 0);
  return () => {
    clearTimeout(timer);
    mounted = false;
  };
}

/** True once any toast has been asked for (the provider then loads the view). */
export function useToastRequested(): boolean {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => requested,
    () => false,
  );
}

export const PortalToaster = lazy(() => import('./toaster-view'));

let busUsers = 0;
let stopBus: (() => void) | null = null;
/**
 * Shows the toasts asked for on the bus (by code without React). Reference-counted: nested providers
 * all call it, but each bus toast is shown once.
 */
export function listenToBusToasts(): () => void {
  if (busUsers++ === 0) stopBus = bus.on('toast', ({ type, message }) => void show(type, message));
  return () => {
    if (--busUsers === 0) {
      stopBus?.();
      stopBus = null;
    }
  };
}
