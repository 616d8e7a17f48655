// The orders of a caller's reach that the auto-cancel sweep cancelled because no driver accepted them in time, for the
// console's notices (GET /order/not-accepted). Read from the orders themselves: their cancellation reason and time.
import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { companies, orders } from '../db/schema.ts';
import { ordersInReach } from '../access/reach.ts';
import type { Tenant } from './principal.ts';
import { NOT_ACCEPTED_REASONS } from '../../domain/enums.ts';
import {
  isNotAcceptedReason,
  NOT_ACCEPTED_NOTICE_DAYS,
  NOT_ACCEPTED_NOTICE_MAX,
  notAcceptedMinutes,
  type NotAcceptedOrders,
} from '../../domain/notAcceptedOrders.ts';

const DAY_MS = 24 * 3600_000;

/**
 * The reach's orders cancelled as not accepted within the last NOT_ACCEPTED_NOTICE_DAYS, newest cancellation first, at
 * most NOT_ACCEPTED_NOTICE_MAX. An order waits for a driver minutes, not days: only orders created at most a day
 * before the window are read, so the statement reads the orders of the window's days (the creation-time indexes).
 */
export async function listNotAcceptedOrders(
  db: Db,
  tenant: Tenant,
  now: Date = new Date(),
): Promise<NotAcceptedOrders> {
  const since = new Date(now.getTime() - NOT_ACCEPTED_NOTICE_DAYS * DAY_MS);
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      companyId: orders.companyId,
      companyName: companies.name,
      reason: orders.cancellationReason,
      createdAt: orders.createdAt,
      cancelledAt: orders.cancelledAt,
      // The limit the sweep reads (services/autoCancel.ts); null when the company sets none.
      cancelOrderAfter: sql<
        number | null
      >`CASE WHEN jsonb_typeof(${companies.deliverySettings}->'cancelOrderAfter') = 'number'
        THEN (${companies.deliverySettings}->>'cancelOrderAfter')::float8 END`,
    })
    .from(orders)
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .where(
      and(
        eq(orders.status, 'cancelled'),
        inArray(orders.cancellationReason, NOT_ACCEPTED_REASONS),
        gte(orders.cancelledAt, since),
        gte(orders.createdAt, new Date(since.getTime() - DAY_MS)),
        ordersInReach(tenant),
      ),
    )
    .orderBy(desc(orders.cancelledAt), desc(orders.id))
    .limit(NOT_ACCEPTED_NOTICE_MAX);
  return {
    items: rows.flatMap((r) =>
      isNotAcceptedReason(r.reason) && r.cancelledAt
        ? [
            {
              id: r.id,
              orderNo: r.orderNo,
              company: { id: r.companyId, name: r.companyName },
              reason: r.reason,
              minutes: notAcceptedMinutes(r.reason, r.cancelOrderAfter),
              createdAt: r.createdAt.toISOString(),
              cancelledAt: r.cancelledAt.toISOString(),
            },
          ]
        : [],
    ),
    since: since.toISOString(),
  };
}
