import type { z } from 'zod';

/**
 * A shared rule as a form field's rule: the mobile, calling code and code rules take a number or a string
 * (API clients send either), while a form field always holds typed text. Same checks, same messages.
 */
export const typedText = <O>(rule: z.ZodType<O>): z.ZodType<O, string> => rule as unknown as z.ZodType<O, string>;
