// Who is calling: the signed-in user (or a company's API key) with its tenant (companies, regions) and permission
// flag tree.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { apiKeys, authSessions, clientUsers, companies, operators } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { computePermissions } from '../../src/domain/permissions.ts';
import type { MeResponse, Permissions, RegistrationSteps } from '../../src/domain/api.ts';
import type { AccountType, CompanyStatus, UserKind } from '../../src/domain/enums.ts';
import type { TokenClaims } from './auth.ts';
import type { Actor } from './audit.ts';
import { hashApiKey } from './apiKeys.ts';

/** What rows a user may see: a client user only its own company; an operator its assigned companies and regions. */
export interface Tenant {
  allCompanies: boolean;
  companyIds: number[];
  allRegions: boolean;
  regions: string[];
}

export interface Principal {
  /** An API key is 'client': the tenant code treats it as its company's own caller. */
  kind: UserKind;
  /** The user's id; for an API key the key's id (tell them apart by apiKeyId). */
  id: number;
  /** A session's id; `apikey:<id>` for an API key (no session). */
  sessionId: string;
  /** Set when the caller is a company's API key (Bearer `dck_…`): no session claims, no account or settings calls. */
  apiKeyId: number | null;
  username: string;
  email: string;
  name: string | null;
  accountType: AccountType | null;
  scope: string[];
  tenant: Tenant;
  companyId: number | null;
  companyName: string | null;
  companyStatus: CompanyStatus | null;
  registrationSteps: RegistrationSteps;
  activated: boolean;
  settings: MeResponse['settings'];
  permissions: Permissions;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The open session with its user, in one statement (prepared once per database). */
function principalQuery(db: Db) {
  return db
    .select({ op: operators, user: clientUsers, company: companies })
    .from(authSessions)
    .leftJoin(operators, and(eq(authSessions.userKind, 'operator'), eq(operators.id, authSessions.userId)))
    .leftJoin(clientUsers, and(eq(authSessions.userKind, 'client'), eq(clientUsers.id, authSessions.userId)))
    .leftJoin(companies, eq(companies.id, clientUsers.companyId))
    .where(and(eq(authSessions.id, sql.placeholder('sid')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql`now()`)))
    .prepare('principal_by_session');
}
const prepared = new WeakMap<Db, ReturnType<typeof principalQuery>>();

/** The caller behind verified token claims: null when the session is closed or expired, or the user deactivated. */
export async function loadPrincipal(db: Db, claims: TokenClaims): Promise<Principal | null> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = principalQuery(db)));
  const [row] = await query.execute({ sid: claims.sid });
  if (!row) return null;
  if (claims.kind === 'operator') {
    const op = row.op;
    if (!op || op.id !== claims.uid || op.accountType === 'deactivated') return null;
    return {
      kind: 'operator',
      id: op.id,
      sessionId: claims.sid,
      apiKeyId: null,
      username: op.username,
      email: op.email,
      name: op.name,
      accountType: op.accountType,
      scope: op.scope,
      tenant: { allCompanies: op.allCompanies, companyIds: op.companyIds, allRegions: op.allRegions, regions: op.regions },
      companyId: null,
      companyName: null,
      companyStatus: null,
      registrationSteps: { productSelectionCompleted: null, locationsCompleted: null, companyDataCompleted: null, contractGenerated: null },
      activated: true,
      settings: { dashboardImage: null, defaultLocationId: null },
      permissions: computePermissions({ kind: 'operator', scope: op.scope, accountType: op.accountType, canView: op.canView }),
    };
  }
  const { user, company } = row;
  if (!user || !company || user.id !== claims.uid || !user.active) return null;
  const ofCompany = companyPrincipalPart(company);
  return {
    kind: 'client',
    id: user.id,
    sessionId: claims.sid,
    apiKeyId: null,
    username: user.email,
    email: user.email,
    name: user.name,
    accountType: null,
    scope: [],
    ...ofCompany,
    permissions: computePermissions({ kind: 'client', scope: [], accountType: null, canView: null, companyActivated: ofCompany.activated }),
  };
}

/** What a client user and an API key share: their company as tenant, its standing and settings. */
function companyPrincipalPart(
  company: CompanyStanding & Pick<typeof companies.$inferSelect, 'id' | 'name' | 'dashboardImage' | 'defaultLocationId'>,
) {
  return {
    tenant: { allCompanies: false, companyIds: [company.id], allRegions: true, regions: [] },
    companyId: company.id,
    companyName: company.name,
    companyStatus: company.status,
    ...standingOf(company),
    settings: { dashboardImage: company.dashboardImage, defaultLocationId: company.defaultLocationId },
  } satisfies Partial<Principal>;
}

type CompanyStanding = Pick<
  typeof companies.$inferSelect,
  'status' | 'productSelectionCompletedAt' | 'locationsCompletedAt' | 'companyDataCompletedAt' | 'contractGeneratedAt'
>;

/** A company's registration steps, and whether it is activated (active, every step done): client users may write orders. */
export function standingOf(company: CompanyStanding): { registrationSteps: RegistrationSteps; activated: boolean } {
  const registrationSteps: RegistrationSteps = {
    productSelectionCompleted: iso(company.productSelectionCompletedAt),
    locationsCompleted: iso(company.locationsCompletedAt),
    companyDataCompleted: iso(company.companyDataCompletedAt),
    contractGenerated: iso(company.contractGeneratedAt),
  };
  return { registrationSteps, activated: company.status === 'active' && Object.values(registrationSteps).every(Boolean) };
}

/** The key with its company, in one statement by the unique key_hash index (prepared once per database). */
function apiKeyQuery(db: Db) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      lastUsedAt: apiKeys.lastUsedAt,
      company: {
        id: companies.id,
        name: companies.name,
        status: companies.status,
        productSelectionCompletedAt: companies.productSelectionCompletedAt,
        locationsCompletedAt: companies.locationsCompletedAt,
        companyDataCompletedAt: companies.companyDataCompletedAt,
        contractGeneratedAt: companies.contractGeneratedAt,
        dashboardImage: companies.dashboardImage,
        defaultLocationId: companies.defaultLocationId,
      },
    })
    .from(apiKeys)
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('hash')), isNull(apiKeys.revokedAt)))
    .prepare('principal_by_api_key');
}
const preparedApiKey = new WeakMap<Db, ReturnType<typeof apiKeyQuery>>();

/**
 * The caller behind an API key (Bearer `dck_…`): null when the key is unknown or revoked, or its company gone or
 * inactive. It acts as its company's client (tenant: that company only) with the rights of an operator of account
 * type `api` with the `orders` scope: orders read, write only while the company is activated (as for client users),
 * the api canView defaults, nothing else (no settings page). lastUsedAt comes back for the caller to record the use.
 */
export async function loadApiKeyPrincipal(db: Db, key: string): Promise<{ principal: Principal; lastUsedAt: Date | null } | null> {
  let query = preparedApiKey.get(db);
  if (!query) preparedApiKey.set(db, (query = apiKeyQuery(db)));
  const [row] = await query.execute({ hash: hashApiKey(key) });
  if (!row || row.company.status === 'inactive') return null;
  const { company } = row;
  const ofCompany = companyPrincipalPart(company);
  const scope = ['orders'];
  const permissions = computePermissions({ kind: 'operator', scope, accountType: 'api', canView: null });
  permissions.orders.canWrite = ofCompany.activated;
  permissions.settings.canAccessPage = false;
  const principal: Principal = {
    kind: 'client',
    id: row.id,
    sessionId: `apikey:${row.id}`,
    apiKeyId: row.id,
    username: `api-key:${row.prefix}`,
    email: '',
    name: row.name,
    accountType: 'api',
    scope,
    ...ofCompany,
    permissions,
  };
  return { principal, lastUsedAt: row.lastUsedAt };
}

export function toMe(p: Principal): MeResponse {
  return {
    user: {
      id: p.id,
      kind: p.kind,
      username: p.username,
      email: p.email,
      name: p.name,
      accountType: p.accountType,
      scope: p.scope,
      companyId: p.companyId,
      companyName: p.companyName,
      companyStatus: p.companyStatus,
    },
    registrationSteps: p.registrationSteps,
    activated: p.activated,
    settings: p.settings,
    permissions: p.permissions,
  };
}

export function actorOf(p: Principal): Actor {
  if (p.apiKeyId !== null) return { kind: 'api_key', id: p.apiKeyId, name: `${p.username} (${p.companyName ?? p.companyId})` };
  return { kind: p.kind, id: p.id, name: p.username };
}
