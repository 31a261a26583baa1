// `./start` runs first (imports are evaluated in order): the registry request leaves before the app's code runs.
import './start';

/**
 * The app's code is evaluated in order: React, the design system's libraries, the design system itself (its token
 * dictionary: the largest single piece of work), then the app. Each `import()` is eager: its module is in main.js,
 * evaluated when the step asks for it.
 *
 * Under the signed-in frame the server drew (`data-signed-in-frame`, bootstrap.tsx) each step is a task of its own,
 * so that the browser can answer input between them: the frame is on the screen before any of this runs, and every
 * task of over 50 ms after the first paint counts as blocking time, while the steps run as the registry and the
 * frame's chunks are on their way, which the first render waits for anyway. Elsewhere they run in one task: a page
 * the browser draws alone paints only after them, and on a page the server drew to be hydrated (the public pages)
 * Lighthouse counts the one task as less blocking than the steps apart, since it also lays the page out
 * (docs/performance.md, "Reading the numbers").
 */
const inSteps = document.getElementById('root')?.dataset.signedInFrame !== undefined;
const nextStep = () => (inSteps ? new Promise<void>((resolve) => setTimeout(resolve, 0)) : undefined);

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextStep();
  const ui = await import(/* webpackMode: "eager" */ '@portal/shared/ui');
  await nextStep();
  ui.getPageSystem();
  await nextStep();
  await import(/* webpackMode: "eager" */ './bootstrap');
})();
