// Who a driver app's request comes from: the driver behind a session (loadDriverPrincipal, with the refusal that says
// why a token no longer opens the driver API: blocked, deactivated or expired), its profile as the app shows it, the
// audit actor of its steps, and the logout that revokes the session and takes the driver offline. The steps of a
// delivery are services/driverApp.ts; the driver's wallet, corrections, messages and push use the principal from here.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, authSessions, drivers, driverStatusLog, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { isoTimestamp, runTextStatement, sqlText } from '../db/textStatement.ts';
import { HttpError, unauthorized } from '../errors.ts';
import { audit, type Actor } from './audit.ts';
import type { DriverTokenClaims } from './auth.ts';
import type { DriverStatus, VehicleType } from '../../domain/enums.ts';
import type { DriverProfile } from '../../domain/driverApi.ts';

/** The signed-in driver of a request. */
export interface DriverPrincipal {
  id: number;
  sessionId: string;
  email: string;
  firstName: string;
  lastName: string;
  regionId: number | null;
  regionName: string | null;
  allowedCompanyIds: number[];
  vehicleType: VehicleType;
  lastKnown: { lat: number; lng: number; loggedAt: Date } | null;
  /** Online or offline when the request began. */
  status: DriverStatus;
}

export const driverActor = (d: Pick<DriverPrincipal, 'id' | 'email'>): Actor => ({
  kind: 'driver',
  id: d.id,
  name: d.email,
});

/**
 * Why a driver's token no longer opens the driver API (loadDriverPrincipal answered null): 403 `driver_blocked` for a
 * blocked driver and 401 `account_deactivated` for a deactivated one, as their sign-in answers, so the app can say so;
 * otherwise 401 `session_expired` (signed out, expired, ended by a password change).
 */
export async function driverSessionRefusal(db: Db, driverId: number): Promise<HttpError> {
  const [row] = await db
    .select({ active: drivers.active, blocked: drivers.blocked })
    .from(drivers)
    .where(eq(drivers.id, driverId));
  if (row?.blocked) return driverBlockedRefusal(db, driverId);
  if (row && !row.active) return unauthorized('account_deactivated', 'This account is deactivated');
  return unauthorized('session_expired', 'Your session has expired');
}

/**
 * 403 `driver_blocked`, with the block's reason as `reason` when the back office gave one. The drivers table keeps
 * no reason: it is the `reason` of the driver's latest `driver.block` audit entry (the one the console's driver card
 * shows, services/driverAdmin.ts).
 */
export async function driverBlockedRefusal(db: DbOrTx, driverId: number): Promise<HttpError> {
  const [entry] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(eq(auditLog.entity, 'driver'), eq(auditLog.entityId, String(driverId)), eq(auditLog.action, 'driver.block')),
    )
    .orderBy(sql`${auditLog.at} desc, ${auditLog.id} desc`)
    .limit(1);
  const reason = (entry?.after as { reason?: unknown } | null | undefined)?.reason;
  const extra = typeof reason === 'string' && reason ? { reason } : {};
  return new HttpError(403, 'driver_blocked', 'This driver is blocked', undefined, undefined, extra);
}

/**
 * The open driver session with its driver, in one statement of only the columns a driver principal reads. Every call
 * of the driver app runs it (a location ping every few seconds while the driver is online), so it is a named
 * statement (db/textStatement.ts), as the console's session lookup is (services/principal.ts): drizzle's query was
 * parsed and planned again on every call, and it read every column of the driver, the password hash included. On
 * PGlite a lookup took 1.2–2.1 ms before and 0.14–0.25 ms after (alternated runs of 500).
 */
const DRIVER_PRINCIPAL = sqlText(sql`SELECT ${drivers.id} AS "id", ${drivers.email} AS "email",
  ${drivers.firstName} AS "firstName", ${drivers.lastName} AS "lastName", ${drivers.regionId} AS "regionId",
  ${regions.name} AS "regionName", ${drivers.allowedCompanyIds} AS "allowedCompanyIds",
  ${drivers.vehicleType} AS "vehicleType", ${drivers.lastKnownLat} AS "lastKnownLat",
  ${drivers.lastKnownLng} AS "lastKnownLng", ${drivers.lastKnownLoggedAt} AS "lastKnownLoggedAt",
  ${drivers.createdAt} AS "createdAt", ${drivers.status} AS "status", ${drivers.active} AS "active",
  ${drivers.blocked} AS "blocked"
  FROM ${authSessions}
  INNER JOIN ${drivers} ON ${authSessions.userKind} = 'driver' AND ${drivers.id} = ${authSessions.userId}
  LEFT JOIN ${regions} ON ${regions.id} = ${drivers.regionId}
  WHERE ${authSessions.id} = $1 AND ${authSessions.revokedAt} IS NULL AND ${authSessions.expiresAt} > now()`);
/** A row of DRIVER_PRINCIPAL: the principal's own fields, with what its position and refusal are made of. */
interface DriverPrincipalRow extends Omit<DriverPrincipal, 'sessionId' | 'lastKnown'> {
  lastKnownLat: number | null;
  lastKnownLng: number | null;
  /** The database's text of the times. */
  lastKnownLoggedAt: string | null;
  createdAt: string;
  active: boolean;
  blocked: boolean;
}

/**
 * The driver behind verified driver claims: null when the session is closed or expired, or the driver deactivated or
 * blocked.
 */
export async function loadDriverPrincipal(db: Db, claims: DriverTokenClaims): Promise<DriverPrincipal | null> {
  const [row] = await runTextStatement<DriverPrincipalRow>(db, { text: DRIVER_PRINCIPAL, params: [claims.sid] });
  if (!row) return null;
  const { lastKnownLat: lat, lastKnownLng: lng, lastKnownLoggedAt, createdAt, active, blocked, ...principal } = row;
  if (principal.id !== claims.uid || !active || blocked) return null;
  return {
    ...principal,
    sessionId: claims.sid,
    lastKnown:
      lat != null && lng != null
        ? { lat, lng, loggedAt: new Date(isoTimestamp(lastKnownLoggedAt ?? createdAt)!) }
        : null,
  };
}

export function driverProfile(d: DriverPrincipal): DriverProfile {
  return {
    id: d.id,
    firstName: d.firstName,
    lastName: d.lastName,
    email: d.email,
    region: d.regionId != null && d.regionName ? { id: d.regionId, name: d.regionName } : null,
    vehicleType: d.vehicleType,
    allowedCompanyIds: d.allowedCompanyIds,
    lastKnownLocation: d.lastKnown
      ? { lat: d.lastKnown.lat, lng: d.lastKnown.lng, loggedAt: d.lastKnown.loggedAt.toISOString() }
      : null,
    status: d.status,
  };
}

/** Logout: the session is revoked and the driver goes offline (a driver_status_log row), in one transaction. */
export async function driverLogout(db: Db, driver: DriverPrincipal): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(authSessions).set({ revokedAt: new Date() }).where(eq(authSessions.id, driver.sessionId));
    const now = new Date();
    await tx.update(drivers).set({ status: 'offline' }).where(eq(drivers.id, driver.id));
    await tx.insert(driverStatusLog).values({ driverId: driver.id, status: 'offline', source: 'logout', at: now });
    await audit(tx, driverActor(driver), { action: 'auth.logout', entity: 'driver', entityId: driver.id });
  });
}
