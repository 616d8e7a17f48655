// The audit trail of one order for the expanded row: who did what, when. Texts the caller's canView flags do not
// allow (comments, hold notes, the delivery proof's receiver name) are left out of the before/after values, as in the
// order details, and each actor is named as the caller may see it (auditActorsFor): never by an e-mail, a driver only
// with the driverInfo flag. A change of driver names the drivers before and after the same way (driverChange: "from X
// to Y").
import { and, asc, eq, inArray } from 'drizzle-orm';
import { apiKeys, auditLog, clientUsers, drivers } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { getOrderItem, orderViewerOf } from './orders.ts';
import type { Principal } from './principal.ts';
import type { OrderAuditActor, OrderAuditEntry } from '../../domain/api.ts';
import { SIMULATOR_ACTOR } from './audit.ts';

const AUDIT_TRAIL_MAX = 200;
const DRIVER_CHANGE_ACTION = 'order.changeDriver';
const COMMENT_KEYS = ['comment', 'cancellationComment', 'renewalComment'];
const HOLD_KEYS = ['notes', 'driverNote'];
const SECRET_KEYS = ['pickUpVerificationCode', 'verificationCode', 'pin', 'code'];
/** The receiver's personal data in an entry: the proof of delivery's name (order.deliver). */
const RECEIVER_KEYS = ['proof'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type StoredActor = { actorKind: string; actorId: number | null; actorName: string | null };

/**
 * The actors of audit rows as a viewer may see them. The log keeps who acted as it was then (an e-mail for drivers,
 * client users and API keys); the trail names a driver by first and last name with the driverInfo flag and as "a
 * driver" without it, a client user by name, an API key by its name, an operator by login; the simulator and the
 * system by a word of their own (kind `simulator` / `system`, name null: the console translates them).
 */
export async function auditActorsFor(
  db: Db,
  principal: Principal,
  rows: StoredActor[],
): Promise<(row: StoredActor) => OrderAuditActor> {
  const ids = (kind: string) => [
    ...new Set(rows.flatMap((r) => (r.actorKind === kind && r.actorId ? [r.actorId] : []))),
  ];
  const mayNameDrivers = principal.permissions.orders.canView.driverInfo;
  const [driverIds, clientIds, keyIds] = [mayNameDrivers ? ids('driver') : [], ids('client'), ids('api_key')];
  const [driverRows, clientRows, keyRows] = await Promise.all([
    driverIds.length
      ? db
          .select({ id: drivers.id, first: drivers.firstName, last: drivers.lastName })
          .from(drivers)
          .where(inArray(drivers.id, driverIds))
      : [],
    clientIds.length
      ? db
          .select({ id: clientUsers.id, name: clientUsers.name })
          .from(clientUsers)
          .where(inArray(clientUsers.id, clientIds))
      : [],
    keyIds.length
      ? db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(inArray(apiKeys.id, keyIds))
      : [],
  ]);
  const names = {
    driver: new Map(driverRows.map((d) => [d.id, `${d.first} ${d.last}`.trim()])),
    client: new Map(clientRows.map((c) => [c.id, c.name])),
    api_key: new Map(keyRows.map((k) => [k.id, k.name])),
  };
  return ({ actorKind, actorId, actorName }) => {
    if (actorKind === 'operator') return { kind: 'operator', name: actorName };
    if (actorKind === 'driver' || actorKind === 'client' || actorKind === 'api_key')
      return { kind: actorKind, name: (actorId && names[actorKind].get(actorId)) || null };
    if (actorKind === 'system' && actorName === SIMULATOR_ACTOR.name) return { kind: 'simulator', name: null };
    return { kind: actorKind === 'public' ? 'public' : 'system', name: null };
  };
}

export async function getOrderAudit(db: Db, principal: Principal, orderId: number): Promise<OrderAuditEntry[]> {
  if (!(await getOrderItem(db, orderId, orderViewerOf(principal))))
    throw notFound('order_not_found', 'Order not found');
  const can = principal.permissions.orders.canView;
  const hidden = new Set([
    ...SECRET_KEYS,
    ...(can.comments ? [] : COMMENT_KEYS),
    ...(can.holdOrder ? [] : HOLD_KEYS),
    ...(can.sensitiveData ? [] : RECEIVER_KEYS),
  ]);
  const visible = (value: unknown) =>
    isRecord(value) ? Object.fromEntries(Object.entries(value).filter(([key]) => !hidden.has(key))) : null;

  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
    .orderBy(asc(auditLog.at), asc(auditLog.id))
    .limit(AUDIT_TRAIL_MAX);
  // The drivers of a driver change are named as its actors are: as stored actors of the kind driver.
  const driverOf = (value: unknown): StoredActor | null => {
    const id = isRecord(value) ? value.driverId : null;
    return typeof id === 'number' ? { actorKind: 'driver', actorId: id, actorName: null } : null;
  };
  const changes = rows.filter((row) => row.action === DRIVER_CHANGE_ACTION);
  const changeDrivers = changes.flatMap((row) => [driverOf(row.before), driverOf(row.after)].filter((d) => d !== null));
  const actorOf = await auditActorsFor(db, principal, [...rows, ...changeDrivers]);
  const named = (driver: StoredActor | null) => (driver ? actorOf(driver) : null);
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    actor: actorOf(row),
    before: visible(row.before),
    after: visible(row.after),
    ...(row.action === DRIVER_CHANGE_ACTION
      ? { driverChange: { from: named(driverOf(row.before)), to: named(driverOf(row.after)) } }
      : {}),
  }));
}
