import { z } from 'zod';
import { MSG } from './messages';
import { unsafeTextProblem } from './rules';

/**
 * The text rule (`unsafeTextProblem` of rules.ts) for zod schemas and whole requests. Here rather than in
 * validation.ts so that browser bundles reach it only through `@portal/shared/contracts/schemas` (it needs zod).
 */

/** The metadata key that marks a string schema multi-line (tab, line feed, carriage return allowed). */
export const MULTILINE_META = 'x-multiline';

/** Marks a string schema as multi-line for the text rule (a comment, a message, a description). */
export function multiline<T extends z.ZodType>(schema: T): T {
  return schema.meta({ [MULTILINE_META]: true }) as T;
}

/**
 * How deep a request part may nest (objects and arrays in one another). The portal's own bodies nest four levels at
 * most; anything deeper is refused (400) rather than left unchecked.
 */
export const MAX_TEXT_DEPTH = 32;
const TOO_DEEP = `nested deeper than ${MAX_TEXT_DEPTH} levels`;

/**
 * The text rule over a whole request part (body, querystring, params), as one zod refinement: every string in
 * it, at any depth (object keys included), must pass `unsafeTextProblem`, multi-line where `schema` marks the
 * field with `multiline`, and nothing may nest deeper than `MAX_TEXT_DEPTH`. The issue names the field's path,
 * so the API answers 400 naming the field before the part's own schema runs. The API installs it in front of
 * every route's schema (api/src/app.ts).
 */
export function textGuard(schema: z.ZodType): z.ZodType {
  const multilinePatterns = multilinePaths(schema);
  // A marked field covers what is inside it too (a free-form payload marked as a whole).
  const isMultiline = (path: (string | number)[]) =>
    multilinePatterns.some((p) => p.length <= path.length && p.every((seg, i) => seg === '*' || seg === String(path[i])));
  return z.unknown().superRefine((value, ctx) => {
    const bad = firstUnsafeText(value, [], isMultiline);
    if (bad) ctx.addIssue({ code: 'custom', path: bad.path, message: bad.message });
  });
}

type Problem = { path: (string | number)[]; message: string };

function firstUnsafeText(value: unknown, path: (string | number)[], isMultiline: (p: (string | number)[]) => boolean): Problem | null {
  if (typeof value === 'string') return unsafeTextProblem(value, { multiline: isMultiline(path) }) ? { path, message: MSG.unsafeText } : null;
  if (!value || typeof value !== 'object') return null;
  if (path.length >= MAX_TEXT_DEPTH) return { path, message: TOO_DEEP };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const bad = firstUnsafeText(value[i], [...path, i], isMultiline);
      if (bad) return bad;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (unsafeTextProblem(key)) return { path: [...path, key], message: MSG.unsafeText };
    const bad = firstUnsafeText(item, [...path, key], isMultiline);
    if (bad) return bad;
  }
  return null;
}

type JsonNode = { [k: string]: unknown };

/** Where a schema marks strings multi-line: paths with '*' for any array index or record key. */
export function multilinePaths(schema: z.ZodType): string[][] {
  let root: JsonNode;
  try {
    root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonNode;
  } catch {
    return [];
  }
  const defs = (root['$defs'] ?? {}) as Record<string, JsonNode>;
  const out: string[][] = [];
  const visit = (node: unknown, path: string[], depth: number) => {
    if (!node || typeof node !== 'object' || depth > 32) return;
    const n = node as JsonNode;
    if (typeof n['$ref'] === 'string') visit(defs[(n['$ref'] as string).replace('#/$defs/', '')], path, depth + 1);
    if (n[MULTILINE_META] === true) out.push(path);
    for (const [k, v] of Object.entries((n['properties'] ?? {}) as Record<string, unknown>)) visit(v, [...path, k], depth + 1);
    for (const items of [n['items'], ...((n['prefixItems'] as unknown[]) ?? [])].flat()) visit(items, [...path, '*'], depth + 1);
    if (typeof n['additionalProperties'] === 'object') visit(n['additionalProperties'], [...path, '*'], depth + 1);
    for (const k of ['anyOf', 'oneOf', 'allOf']) for (const x of (n[k] as unknown[]) ?? []) visit(x, path, depth + 1);
  };
  visit(root, [], 0);
  return out;
}

