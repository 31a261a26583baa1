import { lazy, useSyncExternalStore } from 'react';
import { createToaster } from '@chakra-ui/react';
import { LIMITS } from '@portal/shared/contracts';
import { translateMessage } from '@portal/shared/i18n';
import { bus } from '@portal/shared/session';

/**
 * The portal's snackbar (account §8: errors as a red toast hiding after 3 s). One toaster for the whole
 * page; `PortalUiProvider` renders its view. Spec messages are translated on the way in, so a caller can
 * pass the server's English `message.message` as is.
 *
 * The view (Chakra's Toaster and its state machine) is loaded on the first toast, not with the page:
 * toasts asked for before it is on screen wait in a queue and appear when it mounts.
 */
export const toaster = createToaster({ placement: 'top', duration: LIMITS.toastMs, pauseOnPageIdle: true, max: 4 });

export type ToastType = 'success' | 'error' | 'info';

interface Pending {
  id: string;
  type: ToastType;
  title: string;
  duration: number;
}

let counter = 0;
let viewMounted = false;
let requested = false;
const queue: Pending[] = [];
const listeners = new Set<() => void>();

function create(p: Pending) {
  toaster.create({ id: p.id, type: p.type, title: p.title, duration: p.duration, closable: true });
}

function show(type: ToastType, message: string, durationMs: number = LIMITS.toastMs): string {
  const p: Pending = { id: `portal-toast-${++counter}`, type, title: translateMessage(message), duration: durationMs };
  if (viewMounted) create(p);
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
  dismiss: (id?: string) => toaster.dismiss(id),
};

/** Called by the view when it mounts / unmounts. */
export function attachToastView(): () => void {
  // The toaster's state machine subscribes to the store in its own effects; a toast created in the
  // same commit would be missed, so the queue is flushed on the next task.
  const timer = setTimeout(() => {
    viewMounted = true;
    queue.splice(0).forEach(create);
  }, 0);
  return () => {
    clearTimeout(timer);
    viewMounted = false;
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
