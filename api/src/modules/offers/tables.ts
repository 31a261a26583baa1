import type { ColumnType, Generated } from 'kysely';
import type { InterestStatus } from '@portal/shared/contracts';

/**
 * Patients' interest in an offer (a health package of the content site: "I'm interested") and the
 * administrators' follow-up of each lead (docs/product.md#administration-offers: statuses, activity log).
 */
export interface OfferTables {
  offer_interest: {
    id: Generated<number>;
    user_id: number;
    /** The content site's package id. */
    offer_id: number;
    /** The patient's details when the interest was registered (what the call centre calls). */
    first_name: string;
    last_name: string;
    calling_code: string;
    phone_number: string;
    email: string;
    /** City of the patient's preferred hospital, if chosen. */
    region: string;
    status: ColumnType<InterestStatus, InterestStatus | undefined, InterestStatus>;
    comment: string | null;
    modified_by: number | null;
    modified_at: Date | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  offer_interest_activity: {
    id: Generated<number>;
    offer_interest_id: number;
    status: InterestStatus;
    comment: string;
    created_by: number;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
