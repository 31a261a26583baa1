import { z } from 'zod';

/**
 * The API's master data (docs/product.md#everywhere-api: GET masterdata/…), written once as zod schemas: the API's
 * masterdata routes answer through them, the remotes and @portal/shared read the types inferred from them (browser
 * bundles get the types only, see browser.ts and api-types.ts).
 */

/** A lookup option (gender, document type, relation, role): its id and its text in the request's language. */
export const lookupOptionSchema = z.object({ id: z.number().int(), text: z.string() });
export type LookupOption = z.infer<typeof lookupOptionSchema>;

/** A country of GET masterdata/country (the calling-code picker, nationality). */
export const countrySchema = z.object({
  id: z.number().int().describe('ISO 3166-1 numeric; the countryId of registration and profile payloads'),
  name: z.string(),
  flag: z.string().describe('Flag emoji'),
  countryCode: z.string().length(2).describe('ISO 3166-1 alpha-2'),
  phoneCode: z.string().regex(/^\d+$/).describe('International dial prefix, digits only'),
});
export type Country = z.infer<typeof countrySchema>;

/** A department of GET masterdata/getdepartmentcodes: booked by the call centre (no slot lookup, docs/product.md#booking-slots). */
export const departmentCodeSchema = z.object({ id: z.number().int(), code: z.string(), text: z.string() });
export type DepartmentCode = z.infer<typeof departmentCodeSchema>;

/** `data` of GET masterdata/getappconfigurations: portal-wide settings; filterToBeApplied turns on the facility filter of appointment lists. */
export const appConfigurationSchema = z.object({ filterToBeApplied: z.boolean() }).catchall(z.unknown());
export type AppConfiguration = z.infer<typeof appConfigurationSchema>;
