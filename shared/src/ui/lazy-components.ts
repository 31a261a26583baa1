import type { Accordion as A, Checkbox as C, Dialog as D, Drawer as Dr, Menu as M, PinInput as P, Progress as Pr, RadioGroup as R, Tabs as T, Tooltip as Tt } from '@chakra-ui/react';
import { lazyNamespace } from './lazy';

/** Compound components loaded on first use (see lazy.tsx for why). Same API as Chakra's. */
export const Dialog = lazyNamespace<typeof D>(() => import('./parts/overlays').then((m) => m.Dialog), { deferClosedRoot: true, returnFocusToOpener: true });
export const Drawer = lazyNamespace<typeof Dr>(() => import('./parts/overlays').then((m) => m.Drawer), { deferClosedRoot: true, returnFocusToOpener: true });
export const Menu = lazyNamespace<typeof M>(() => import('./parts/overlays').then((m) => m.Menu), { deferUntilTriggered: true });
export const Tooltip = lazyNamespace<typeof Tt>(() => import('./parts/overlays').then((m) => m.Tooltip));
export const Tabs = lazyNamespace<typeof T>(() => import('./parts/disclosure').then((m) => m.Tabs));
export const Accordion = lazyNamespace<typeof A>(() => import('./parts/disclosure').then((m) => m.Accordion));
export const Checkbox = lazyNamespace<typeof C>(() => import('./parts/controls').then((m) => m.Checkbox));
export const RadioGroup = lazyNamespace<typeof R>(() => import('./parts/controls').then((m) => m.RadioGroup));
export const PinInput = lazyNamespace<typeof P>(() => import('./parts/controls').then((m) => m.PinInput));
export const Progress = lazyNamespace<typeof Pr>(() => import('./parts/controls').then((m) => m.Progress));
