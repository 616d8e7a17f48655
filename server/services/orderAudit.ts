// The audit trail of one order for the expanded row: who did what, when. Texts the caller's canView flags do not
// allow (comments, hold notes) are left out of the before/after values, as in the order details.
import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { getOrderItem, orderViewerOf } from './orders.ts';
import type { Principal } from './principal.ts';
import type { OrderAuditEntry } from '../../src/domain/api.ts';

const AUDIT_TRAIL_MAX = 200;
const COMMENT_KEYS = ['comment', 'cancellationComment', 'renewalComment'];
const HOLD_KEYS = ['notes', 'driverNote'];
const SECRET_KEYS = ['pickUpVerificationCode', 'verificationCode', 'pin', 'code'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function getOrderAudit(db: Db, principal: Principal, orderId: number): Promise<OrderAuditEntry[]> {
  if (!(await getOrderItem(db, orderId, orderViewerOf(principal))))
    throw notFound('order_not_found', 'Order not found');
  const can = principal.permissions.orders.canView;
  const hidden = new Set([...SECRET_KEYS, ...(can.comments ? [] : COMMENT_KEYS), ...(can.holdOrder ? [] : HOLD_KEYS)]);
  const visible = (value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.has(key))) : null;

  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(AUDIT_TRAIL_MAX);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: { kind: row.actorKind, name: row.actorName },
    before: visible(row.before),
    after: visible(row.after),
  }));
}
