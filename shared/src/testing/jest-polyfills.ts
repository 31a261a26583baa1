/**
 * What jsdom lacks and the portal's libraries need (react-router: TextEncoder; Chakra/Ark: matchMedia,
 * ResizeObserver, IntersectionObserver, scrollTo, animations). Imported first by `./index.tsx` so a
 * remote's tests get them just by importing `@portal/shared/testing`. Each is installed only when
 * missing, so a real browser-like environment keeps its own.
 */
import { TextDecoder, TextEncoder } from 'node:util';

const g = globalThis as Record<string, unknown>;

if (typeof g.TextEncoder === 'undefined') g.TextEncoder = TextEncoder;
if (typeof g.TextDecoder === 'undefined') g.TextDecoder = TextDecoder;

if (typeof window !== 'undefined') {
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (typeof g.ResizeObserver === 'undefined') g.ResizeObserver = NoopObserver;
  if (typeof g.IntersectionObserver === 'undefined') g.IntersectionObserver = NoopObserver;
  if (typeof window.scrollTo !== 'function' || /not implemented/i.test(String(window.scrollTo))) {
    window.scrollTo = (() => {}) as typeof window.scrollTo;
  }
  if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
    Element.prototype.scrollIntoView = () => {};
  }
  if (typeof Element !== 'undefined' && typeof Element.prototype.getAnimations !== 'function') {
    Element.prototype.getAnimations = () => [];
  }
  if (typeof g.structuredClone === 'undefined') g.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
}
