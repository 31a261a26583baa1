/**
 * What jsdom lacks and the portal's libraries need (react-router: TextEncoder; Chakra/Ark: matchMedia,
 * ResizeObserver, IntersectionObserver, scrollTo, animations, PointerEvent). Imported first by `./index.tsx` so a
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
  // Zag's press tracking builds PointerEvents (a field that loses focus cancels a press); jsdom has MouseEvent only.
  if (typeof g.PointerEvent === 'undefined') {
    g.PointerEvent = class PointerEvent extends MouseEvent {
      readonly pointerId: number;
      readonly pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 0;
        this.pointerType = init.pointerType ?? '';
      }
    };
  }
  if (typeof g.structuredClone === 'undefined') g.structuredClone = (v: unknown) => JSON.parse(JSON.stringify(v));
}

/**
 * jsdom has no layout, so every element reports no client rects, and Ark/Zag's focus management
 * treats it as invisible and unfocusable (dialogs would focus their container instead of the first
 * button). Report one 1×1 rect for a connected element that is not hidden by `hidden`, `display:none`
 * or `visibility:hidden` — the same answer a browser gives for a rendered element.
 */
if (typeof window !== 'undefined' && typeof Element !== 'undefined' && !(Element.prototype as { __portalRects__?: boolean }).__portalRects__) {
  const original = Element.prototype.getClientRects;
  const rendered = (start: Element): boolean => {
    for (let el: Element | null = start; el; el = el.parentElement) {
      if ((el as HTMLElement).hidden) return false;
      const style = window.getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
    }
    return true;
  };
  Element.prototype.getClientRects = function getClientRects(this: Element) {
    const real = original.call(this);
    if (real.length > 0 || !this.isConnected || !rendered(this)) return real;
    const rect = { x: 0, y: 0, width: 1, height: 1, top: 0, left: 0, right: 1, bottom: 1, toJSON: () => ({}) };
    return Object.assign([rect], { item: (i: number) => (i === 0 ? rect : null) }) as unknown as DOMRectList;
  };
  (Element.prototype as { __portalRects__?: boolean }).__portalRects__ = true;
}
