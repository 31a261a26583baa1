import { z } from 'zod';
import { dobDisplaySchema } from '@portal/shared/contracts/schemas';
import type { HospitalLocation } from './hospital.api';

/** The hospital's message is the account texts' own (the spec has none): the dialog shows 'account.hospital.required'. */
const HOSPITAL_REQUIRED = 'account.hospital.required';

/**
 * An entry dialog's form: the date of birth typed dd/mm/yyyy when 'Complete your Profile' asks for it, and a
 * hospital of the brand's list (one saved before and no longer listed must be chosen again).
 */
export const entrySchema = (asksDob: boolean, hospitals: HospitalLocation[] | null) =>
  z.object({
    dateOfBirth: asksDob ? dobDisplaySchema : z.string(),
    facilityId: z
      .number()
      .nullable()
      .refine((id) => Boolean(hospitals?.some((h) => h.locationId === id)), { message: HOSPITAL_REQUIRED }),
  });
