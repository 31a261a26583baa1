import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/**
 * axe for every spec: the WCAG 2.0, 2.1 and 2.2 A and AA rules, violations only, as text.
 *
 * Why not `new AxeBuilder({ page }).analyze()` every time: for each call it evaluates axe's 560 KB source in
 * the page again, then opens a new blank tab, evaluates the source there a second time to finish the run, and
 * closes the tab. The portal is a single-page app that keeps one document across its routes, so axe is put in
 * the page once and run there. Pages with child frames (the PDF viewer, the sandboxed article body) go
 * through AxeBuilder, which puts axe into each frame.
 */
const { source } = createRequire(import.meta.url)('axe-core') as { source: string };

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeCheck {
  /** A CSS selector: only that part of the page is checked (e.g. `main`, an open dialog). Default: the whole page. */
  include?: string;
}

/**
 * Waits (at most 2 s) until no finite CSS transition or animation is running: a colour measured halfway through
 * a transition (a slot button just chosen, fading to the brand colour) is neither the before nor the after, and
 * axe's contrast check would judge that in-between colour. Endless ones (spinners, skeleton pulses) are ignored.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

export async function axeViolations(page: Page, { include }: AxeCheck = {}): Promise<string[]> {
  await settleAnimations(page);
  const options: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };
  let results: AxeResults;
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options(options);
    if (include) builder = builder.include(include);
    results = await builder.analyze();
  } else {
    const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
    if (!loaded) await page.evaluate(source);
    results = await page.evaluate(
      ([context, opts]) => (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<AxeResults> } }).axe.run(context ?? document, { ...opts, iframes: false }),
      [include ?? null, options] as const,
    );
  }
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary ?? ''}`.trim())
        .join(' | ')}`,
  );
}
