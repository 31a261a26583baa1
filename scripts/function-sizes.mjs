#!/usr/bin/env node
// The longest functions and components of the remotes' sources (tests left out), in lines, longest first:
// `node scripts/function-sizes.mjs [count] [glob root…]`. A component is any function whose name starts with a
// capital letter; `--all` lists every function. The line count runs from the function's first line to its last.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

const args = process.argv.slice(2);
const all = args.includes('--all');
const rest = args.filter((a) => a !== '--all');
const count = Number(rest[0]) || 5;
const dirs = rest.slice(1).length ? rest.slice(1) : fs.readdirSync(root).filter((d) => d.startsWith('mfe-')).map((d) => path.join(d, 'src'));

function* files(dir) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) yield* files(p);
    else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) yield p;
  }
}

const found = [];
for (const dir of dirs) {
  for (const file of files(path.resolve(root, dir))) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      let name = null;
      if (ts.isFunctionDeclaration(node) && node.body) name = node.name?.text ?? 'default';
      else if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name)) name = node.parent.name.text;
      if (name) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (all || /^[A-Z]/.test(name)) found.push({ name, file: path.relative(root, file), lines: end - start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}
found.sort((a, b) => b.lines - a.lines);
for (const f of found.slice(0, count)) console.log(`${String(f.lines).padStart(5)}  ${f.name}  ${f.file}`);
