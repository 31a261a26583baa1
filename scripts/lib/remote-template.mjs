// The files of a new remote, from the template in scripts/templates/ (`pnpm portal new-remote`), and their removal
// (`pnpm portal remove-remote`). The template's files end in `.tmpl` and are no source of their own (no tool
// compiles, lints or tests them where they are): `%%token%%` in a file's name or text is replaced by the remote's
// value, and an unknown token is an error.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const templates = path.join(root, 'scripts/templates');
const remotesFile = path.join(root, 'scripts/remotes.cjs');

const tsString = (text) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** What the template needs to know, from `new-remote <name> [--label …] [--label-ar …] [--icon …] [--roles 2,3] [--port …]`. */
export function remoteValues(name, { label, labelAr, icon = 'tools', roles, port, remotes }) {
  const feature = name;
  const camel = name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
  const words = name.split('-').map((w) => w[0].toUpperCase() + w.slice(1));
  const dir = `mfe-${name}`;
  const english = label ?? words.join(' ');
  // Without --label-ar, a placeholder Arabic name ("a new service") for the team to replace.
  const arabic = labelAr ?? 'خدمة جديدة';
  return {
    name,
    dir,
    federationName: dir.replace(/-/g, '_'),
    namespace: camel,
    feature,
    route: camel,
    component: `${words.join('')}Page`,
    icon,
    order: '100',
    port: String(port ?? Math.max(3000, ...remotes.map((r) => r.port)) + 1),
    label: english,
    // The texts as JSON strings (en.json, ar.json) and as TypeScript strings (the tests).
    labelJson: JSON.stringify(english),
    labelArJson: JSON.stringify(arabic),
    comingSoonJson: JSON.stringify(`${english} is coming soon.`),
    comingSoonArJson: JSON.stringify(`${arabic}: قريبًا.`),
    labelTs: tsString(english),
    labelArTs: tsString(arabic),
    comingSoonTs: tsString(`${english} is coming soon.`),
    when: roles ? `, when: { roles: [${roles.join(', ')}] }` : '',
    // The journey signs in as someone who sees the remote: a new patient, or a new member of staff with its role.
    journeyAccount: !roles ? 'undefined' : `await createStaff(page.request, ${roles.includes(3) ? 3 : 2})`,
    journeyImports: !roles ? 'signIn' : 'createStaff, signIn',
    rolesNote: roles ? `, for roles ${roles.join(' and ')} only (the shell loads it for no one else)` : '',
    roles,
  };
}

function fill(text, values, where) {
  return text.replace(/%%(\w+)%%/g, (_, key) => {
    if (typeof values[key] !== 'string') throw new Error(`${where}: the template names %%${key}%%, which new-remote does not fill`);
    return values[key];
  });
}

/** Writes the remote's folder and its journey; returns the files written, from the repository root. */
export function writeRemote(values) {
  const written = [];
  const write = (target, text) => {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, text);
    written.push(path.relative(root, target));
  };
  const source = path.join(templates, 'remote');
  for (const file of fs.readdirSync(source, { recursive: true }).sort()) {
    const from = path.join(source, file);
    if (!fs.statSync(from).isFile()) continue;
    const target = path.join(root, values.dir, fill(file, values, file).replace(/\.tmpl$/, ''));
    write(target, fill(fs.readFileSync(from, 'utf8'), values, path.relative(root, from)));
  }
  const journey = path.join(templates, 'journey.spec.ts.tmpl');
  write(path.join(root, 'e2e/specs', `${values.dir}.spec.ts`), fill(fs.readFileSync(journey, 'utf8'), values, path.relative(root, journey)));
  return written;
}

/** Adds the remote's line to scripts/remotes.cjs, the one list of remotes. */
export function registerRemote(values) {
  const text = fs.readFileSync(remotesFile, 'utf8');
  const roles = values.roles ? `, roles: [${values.roles.join(', ')}]` : '';
  const line = `  { dir: '${values.dir}', name: '${values.federationName}', port: ${values.port}${roles} },\n`;
  const end = text.lastIndexOf('];');
  if (end < 0) throw new Error('scripts/remotes.cjs: no closing "];" to add the remote before');
  fs.writeFileSync(remotesFile, text.slice(0, end) + line + text.slice(end));
}

/** Takes the remote's line out of scripts/remotes.cjs and deletes its folder and journey; returns what it removed. */
export function deleteRemote(dir) {
  const removed = [];
  const text = fs.readFileSync(remotesFile, 'utf8');
  const lines = text.split('\n');
  const kept = lines.filter((l) => !new RegExp(`^\\s*\\{\\s*dir:\\s*'${dir}'`).test(l));
  if (kept.length !== lines.length - 1) throw new Error(`scripts/remotes.cjs: expected one line "{ dir: '${dir}', … }" to remove, found ${lines.length - kept.length}`);
  fs.writeFileSync(remotesFile, kept.join('\n'));
  removed.push(`scripts/remotes.cjs (the line of ${dir})`);
  for (const p of [dir, `e2e/specs/${dir}.spec.ts`]) {
    if (!fs.existsSync(path.join(root, p))) continue;
    fs.rmSync(path.join(root, p), { recursive: true, force: true });
    removed.push(p);
  }
  return removed;
}
