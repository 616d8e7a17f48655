// Operator accounts (/operator/*): the list, create, update, password change,
// deactivation and activation. Every change runs in one transaction with its audit entry (before/after, never a
// password). Deactivation and a password change end the account's sessions in that transaction; the route then
// disconnects their sockets.
//
// Reach (tenant): an operator limited to some companies or regions, or holding only some scopes, sees and manages only
// the operators whose companies, regions and scopes lie within its own (an operator with all companies / all regions
// / an omni scope is not limited by that part); others answer 404 `operator_not_found`. It may assign only the
// companies and regions it may see itself ("*" only when it has all: 403 `company_not_assignable`,
// `region_not_assignable`) and grant only scopes it holds (403 `scope_not_assignable`; omni callers grant any).
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { authSessions, clientUsers, companies, locations, operators, regions } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { OMNI_SCOPES, canViewDefaults, computePermissions } from '../../domain/permissions.ts';
import { CAN_VIEW_FLAGS, type AccountType, type CanView } from '../../domain/enums.ts';
import {
  ALL,
  operatorMsg,
  type ChangeOperatorPasswordInput,
  type CreateOperatorInput,
  type OperatorItem,
  type UpdateOperatorInput,
} from '../../domain/operatorSchemas.ts';
import { audit, type Actor } from './audit.ts';
import { hashPassword, isUniqueViolation, type AuthService } from './auth.ts';
import type { Tenant } from './principal.ts';
import { axisBeyond, operatorReach, reachWithin } from '../access/reach.ts';

type OperatorRow = typeof operators.$inferSelect;

/** Who is calling: its audit identity, its session, its scopes and tenant. */
export interface OperatorCaller {
  actor: Actor;
  id: number;
  sessionId: string;
  scope: string[];
  tenant: Tenant;
}

/** The result of a change that ended sessions: the route disconnects their sockets. */
export interface OperatorChange {
  operator: OperatorItem;
  endedSessionIds: string[];
}

/** The type an activated account returns to when none was kept (our choice: the plainest type). */
export const ACTIVATION_FALLBACK_TYPE: AccountType = 'other';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const isOmni = (scope: string[]) => OMNI_SCOPES.some((s) => scope.includes(s));
const subset = <T>(items: readonly T[], of: readonly T[]) => items.every((item) => of.includes(item));

/** Every canView flag: the stored value, or the account type's default (the deactivated type keeps the previous one's). */
export function fullCanView(stored: Partial<CanView> | null, accountType: AccountType): CanView {
  const defaults = canViewDefaults(accountType);
  const result = {} as CanView;
  for (const flag of CAN_VIEW_FLAGS)
    result[flag] = typeof stored?.[flag] === 'boolean' ? stored[flag]! : defaults[flag];
  return result;
}

export function toOperatorItem(row: OperatorRow): OperatorItem {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    accountType: row.accountType,
    previousAccountType: row.previousAccountType ?? null,
    active: row.accountType !== 'deactivated',
    scope: row.scope,
    companyIds: row.allCompanies ? ALL : row.companyIds,
    regions: row.allRegions ? ALL : row.regions,
    locationIds: row.locationIds,
    canView: fullCanView(
      row.canView,
      row.accountType === 'deactivated' ? (row.previousAccountType ?? 'deactivated') : row.accountType,
    ),
    createdAt: row.createdAt.toISOString(),
    updatedAt: iso(row.updatedAt),
  };
}

/** What an operator may hear in real time after a change (server/plugins/realtime.ts refreshOperatorRooms). */
export function operatorAudience(item: OperatorItem) {
  return {
    kind: 'operator' as const,
    id: item.id,
    companyId: null,
    permissions: computePermissions({
      kind: 'operator',
      scope: item.scope,
      accountType: item.accountType,
      canView: item.canView,
    }),
    tenant: operatorReach({
      allCompanies: item.companyIds === ALL,
      companyIds: item.companyIds === ALL ? [] : item.companyIds,
      allRegions: item.regions === ALL,
      regions: item.regions === ALL ? [] : item.regions,
      locationIds: item.locationIds,
    }),
  };
}

/** The audit picture of an account: what the page shows, never the password hash. */
const auditView = (row: OperatorRow) => {
  const { createdAt: _c, updatedAt: _u, ...item } = toOperatorItem(row);
  return item;
};

/** Whether the caller may see and manage this operator (see the reach rule at the top). */
export function withinReach(caller: Pick<OperatorCaller, 'scope' | 'tenant'>, row: OperatorRow): boolean {
  const scopesOk = isOmni(caller.scope) || subset(row.scope, caller.scope);
  return reachWithin(operatorReach(row), caller.tenant) && scopesOk;
}

/** GET /operator/list: the operators within the caller's reach, newest first. */
export async function listOperators(db: Db, caller: OperatorCaller): Promise<OperatorItem[]> {
  const rows = await db.select().from(operators).orderBy(desc(operators.createdAt), desc(operators.id));
  return rows.filter((row) => withinReach(caller, row)).map(toOperatorItem);
}

type Assignments = Pick<
  CreateOperatorInput,
  'companyIds' | 'regions' | 'scope' | 'accountType' | 'canView' | 'locationIds'
>;

/** 403 when the caller assigns companies, regions or scopes beyond its own (scopes: only the ones it adds). */
function assertAssignable(caller: OperatorCaller, input: Assignments, previousScope: string[] = []): void {
  // The reach being assigned lies within the caller's (a caller limited to some pickup locations assigns some of
  // those, never "every location").
  const beyond = axisBeyond(operatorReach(assignmentColumns(input)), caller.tenant);
  if (beyond === 'companies')
    throw forbidden('company_not_assignable', 'You may assign only the companies you may see yourself');
  if (beyond === 'regions')
    throw forbidden('region_not_assignable', 'You may assign only the regions you may see yourself');
  if (beyond === 'locations')
    throw forbidden('location_not_assignable', 'You may assign only the pickup locations you may see yourself');
  const added = input.scope.filter((s) => !previousScope.includes(s));
  if (!isOmni(caller.scope) && !subset(added, caller.scope)) {
    throw forbidden('scope_not_assignable', 'You may grant only the scopes you hold yourself');
  }
}

/** 400 with field errors when a company, region or location does not exist, or a location is outside the companies. */
async function assertReferencesExist(db: DbOrTx, input: Assignments): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (input.companyIds !== ALL) {
    const found = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, input.companyIds));
    if (found.length !== input.companyIds.length) errors.companyIds = [operatorMsg.unknownCompany];
  }
  if (input.regions !== ALL) {
    const found = await db.select({ name: regions.name }).from(regions).where(inArray(regions.name, input.regions));
    if (found.length !== input.regions.length) errors.regions = [operatorMsg.unknownRegion];
  }
  const locationIds = input.locationIds ?? [];
  if (locationIds.length) {
    const found = await db
      .select({ id: locations.id, companyId: locations.companyId })
      .from(locations)
      .where(inArray(locations.id, locationIds));
    const inside = found.filter((l) => input.companyIds === ALL || input.companyIds.includes(l.companyId));
    if (inside.length !== locationIds.length) errors.locationIds = [operatorMsg.locationOutsideCompanies];
  }
  if (Object.keys(errors).length) throw badRequest('validation_failed', 'Invalid input', errors);
}

/** The columns of the assignments; canView filled from the account type's defaults where a flag is left out. */
const assignmentColumns = (input: Assignments) => ({
  scope: input.scope,
  accountType: input.accountType as AccountType,
  canView: fullCanView(input.canView ?? null, input.accountType),
  allCompanies: input.companyIds === ALL,
  companyIds: input.companyIds === ALL ? [] : input.companyIds,
  allRegions: input.regions === ALL,
  regions: input.regions === ALL ? [] : input.regions,
  locationIds: input.locationIds ?? [],
});

const emailTaken = () => conflict('user_email_already_occupied', 'Email already in use');

/** The operator row for a change, locked; 404 when missing or beyond the caller's reach. */
async function loadForChange(tx: DbOrTx, caller: OperatorCaller, operatorId: number): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, operatorId)).for('update');
  if (!row || !withinReach(caller, row)) throw notFound('operator_not_found', 'Operator not found');
  return row;
}

/** POST /operator/create */
export async function createOperator(
  db: Db,
  caller: OperatorCaller,
  input: CreateOperatorInput,
): Promise<OperatorItem> {
  assertAssignable(caller, input);
  await assertReferencesExist(db, input);
  const passwordHash = await hashPassword(input.password);
  const email = input.email;
  return db
    .transaction(async (tx) => {
      // E-mails are unique across operators (e-mail or sign-in name) and client users: one login page signs in both.
      const taken = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(or(sql`lower(${operators.email}) = ${email}`, sql`lower(${operators.username}) = ${email}`))
        .union(
          tx
            .select({ id: clientUsers.id })
            .from(clientUsers)
            .where(sql`lower(${clientUsers.email}) = ${email}`),
        );
      if (taken.length) throw emailTaken();
      const [row] = await tx
        .insert(operators)
        .values({ username: email, email, passwordHash, ...assignmentColumns(input) })
        .returning();
      await audit(tx, caller.actor, {
        action: 'operator.create',
        entity: 'operator',
        entityId: row.id,
        after: auditView(row),
      });
      return toOperatorItem(row);
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw emailTaken();
      throw err;
    });
}

/** POST /operator/update: a deactivated account is activated first (409 `operator_deactivated`). */
export async function updateOperator(
  db: Db,
  caller: OperatorCaller,
  input: UpdateOperatorInput,
): Promise<OperatorItem> {
  return db.transaction(async (tx) => {
    const before = await loadForChange(tx, caller, input.operatorId);
    if (before.accountType === 'deactivated')
      throw conflict('operator_deactivated', 'Activate the account before changing it');
    // Locations left out of the call stay as they are (the spec sends them, an older client may not).
    const wanted = { ...input, locationIds: input.locationIds ?? before.locationIds };
    assertAssignable(caller, wanted, before.scope);
    await assertReferencesExist(tx, wanted);
    const [after] = await tx
      .update(operators)
      .set({ ...assignmentColumns(wanted), updatedAt: new Date() })
      .where(eq(operators.id, before.id))
      .returning();
    await audit(tx, caller.actor, {
      action: 'operator.update',
      entity: 'operator',
      entityId: after.id,
      before: auditView(before),
      after: auditView(after),
    });
    return toOperatorItem(after);
  });
}

/**
 * POST /operator/change-password: stores the new password (argon2id) and ends the account's open sessions, except the
 * caller's own when it changes its own password here.
 */
export async function changeOperatorPassword(
  db: Db,
  caller: OperatorCaller,
  input: ChangeOperatorPasswordInput,
): Promise<OperatorChange> {
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const row = await loadForChange(tx, caller, input.operatorId);
    const [after] = await tx
      .update(operators)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(operators.id, row.id))
      .returning();
    const ended = await tx
      .update(authSessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(authSessions.userKind, 'operator'),
          eq(authSessions.userId, row.id),
          isNull(authSessions.revokedAt),
          ne(authSessions.id, caller.sessionId),
        ),
      )
      .returning({ id: authSessions.id });
    await audit(tx, caller.actor, {
      action: 'operator.changePassword',
      entity: 'operator',
      entityId: row.id,
      after: { passwordChanged: true, endedSessions: ended.length },
    });
    return { operator: toOperatorItem(after), endedSessionIds: ended.map((s) => s.id) };
  });
}

/**
 * POST /operator/deactivate: the type becomes deactivated (the previous one is kept for activation), every session of
 * the account ends (its next call answers 401; sign-in answers 401 `account_deactivated` until activation).
 */
export async function deactivateOperator(
  db: Db,
  auth: AuthService,
  caller: OperatorCaller,
  operatorId: number,
): Promise<OperatorChange> {
  return db.transaction(async (tx) => {
    const before = await loadForChange(tx, caller, operatorId);
    if (before.id === caller.id)
      throw conflict('operator_cannot_deactivate_self', 'You cannot deactivate your own account');
    if (before.accountType === 'deactivated')
      throw conflict('operator_already_deactivated', 'The account is already deactivated');
    const [after] = await tx
      .update(operators)
      .set({ accountType: 'deactivated', previousAccountType: before.accountType, updatedAt: new Date() })
      .where(eq(operators.id, before.id))
      .returning();
    const endedSessionIds = await auth.revokeAll('operator', before.id, tx);
    await audit(tx, caller.actor, {
      action: 'operator.deactivate',
      entity: 'operator',
      entityId: before.id,
      before: auditView(before),
      after: { ...auditView(after), endedSessions: endedSessionIds.length },
    });
    return { operator: toOperatorItem(after), endedSessionIds };
  });
}

/** POST /operator/activate: back to the kept account type (ACTIVATION_FALLBACK_TYPE when none was kept). */
export async function activateOperator(db: Db, caller: OperatorCaller, operatorId: number): Promise<OperatorItem> {
  return db.transaction(async (tx) => {
    const before = await loadForChange(tx, caller, operatorId);
    if (before.accountType !== 'deactivated')
      throw conflict('operator_not_deactivated', 'The account is not deactivated');
    const accountType =
      before.previousAccountType && before.previousAccountType !== 'deactivated'
        ? before.previousAccountType
        : ACTIVATION_FALLBACK_TYPE;
    const [after] = await tx
      .update(operators)
      .set({ accountType, previousAccountType: null, updatedAt: new Date() })
      .where(eq(operators.id, before.id))
      .returning();
    await audit(tx, caller.actor, {
      action: 'operator.activate',
      entity: 'operator',
      entityId: before.id,
      before: auditView(before),
      after: auditView(after),
    });
    return toOperatorItem(after);
  });
}
