// Client onboarding and own-account settings (register/selectProduct and register/addLocations, the company data
// and its contract, POST /@me/change-password). The registration steps are dates on the company row; each change
// runs in one transaction with its audit entry and answers the company as the settings pages show it (MyCompany).
import { and, count, eq, sql } from 'drizzle-orm';
import { clientUsers, companies, locations, operators } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { conflict, HttpError, notFound } from '../errors.ts';
import { REGISTRATION_MAX_LOCATIONS } from '../../domain/constants.ts';
import {
  companyDataLocked,
  type ChangeOwnPasswordInput,
  type MyCompany,
  type SelectProductInput,
} from '../../domain/accountSchemas.ts';
import type { TokenResponse } from '../../domain/api.ts';
import type { CompanyContract, CompanyContractData } from '../../domain/types.ts';
import type { Location } from '../../domain/locationApi.ts';
import type { LocationFieldsParsed } from '../../domain/locationSchemas.ts';
import type { contractDataSchema } from '../../domain/companySchemas.ts';
import type { z } from 'zod';
import { standingOf } from './principal.ts';
import { audit, type Actor } from './audit.ts';
import { hashPassword, verifyPassword, type AuthService } from './auth.ts';
import { reserveAttempt } from './attemptThrottle.ts';
import type { RateLimit } from './rateLimits.ts';
import { assertNipUnchanged, contractStateOf, tenantCondition } from './companies.ts';
import { companyCoverage } from './companyRegion.ts';
import { columnsOf, geocodeOrFail, knownZipCodePlace, toLocation, type PlaceDeps } from './locations.ts';
import type { Principal, Tenant } from './principal.ts';
import { CONTRACT_FILE_NAME, renderContractPdf } from './contractPdf.ts';
import { missingStepBefore, REGISTRATION_STEP_MISSING, type RegistrationStep } from '../../domain/registrationSteps.ts';

/** The signed-in client user and its company. */
export interface ClientContext {
  companyId: number;
  actor: Actor;
}

type CompanyRow = typeof companies.$inferSelect;
/** The stored contract: the shared type plus the date the terms were accepted (set when generating). */
export type StoredContract = CompanyContract & { termsAcceptedAt?: string };
export type ContractDataInput = z.output<typeof contractDataSchema>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A signed contract, or an active company (its contract was accepted at activation): no more changes. */
const contractLocked = (c: CompanyRow) => companyDataLocked({ status: c.status, contractState: contractStateOf(c) });

async function loadCompany(db: DbOrTx, companyId: number, forUpdate = false): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, companyId));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('company_not_found', 'Company not found');
  return row;
}

const STEP_NAMES: Record<RegistrationStep, string> = {
  productSelectionCompleted: 'the product choice (POST /auth/select-product)',
  locationsCompleted: 'the pickup points step (POST /auth/add-locations; an empty list skips it)',
  companyDataCompleted: 'the company data (POST /@me/company-data)',
  contractGenerated: 'the contract (POST /@me/contract/generate)',
};

/** 409 `registration_step_missing` when a registration step before `step` is not done (domain/registrationSteps.ts). */
function assertEarlierSteps(c: CompanyRow, step: RegistrationStep): void {
  const missing = missingStepBefore(standingOf(c).registrationSteps, step);
  if (missing) throw conflict(REGISTRATION_STEP_MISSING, `Complete ${STEP_NAMES[missing]} first`);
}

/** GET /@me/company: the client's company as the settings pages show it, with its coverage (companyCoverage). */
export async function getMyCompany(db: DbOrTx, companyId: number): Promise<MyCompany> {
  const c = await loadCompany(db, companyId);
  const [{ n }] = await db.select({ n: count() }).from(locations).where(eq(locations.companyId, companyId));
  const standing = standingOf(c); // the rule of GET /@me
  return {
    id: c.id,
    name: c.name,
    displayName: c.displayName,
    status: c.status,
    activated: standing.activated,
    defaultPackageSize: c.orderSettings.defaultPackageSize,
    registrationSteps: standing.registrationSteps,
    contractState: contractStateOf(c),
    contractGeneratedAt: iso(c.contractGeneratedAt) ?? c.contract?.generatedAt ?? null,
    contractData: c.contractData,
    locationsCount: Number(n),
    coverage: await companyCoverage(db, c),
  };
}

// ---- Registration steps ---------------------------------------------------------------------------------------------

/**
 * Product selection (register/selectProduct, later /settings/product): the company's default package size. The
 * step keeps the date it was first completed.
 */
export async function selectProduct(db: Db, ctx: ClientContext, input: SelectProductInput): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.companyId, true);
    const now = new Date();
    const orderSettings = { ...c.orderSettings, defaultPackageSize: input.defaultPackageSize };
    const completedAt = c.productSelectionCompletedAt ?? now;
    await tx
      .update(companies)
      .set({ orderSettings, productSelectionCompletedAt: completedAt })
      .where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'company.selectProduct',
      entity: 'company',
      entityId: c.id,
      before: {
        defaultPackageSize: c.orderSettings.defaultPackageSize,
        productSelectionCompletedAt: iso(c.productSelectionCompletedAt),
      },
      after: { defaultPackageSize: input.defaultPackageSize, productSelectionCompletedAt: completedAt.toISOString() },
    });
    return getMyCompany(tx, c.id);
  });
}

const limitReached = () =>
  conflict('locations_limit_reached', `A company may have at most ${REGISTRATION_MAX_LOCATIONS} locations`);

/**
 * The pickup points of registration (register/addLocations): every postcode known to the postal-code data (400
 * validation.zipCodeUnknown under locations.N.zipCode otherwise), every address geocoded first (422 with the geocoder's
 * code and the index of the failing location), then all rows in one transaction, all or nothing, within the limit of
 * REGISTRATION_MAX_LOCATIONS per company counting the existing ones (409 `locations_limit_reached`). An empty list
 * skips the step; either way the step is completed (first date kept). The first new location becomes the company's
 * default one when it has none.
 */
export async function addRegistrationLocations(
  db: Db,
  deps: PlaceDeps,
  ctx: ClientContext,
  input: { locations: LocationFieldsParsed[] },
): Promise<{ locations: Location[]; company: MyCompany }> {
  const list = input.locations;
  assertEarlierSteps(await loadCompany(db, ctx.companyId), 'locationsCompleted'); // again under the lock below
  // Cheap early answer before geocoding; the authoritative count is taken again under the row lock below.
  const [{ n: existing }] = await db
    .select({ n: count() })
    .from(locations)
    .where(eq(locations.companyId, ctx.companyId));
  if (list.length && existing + list.length > REGISTRATION_MAX_LOCATIONS) throw limitReached();
  const points: Awaited<ReturnType<typeof geocodeOrFail>>[] = [];
  for (const [index, fields] of list.entries()) {
    // A postcode the postal-code data does not know (00-000): 400 under locations.N.zipCode.
    await knownZipCodePlace(db, deps.geoDataDir, fields.zipCode, `locations.${index}.zipCode`);
    try {
      points.push(await geocodeOrFail(deps.geocoder, fields));
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 422) {
        throw new HttpError(
          422,
          err.errorCode,
          `Location ${index + 1} (locations.${index}): the address could not be geocoded: ${err.errorCode}`,
          {
            [`locations.${index}.zipCode`]: [`locations.notifications.${err.errorCode}`],
          },
        );
      }
      throw err;
    }
  }
  return db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.companyId, true);
    assertEarlierSteps(c, 'locationsCompleted');
    const [{ n }] = await tx.select({ n: count() }).from(locations).where(eq(locations.companyId, c.id));
    if (list.length && n + list.length > REGISTRATION_MAX_LOCATIONS) throw limitReached();
    const rows = list.length
      ? await tx
          .insert(locations)
          .values(list.map((fields, i) => ({ companyId: c.id, ...columnsOf(fields), ...points[i]! })))
          .returning()
      : [];
    const saved = rows.map(toLocation);
    for (const location of saved) {
      await audit(tx, ctx.actor, {
        action: 'location.add',
        entity: 'location',
        entityId: location.id,
        after: location,
      });
    }
    const completedAt = c.locationsCompletedAt ?? new Date();
    const defaultLocationId = c.defaultLocationId ?? saved[0]?.id ?? null;
    await tx
      .update(companies)
      .set({ locationsCompletedAt: completedAt, defaultLocationId })
      .where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'company.addLocations',
      entity: 'company',
      entityId: c.id,
      before: {
        locationsCompletedAt: iso(c.locationsCompletedAt),
        defaultLocationId: c.defaultLocationId,
        locationsCount: Number(n),
      },
      after: {
        locationsCompletedAt: completedAt.toISOString(),
        defaultLocationId,
        locationsCount: Number(n) + saved.length,
        addedLocationIds: saved.map((l) => l.id),
      },
    });
    return { locations: saved, company: await getMyCompany(tx, c.id) };
  });
}

// ---- Company data and contract --------------------------------------------------------------------------------------

/** The stored shape: optional fields left out rather than undefined, so two equal data compare equal. */
function normalizedData(data: ContractDataInput | CompanyContractData): CompanyContractData {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(([a], [b]) => a.localeCompare(b)),
  ) as unknown as CompanyContractData;
}

const sameData = (a: CompanyContractData | null, b: CompanyContractData) =>
  a !== null && JSON.stringify(normalizedData(a)) === JSON.stringify(normalizedData(b));

/**
 * The client's company data. 409 `company_already_active` once the
 * company is active (or its contract signed); the NIP is read-only once set (400 `company_nip_read_only`). Completes
 * the step "company data" (first date kept). Changed data invalidates a generated, not yet signed contract
 * (contractGeneratedAt and contract.generatedAt cleared): it must be generated again from the new data. The same
 * data again changes nothing about the contract.
 */
export async function saveCompanyData(db: Db, ctx: ClientContext, input: ContractDataInput): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.companyId, true);
    if (contractLocked(c))
      throw conflict('company_already_active', 'The company data cannot change once the company is active');
    assertEarlierSteps(c, 'companyDataCompleted');
    assertNipUnchanged(c.contractData, input, 'nip');
    const data = normalizedData(input);
    const changed = !sameData(c.contractData, data);
    const completedAt = c.companyDataCompletedAt ?? new Date();
    const resetContract = changed && contractStateOf(c) === 'generated';
    const set: Partial<typeof companies.$inferInsert> = { contractData: data, companyDataCompletedAt: completedAt };
    if (resetContract) {
      const rest: StoredContract = { ...(c.contract ?? {}) };
      delete rest.generatedAt;
      set.contractGeneratedAt = null;
      set.contract = Object.keys(rest).length ? rest : null;
    }
    await tx.update(companies).set(set).where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'company.companyData',
      entity: 'company',
      entityId: c.id,
      before: {
        contractData: c.contractData,
        companyDataCompletedAt: iso(c.companyDataCompletedAt),
        ...(resetContract ? { contractGeneratedAt: iso(c.contractGeneratedAt), contract: c.contract } : {}),
      },
      after: {
        contractData: data,
        companyDataCompletedAt: completedAt.toISOString(),
        ...(resetContract ? { contractGeneratedAt: null, contract: set.contract } : {}),
      },
    });
    return getMyCompany(tx, c.id);
  });
}

/**
 * Contract generation (generating means accepting the terms): 409 `company_data_missing` without company data, 409
 * `contract_already_signed` once signed/accepted or the company is active. Generating again before signing renews the
 * dates. Completes the step "contract generated".
 */
export async function generateContract(db: Db, ctx: ClientContext): Promise<MyCompany> {
  return db.transaction(async (tx) => {
    const c = await loadCompany(tx, ctx.companyId, true);
    if (contractLocked(c)) throw conflict('contract_already_signed', 'The contract is already signed');
    if (!c.contractData)
      throw conflict('company_data_missing', 'Fill in the company data before generating the contract');
    assertEarlierSteps(c, 'contractGenerated');
    const now = new Date();
    const contract: StoredContract = {
      ...(c.contract ?? {}),
      generatedAt: now.toISOString(),
      fileName: CONTRACT_FILE_NAME,
      termsAcceptedAt: now.toISOString(),
    };
    await tx.update(companies).set({ contractGeneratedAt: now, contract }).where(eq(companies.id, c.id));
    await audit(tx, ctx.actor, {
      action: 'company.generateContract',
      entity: 'company',
      entityId: c.id,
      before: { contractGeneratedAt: iso(c.contractGeneratedAt), contract: c.contract },
      after: { contractGeneratedAt: now.toISOString(), contract },
    });
    return getMyCompany(tx, c.id);
  });
}

/**
 * The contract PDF of a company the caller may see (a client its own company, an operator its assigned ones; 404
 * `company_not_found` otherwise). 409 `contract_not_generated` before generation, 409 `company_data_missing` for a
 * company marked generated without company data (data set up outside the console).
 */
export async function contractPdfOf(db: Db, tenant: Tenant, companyId: number): Promise<Buffer> {
  const [c] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, companyId), tenantCondition(tenant)));
  if (!c) throw notFound('company_not_found', 'Company not found');
  const generatedAt = c.contract?.generatedAt ? new Date(c.contract.generatedAt) : c.contractGeneratedAt;
  if (!generatedAt) throw conflict('contract_not_generated', 'The contract has not been generated yet');
  if (!c.contractData) throw conflict('company_data_missing', 'The company has no company data');
  const termsAcceptedAt = (c.contract as StoredContract | null)?.termsAcceptedAt;
  return renderContractPdf({
    companyId: c.id,
    data: c.contractData,
    generatedAt,
    termsAcceptedAt: termsAcceptedAt ? new Date(termsAcceptedAt) : null,
  });
}

// ---- Own password ---------------------------------------------------------------------------------------------------

export interface PasswordThrottle {
  /** Wrong old passwords per user (the sign-in's LOGIN_MAX_FAILURES within LOGIN_WINDOW_SECONDS). */
  perUser: RateLimit;
  /** Wrong old passwords per client address over every user (RATE_LIMITS.passwordChangeFailuresPerClient). */
  perClient: RateLimit;
  clientIp: string;
}

/**
 * Changes the caller's own password (operators and client users). A wrong old password answers 409
 * `password_does_not_match` and counts against a throttle of its own per user and per client address (429
 * `too_many_login_attempts` past either). The new password is stored as argon2id; every open session of the
 * user is revoked (the caller's included) and a new one opened, all in one transaction with an audit entry without
 * password data. Answers the new session's token, which replaces the old one.
 */
export async function changeOwnPassword(
  db: Db,
  auth: AuthService,
  throttle: PasswordThrottle,
  principal: Pick<Principal, 'kind' | 'id' | 'sessionId'>,
  actor: Actor,
  input: ChangeOwnPasswordInput,
): Promise<TokenResponse> {
  const { kind, id } = principal;
  const reservation = await reserveAttempt(
    db,
    [
      { key: `PASSWORD/USER ${kind}:${id}`, ...throttle.perUser },
      { key: `PASSWORD/CLIENT ${throttle.clientIp}`, ...throttle.perClient },
    ],
    'too_many_login_attempts',
    'Too many wrong passwords; try again later',
  );
  let wrongPassword = false;
  try {
    const table = kind === 'operator' ? operators : clientUsers;
    const [user] = await db.select({ passwordHash: table.passwordHash }).from(table).where(eq(table.id, id));
    if (!user) throw notFound('user_not_found', 'User not found');
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      wrongPassword = true; // the attempt stays counted
      throw conflict('password_does_not_match', 'The old password does not match');
    }
    const passwordHash = await hashPassword(input.newPassword);
    return await db.transaction(async (tx) => {
      if (kind === 'operator') {
        await tx
          .update(operators)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(operators.id, id));
      } else {
        await tx.update(clientUsers).set({ passwordHash }).where(eq(clientUsers.id, id));
      }
      await auth.revokeAll(kind, id, tx);
      const session = await auth.createSession(kind, id, tx);
      await audit(tx, actor, {
        action: 'auth.changeOwnPassword',
        entity: kind === 'operator' ? 'operator' : 'client_user',
        entityId: id,
        before: { sessionId: principal.sessionId },
        after: { passwordChanged: true, otherSessionsRevoked: true },
      });
      return session;
    });
  } finally {
    if (!wrongPassword) await reservation.release();
  }
}
