import { renderToString } from 'react-dom/server';
import { Global } from '@emotion/react';
import { getPortalSystem } from './system';

/**
 * The design system's global CSS — the cascade layer order, Chakra's preflight, the portal's global styles
 * (system.ts `globalCss`) and every token as a CSS variable — as the text of a stylesheet. The shell's build
 * writes it to a file its index.html links (@portal/build), so the page does not build these
 * ~43 KB of CSS objects in the browser and serialise them on its first render (main-thread time before the
 * first paint, four times as much on a throttled phone). Rendered exactly as `ChakraProvider` would
 * insert them (emotion's `Global`), from the same system, so the two cannot differ.
 */
export function renderStaticCss(): string {
  const html = renderToString(
    <>
      <Global styles={getPortalSystem().layers.atRule} />
      <Global styles={getPortalSystem()._global} />
    </>,
  );
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
}
