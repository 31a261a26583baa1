import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Code and docs cite the product's rules as `docs/product.md#<anchor>`: every anchor cited anywhere in the
 * repository is one docs/product.md defines, so a renamed or removed rule cannot leave a dead citation behind.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report']);
const TEXT = /\.(?:[cm]?[jt]sx?|md|json|ya?ml|tmpl)$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (e.name.startsWith('.') && e.name !== '.ci') return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return SKIP.has(e.name) ? [] : files(p);
    return TEXT.test(e.name) ? [p] : [];
  });
}

test('every anchor of docs/product.md cited in the repository exists there', () => {
  const doc = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8');
  const defined = new Set([...doc.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((m) => m[1]));
  const dead: string[] = [];
  let cited = 0;
  for (const file of files(root)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/product\.md#([a-z0-9-]+)/g)) {
      cited += 1;
      if (!defined.has(m[1]!)) dead.push(`${path.relative(root, file)}: #${m[1]}`);
    }
  }
  // Links inside docs/product.md itself (`](#booking-rules)`).
  for (const m of doc.matchAll(/\]\(#([a-z0-9-]+)\)/g)) if (!defined.has(m[1]!)) dead.push(`docs/product.md: #${m[1]}`);
  expect(cited).toBeGreaterThan(0);
  expect(dead).toEqual([]);
});
