import { z } from 'zod';
import { MSG } from './messages';
import { LIMITS, latinDigits } from './rules';
import { safeText } from './rules';
import { multiline } from './text-guard';
import { INTEREST_STATUSES, SPREADSHEET_LIMITS, spreadsheetRow, type MobileListEntry } from './admin-rules';

export * from './admin-rules';

/**
 * The zod schemas of the administrator calls, built on admin-rules.ts (the forms use the same predicates).
 */

/** `Mobilelist` of the broadcast payload: the numbers of an uploaded spreadsheet, each row checked again. */
export const mobileListSchema = z
  .array(z.object({ countryCode: z.union([z.string(), z.number()]), mobileNo: z.union([z.string(), z.number()]) }), { error: MSG.selectExcelWithValidData })
  .min(1, MSG.selectExcelWithValidData)
  .max(SPREADSHEET_LIMITS.maxRows, MSG.invalidEmptyFile)
  .transform((rows, ctx) => {
    const out = new Map<string, MobileListEntry>();
    for (const r of rows) {
      const row = spreadsheetRow(r.countryCode, r.mobileNo);
      if (!row) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidEmptyFile });
        return z.NEVER;
      }
      out.set(`${row.countryCode}-${row.mobileNo}`, row);
    }
    return [...out.values()];
  });

/** GET user/searchuser (docs/product.md#administration-users): any user by calling code and mobile, at least 8 digits, digits only. */
export const adminUserSearchSchema = z.object({
  callingCode: z.string().trim().transform(latinDigits).pipe(z.string().regex(/^\d{1,4}$/, 'Please enter valid Calling Code')),
  mobile: z.string().trim().transform(latinDigits).pipe(z.string().regex(/^\d{8,15}$/, MSG.invalidMobile)),
});

/** POST updateofferintereststatus (docs/product.md#administration-offers: comment at most 250). */
export const offerInterestStatusSchema = z.object({
  offerInterestId: z.coerce.number().int().positive(),
  status: z.enum(INTEREST_STATUSES, { error: 'Please select a status' }),
  comment: multiline(z.string().refine(safeText({ multiline: true }), { message: MSG.unsafeText }).trim().max(LIMITS.commentMax, MSG.commentMax)).default(''),
});
export type OfferInterestStatusBody = z.infer<typeof offerInterestStatusSchema>;
