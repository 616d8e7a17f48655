// The order history of the last days: planned orders inserted with their products, holds, comments, renewals and
// route points, and each order's last comment.
import { sql } from 'drizzle-orm';
import * as t from '../../db/schema.ts';
import type { Ctx, World } from './context.ts';
import { insertPlain, insertRows } from './insert.ts';
import { creationTimes, HISTORY_DAYS, ordersPerDay, STUCK_BY_DAY } from './orderCalendar.ts';
import { type OrderDraft, OrderPlanner } from './orderPlanner.ts';

export interface SeededOrder {
  id: number;
  draft: OrderDraft;
}

export async function seedOrders(ctx: Ctx, world: World, total: number): Promise<SeededOrder[]> {
  const planner = new OrderPlanner(ctx, world);
  const perDay = ordersPerDay(ctx, total);
  const drafts: OrderDraft[] = [];
  for (let dayIndex = HISTORY_DAYS - 1; dayIndex >= 0; dayIndex--) {
    const times = creationTimes(ctx, dayIndex, perDay[dayIndex]);
    const stuck = [...(STUCK_BY_DAY[dayIndex] ?? [])];
    times.forEach((createdAt) => drafts.push(planner.plan(createdAt, dayIndex, stuck.shift())));
  }
  const ids = await insertRows(
    ctx.tx,
    t.orders,
    drafts.map((d) => d.row),
  );
  const orders = drafts.map((draft, i) => ({ id: ids[i], draft }));

  await insertPlain(
    ctx.tx,
    t.orderProducts,
    orders.flatMap(({ id, draft }) =>
      draft.productIds.map((productId, lineNo) => ({
        orderId: id,
        lineNo,
        productId,
        delivered: draft.row.status === 'delivered' || draft.row.status === 'finished',
      })),
    ),
  );
  await insertPlain(
    ctx.tx,
    t.orderHolds,
    orders.flatMap(({ id, draft }) => draft.holds.map((h) => ({ orderId: id, ...h }))),
  );
  await insertPlain(
    ctx.tx,
    t.orderComments,
    orders.flatMap(({ id, draft }) => draft.comments.map((c) => ({ orderId: id, ...c }))),
  );
  await insertPlain(
    ctx.tx,
    t.orderRenewals,
    orders.flatMap(({ id, draft }) => draft.renewals.map((r) => ({ orderId: id, ...r }))),
  );
  await insertPlain(
    ctx.tx,
    t.driverLocationLogs,
    orders.flatMap(({ id, draft }) =>
      draft.route.map((p) => ({ driverId: draft.row.driverId!, orderId: id, lat: p.lat, lng: p.lng, loggedAt: p.at })),
    ),
  );
  if (orders.length) {
    await ctx.tx.execute(sql`
      UPDATE orders o SET last_comment_id = c.id
      FROM (SELECT DISTINCT ON (order_id) order_id, id FROM order_comments ORDER BY order_id, created_at DESC, id DESC) c
      WHERE c.order_id = o.id AND o.id BETWEEN ${orders[0].id} AND ${orders[orders.length - 1].id}`);
  }
  return orders;
}
