import { complaintSchema } from '@portal/shared/contracts/schemas';

/**
 * The complaint form's share of the API's complaint rule (docs/product.md#content-requests): a facility, the incident date (dd/MM/yyyy,
 * not in the future) and a text over 5 and up to 500 characters. The name, e-mail and number are the account's.
 */
export const complaintFormSchema = complaintSchema.pick({ facilityCode: true, incidentDate: true, complaintText: true });
