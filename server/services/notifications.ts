// Push notifications to drivers (POST /notification/send): an operator
// sends one to the drivers of some regions (or all) and a status; the server stores it with one delivery row per
// targeted driver, and each driver's app (the simulator's virtual drivers) fetches its pending notifications through
// the driver API, which stamps them delivered, and acknowledges them.
import { and, arrayContains, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { drivers, notificationDeliveries, notifications, regions } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { badRequest, forbidden } from '../errors.ts';
import { audit, operatorIdOf, type Actor } from './audit.ts';
import { driverActor, type DriverPrincipal } from './driverSession.ts';
import { driverStatusCondition, driverTenantCondition } from './drivers.ts';
import type { Tenant } from './principal.ts';
import { reachesRegions } from '../access/reach.ts';
import { ALL_REGIONS } from '../../domain/driverSchemas.ts';
import { msg } from '../../domain/schemas.ts';
import {
  NOTIFICATION_BATCH_MAX,
  type DriverNotification,
  type NotificationRecipientsQuery,
  type NotificationRecipientsResponse,
  type NotificationSendInput,
  type NotificationSendResponse,
} from '../../domain/notificationSchemas.ts';

export interface NotificationContext {
  actor: Actor;
  tenant: Tenant;
}

/**
 * The regions a notification targets: "*" (alone or with names) means every region the caller may see; otherwise
 * the named regions, each of which must exist (400 `validation_failed` on `regions`) and be the caller's (403
 * `region_not_allowed`). Null: every region.
 */
async function targetRegions(db: Db, tenant: Tenant, names: string[]): Promise<string[] | null> {
  if (names.includes(ALL_REGIONS)) return null;
  const wanted = [...new Set(names)];
  const known = await db.select({ name: regions.name }).from(regions).where(inArray(regions.name, wanted));
  const unknown = wanted.filter((name) => !known.some((r) => r.name === name));
  if (unknown.length)
    throw badRequest('validation_failed', `Unknown region: ${unknown.join(', ')}`, { regions: [msg.invalid] });
  if (!reachesRegions(tenant, wanted)) {
    throw forbidden('region_not_allowed', 'The notification targets a region outside yours');
  }
  return wanted;
}

/**
 * The drivers a notification reaches: active and not blocked (a blocked or deactivated driver cannot sign in to
 * receive it), of the regions (null: every region), the status and the company (drivers who may deliver for it), within
 * the caller's tenant (the drivers it sees on the drivers page).
 */
function recipientCondition(
  tenant: Tenant,
  regionNames: string[] | null,
  status: 'online' | 'offline' | null,
  companyId: number | undefined,
): SQL | undefined {
  return and(
    eq(drivers.active, true),
    eq(drivers.blocked, false),
    driverTenantCondition(tenant),
    driverStatusCondition(status ? [status] : undefined),
    regionNames
      ? inArray(
          drivers.regionId,
          sql`(select ${regions.id} from ${regions} where ${inArray(regions.name, regionNames)})`,
        )
      : undefined,
    companyId
      ? or(sql`cardinality(${drivers.allowedCompanyIds}) = 0`, arrayContains(drivers.allowedCompanyIds, [companyId]))
      : undefined,
  );
}

const statusOf = (status: string | undefined) =>
  !status || status === 'all' ? null : (status as 'online' | 'offline');

/** GET /notification/recipients: how many drivers a notification would reach (the same rules as sending it). */
export async function countRecipients(
  db: Db,
  tenant: Tenant,
  query: NotificationRecipientsQuery,
): Promise<NotificationRecipientsResponse> {
  const regionNames = await targetRegions(db, tenant, query.regions);
  const [{ n }] = await db
    .select({ n: count() })
    .from(drivers)
    .where(recipientCondition(tenant, regionNames, statusOf(query.status), query.companyId));
  return { count: Number(n) };
}

/**
 * Stores the notification and one delivery row per targeted driver (INSERT … SELECT), the number of recipients and
 * the audit entry, in one transaction. Targeted: active and not blocked drivers (a blocked driver cannot sign in to
 * receive it) of the regions, of the status (online, offline, all), within the caller's tenant (the drivers the
 * caller sees on the drivers page). The long part is kept only when both its title and body are non-empty.
 */
export async function sendNotification(
  db: Db,
  ctx: NotificationContext,
  input: NotificationSendInput,
): Promise<NotificationSendResponse> {
  const regionNames = await targetRegions(db, ctx.tenant, input.regions);
  const long = input.long?.title && input.long?.body ? { title: input.long.title, body: input.long.body } : null;
  const status = statusOf(input.status);
  return db.transaction(async (tx) => {
    const [notification] = await tx
      .insert(notifications)
      .values({
        regions: regionNames ?? [ALL_REGIONS],
        status,
        shortTitle: input.short.title,
        shortBody: input.short.body,
        longTitle: long?.title ?? null,
        longBody: long?.body ?? null,
        createdById: operatorIdOf(ctx.actor),
      })
      .returning({ id: notifications.id, createdAt: notifications.createdAt });
    const delivered = await tx
      .insert(notificationDeliveries)
      .select(
        tx
          // Every column of notification_deliveries, in the table's order (drizzle's INSERT … SELECT asks for it).
          .select({
            notificationId: sql<number>`${notification.id}::integer`.as('notification_id'),
            driverId: drivers.id,
            createdAt: sql<Date>`now()`.as('created_at'),
            deliveredAt: sql<Date | null>`null::timestamptz`.as('delivered_at'),
            acknowledgedAt: sql<Date | null>`null::timestamptz`.as('acknowledged_at'),
            pushedAt: sql<Date | null>`null::timestamptz`.as('pushed_at'),
          })
          .from(drivers)
          .where(recipientCondition(ctx.tenant, regionNames, status, input.companyId)),
      )
      .returning({ driverId: notificationDeliveries.driverId });
    const recipients = delivered.length;
    await tx.update(notifications).set({ recipients }).where(eq(notifications.id, notification.id));
    await audit(tx, ctx.actor, {
      action: 'notification.send',
      entity: 'notification',
      entityId: notification.id,
      after: {
        regions: regionNames ?? [ALL_REGIONS],
        status: status ?? 'all',
        ...(input.companyId ? { companyId: input.companyId } : {}),
        short: input.short,
        long,
        recipients,
      },
    });
    return { notificationId: notification.id, recipients };
  });
}

const iso = (d: Date) => d.toISOString();

/**
 * The driver's notifications not acknowledged yet, oldest first, at most NOTIFICATION_BATCH_MAX: the first fetch
 * stamps deliveredAt (kept on later fetches, so an app that crashed before acknowledging gets them again).
 */
export async function fetchDriverNotifications(db: Db, driver: DriverPrincipal): Promise<DriverNotification[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ delivery: notificationDeliveries, notification: notifications })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(and(eq(notificationDeliveries.driverId, driver.id), isNull(notificationDeliveries.acknowledgedAt)))
      .orderBy(asc(notificationDeliveries.createdAt), asc(notificationDeliveries.notificationId))
      .limit(NOTIFICATION_BATCH_MAX);
    const now = new Date();
    const fresh = rows.filter((r) => !r.delivery.deliveredAt).map((r) => r.delivery.notificationId);
    if (fresh.length) {
      await tx
        .update(notificationDeliveries)
        .set({ deliveredAt: now })
        .where(
          and(
            eq(notificationDeliveries.driverId, driver.id),
            inArray(notificationDeliveries.notificationId, fresh),
            isNull(notificationDeliveries.deliveredAt),
          ),
        );
      await audit(tx, driverActor(driver), {
        action: 'notification.deliver',
        entity: 'driver',
        entityId: driver.id,
        after: { notificationIds: fresh },
      });
    }
    return rows.map(({ delivery, notification: n }) => ({
      id: n.id,
      short: { title: n.shortTitle, body: n.shortBody },
      long: n.longTitle && n.longBody ? { title: n.longTitle, body: n.longBody } : null,
      createdAt: iso(n.createdAt),
      deliveredAt: iso(delivery.deliveredAt ?? now),
    }));
  });
}

/** Acknowledges the driver's notifications of these ids; others' ids and ones acknowledged before are left alone. */
export async function acknowledgeNotifications(db: Db, driver: DriverPrincipal, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const acknowledged = await tx
      .update(notificationDeliveries)
      .set({
        acknowledgedAt: now,
        deliveredAt: sql`coalesce(${notificationDeliveries.deliveredAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(
          eq(notificationDeliveries.driverId, driver.id),
          inArray(notificationDeliveries.notificationId, [...new Set(ids)]),
          isNull(notificationDeliveries.acknowledgedAt),
        ),
      )
      .returning({ notificationId: notificationDeliveries.notificationId });
    if (acknowledged.length) {
      await audit(tx, driverActor(driver), {
        action: 'notification.acknowledge',
        entity: 'driver',
        entityId: driver.id,
        after: { notificationIds: acknowledged.map((a) => a.notificationId) },
      });
    }
    return acknowledged.length;
  });
}
