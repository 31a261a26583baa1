import type { ColumnType, Generated } from 'kysely';

/**
 * The embedded stand-in of the push gateway: what it "delivered" to each user's devices, and the users
 * whose devices it treats as unreachable (so that failures can be produced on purpose: /api/dev/push).
 */
export interface PushTables {
  push_deliveries: {
    id: Generated<number>;
    user_id: number;
    /** 'BROADCAST' or 'LABREPORT'. */
    kind: string;
    broadcast_id: number | null;
    title: string;
    body: string;
    link: string | null;
    image_url: string | null;
    status: 'delivered' | 'failed';
    error: string | null;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
  push_unreachable: {
    user_id: number;
    reason: string;
    created_at: ColumnType<Date, Date | undefined, never>;
  };
}
