// The deploy step's render check of a candidate's first views (docs/architecture.md "The first view from the
// server"): each `firstView` page of its contract rendered in every brand and both languages by the live shell's
// renderer with the candidate's server build, as the portal server would render it once the candidate is live.
// Prints one JSON line: { ok, errors, rendered }. Run with:
//   node --import tsx render-check.mts <dist> --remote <dir> --registry <remotes.json> --shell <shell dist> --routes home/login,home/register
import fs from 'node:fs';
import path from 'node:path';
import { FirstViewRenderer, REMOTE_SERVER_APP, SHELL_RENDERER } from '../api/src/http/first-view.ts';
import { BRANDS } from '../shared/src/brand/index.ts';

const [distArg, ...flags] = process.argv.slice(2);
const flag = (name: string) => (flags.includes(name) ? flags[flags.indexOf(name) + 1] : undefined);
const out: { ok: boolean; errors: string[]; rendered: number } = { ok: false, errors: [], rendered: 0 };
try {
  const dist = path.resolve(distArg!);
  const remote = flag('--remote')!;
  const routes = (flag('--routes') ?? '').split(',').filter(Boolean);
  const registryFile = flag('--registry')!;
  const registry = fs.existsSync(registryFile) ? JSON.parse(fs.readFileSync(registryFile, 'utf8')) : { remotes: {} };
  // The registry as it will be: the candidate owns its routes (written by the deploy step from its contract).
  registry.remotes[remote] = { ...registry.remotes[remote], name: registry.remotes[remote]?.name ?? remote, routes: JSON.parse(flag('--owned') ?? 'null') ?? registry.remotes[remote]?.routes, firstView: routes };
  const appFile = path.join(dist, REMOTE_SERVER_APP);
  if (!fs.existsSync(appFile)) throw new Error(`its contract has pages drawn on the server (${routes.join(', ')}) but the build has no ${REMOTE_SERVER_APP} (firstView: true in its webpack config)`);
  const renderer = new FirstViewRenderer(path.join(path.resolve(flag('--shell')!), SHELL_RENDERER), remote, appFile);
  const failures = new Map<string, { first: string; count: number }>();
  for (const route of routes) {
    const url = `/${route}`;
    for (const brand of BRANDS) {
      for (const lang of ['en', 'ar'] as const) {
        try {
          const markup = await renderer.render({ url, brand, lang }, registry);
          // A part that failed renders its boundary's fallback (`<!--$!-->`), left to the browser.
          if (markup.includes('<!--$!-->')) throw new Error('a part of the page rendered its fallback');
          out.rendered += 1;
        } catch (err) {
          const message = (err as Error).message;
          const same = failures.get(message);
          if (same) same.count += 1;
          else failures.set(message, { first: `${url} (${brand}, ${lang})`, count: 1 });
        }
      }
    }
  }
  // One line per error: where it first happened, and how many other pages, brands and languages it stops.
  for (const [message, { first, count }] of failures)
    out.errors.push(`${first} does not render on the server: ${message}${count > 1 ? ` (and ${count - 1} more of its pages, brands and languages)` : ''}`);
  out.ok = out.errors.length === 0;
} catch (err) {
  out.errors.push(`cannot render its first views: ${(err as Error).message}`);
}
process.stdout.write(JSON.stringify(out) + '\n');
process.exit(0);
