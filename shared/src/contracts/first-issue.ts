import { MSG } from '@portal/shared/rules';

/**
 * First issue's message of a failed zod parse (what a form or the API shows). Typed structurally (a
 * `z.ZodError` fits) so that this file does not import zod: browser bundles get it without zod.
 */
export function firstIssueMessage(error: { issues: ReadonlyArray<{ message: string }> }): string {
  return error.issues[0]?.message ?? MSG.allFieldsRequired;
}
