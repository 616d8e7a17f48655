// Auto-cancellation of orders not accepted in time: every order still `new` longer
// than its company's deliverySettings.cancelOrderAfter is cancelled with ORDER_NOT_ACCEPTED_IN_5_MIN (the 300-second
// limit) or ORDER_NOT_ACCEPTED_IN_X_MIN (any other limit), by the system, with one audit row per order.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { audit, SYSTEM_ACTOR } from './audit.ts';
import { ORDER_STATUS_PRIORITY } from '../../domain/enums.ts';
import { DEFAULT_CANCEL_ORDER_AFTER_SECONDS, statusChange } from '../../domain/orderLifecycle.ts';

export interface SweepResult {
  cancelled: {
    id: number;
    companyId: number;
    regionId: number;
    /** The region's name as the statement read it (the rooms of the order's events are named by it). */
    regionName: string;
    pickupLocationId: number | null;
    reason: string;
  }[];
}

type CancelledRow = SweepResult['cancelled'][number];

/**
 * Cancels every order waiting in `new` (since creation or its last renewal: stage_began_at) longer than its company's
 * deliverySettings.cancelOrderAfter (default 300 s when missing). One statement: the due rows are locked with SKIP
 * LOCKED, so sweeps running at once in several processes each cancel a disjoint set, and a row another sweep has just
 * cancelled no longer matches `status = 'new'`.
 */
export async function sweepNotAcceptedOrders(database: Database, now: Date = new Date()): Promise<SweepResult> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const limitSecs = sql`coalesce((c.delivery_settings->>'cancelOrderAfter')::numeric, ${DEFAULT_CANCEL_ORDER_AFTER_SECONDS})`;
  const to = statusChange('cancelled', now);
  const cancelled = await database.db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      WITH due AS (
        SELECT o2.id, ${limitSecs} AS limit_secs
        FROM orders o2 JOIN companies c ON c.id = o2.company_id
        WHERE o2.status = 'new' AND o2.stage_began_at < ${at} - make_interval(secs => ${limitSecs})
        FOR UPDATE OF o2 SKIP LOCKED
      )
      UPDATE orders o SET
        status = ${to.status},
        status_priority = ${ORDER_STATUS_PRIORITY.cancelled},
        is_ongoing = ${to.isOngoing},
        stage_began_at = ${at},
        cancelled_at = ${at},
        -- the rule of notAcceptedReason()
        cancellation_reason = CASE WHEN due.limit_secs = ${DEFAULT_CANCEL_ORDER_AFTER_SECONDS}
          THEN 'ORDER_NOT_ACCEPTED_IN_5_MIN' ELSE 'ORDER_NOT_ACCEPTED_IN_X_MIN' END,
        updated_at = ${at}
      FROM due
      WHERE o.id = due.id AND o.status = 'new'
      RETURNING o.id, o.company_id AS "companyId", o.region_id AS "regionId",
        (SELECT r.name FROM regions r WHERE r.id = o.region_id) AS "regionName",
        o.pickup_location_id AS "pickupLocationId", o.cancellation_reason AS reason`);
    const rows = (result as unknown as { rows: CancelledRow[] }).rows.sort((a, b) => a.id - b.id);
    for (const row of rows) {
      await audit(tx, SYSTEM_ACTOR, {
        action: 'order.autoCancel',
        entity: 'order',
        entityId: row.id,
        before: { status: 'new' },
        after: { status: 'cancelled', cancellationReason: row.reason },
      });
    }
    return rows;
  });
  return { cancelled };
}
