// Who is calling: the signed-in user (or a company's API key) with its tenant (companies, regions) and permission
// flag tree.
import { eq, sql } from 'drizzle-orm';
import { unauthorized, type HttpError } from '../errors.ts';
import { apiKeys, authSessions, clientUsers, companies, operators } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { isoTimestamp, runTextStatement, sqlText } from '../db/textStatement.ts';
import { computePermissions } from '../../domain/permissions.ts';
import type { MeResponse, Permissions, RegistrationSteps } from '../../domain/api.ts';
import type { AccountType, CanView, CompanyStatus, UserKind } from '../../domain/enums.ts';
import type { TokenClaims } from './auth.ts';
import type { Actor } from './audit.ts';
import { hashApiKey } from './apiKeys.ts';
import { companyReach, operatorReach, type Reach } from '../access/reach.ts';

/** What rows a user may see: a client user only its own company; an operator its assigned companies and regions. */
/** The companies, regions and pickup locations a principal reaches (server/access/reach.ts). */
export type Tenant = Reach;

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

/** A company's columns a principal reads (client users and API keys), aliased for a row of several tables. */
const COMPANY_COLUMNS = sql`${companies.id} AS "companyId", ${companies.name} AS "companyName", ${companies.status} AS "companyStatus",
  ${companies.productSelectionCompletedAt} AS "productSelectionCompletedAt", ${companies.locationsCompletedAt} AS "locationsCompletedAt",
  ${companies.companyDataCompletedAt} AS "companyDataCompletedAt", ${companies.contractGeneratedAt} AS "contractGeneratedAt",
  ${companies.dashboardImage} AS "dashboardImage", ${companies.defaultLocationId} AS "defaultLocationId"`;
interface CompanyColumns {
  companyId: number;
  companyName: string;
  companyStatus: CompanyStatus;
  productSelectionCompletedAt: string | null;
  locationsCompletedAt: string | null;
  companyDataCompletedAt: string | null;
  contractGeneratedAt: string | null;
  dashboardImage: string | null;
  defaultLocationId: number | null;
}
const companyOf = (r: CompanyColumns) => ({
  id: r.companyId,
  name: r.companyName,
  status: r.companyStatus,
  productSelectionCompletedAt: r.productSelectionCompletedAt,
  locationsCompletedAt: r.locationsCompletedAt,
  companyDataCompletedAt: r.companyDataCompletedAt,
  contractGeneratedAt: r.contractGeneratedAt,
  dashboardImage: r.dashboardImage,
  defaultLocationId: r.defaultLocationId,
});

/**
 * The open session with its user, in one statement of only the columns a principal reads, and the session's end.
 * Every request whose principal is not kept (services/principalCache.ts) and every socket's sign-in runs it, so it
 * is a named statement (db/textStatement.ts): on PGlite drizzle's prepared query was parsed and planned again
 * each time (~1.3 ms of a request), and the columns of three whole tables cost the API server's reading on both.
 */
const SESSION_PRINCIPAL = sqlText(sql`SELECT
  ${operators.id} AS "opId", ${operators.accountType} AS "opAccountType", ${operators.username} AS "opUsername",
  ${operators.email} AS "opEmail", ${operators.name} AS "opName", ${operators.scope} AS "opScope", ${operators.canView} AS "opCanView",
  ${operators.allCompanies} AS "opAllCompanies", ${operators.companyIds} AS "opCompanyIds", ${operators.allRegions} AS "opAllRegions",
  ${operators.regions} AS "opRegions", ${operators.locationIds} AS "opLocationIds",
  ${clientUsers.id} AS "userId", ${clientUsers.active} AS "userActive", ${clientUsers.email} AS "userEmail", ${clientUsers.name} AS "userName",
  ${authSessions.expiresAt} AS "sessionExpiresAt", ${COMPANY_COLUMNS}
  FROM ${authSessions}
  LEFT JOIN ${operators} ON ${authSessions.userKind} = 'operator' AND ${operators.id} = ${authSessions.userId}
  LEFT JOIN ${clientUsers} ON ${authSessions.userKind} = 'client' AND ${clientUsers.id} = ${authSessions.userId}
  LEFT JOIN ${companies} ON ${companies.id} = ${clientUsers.companyId}
  WHERE ${authSessions.id} = $1 AND ${authSessions.revokedAt} IS NULL AND ${authSessions.expiresAt} > now()`);
interface SessionPrincipalRow extends CompanyColumns {
  opId: number | null;
  opAccountType: AccountType;
  opUsername: string;
  opEmail: string;
  opName: string | null;
  opScope: string[];
  opCanView: CanView;
  opAllCompanies: boolean;
  opCompanyIds: number[];
  opAllRegions: boolean;
  opRegions: string[];
  opLocationIds: number[];
  userId: number | null;
  userActive: boolean;
  userEmail: string;
  userName: string | null;
  /** The database's text of the session's end. */
  sessionExpiresAt: string;
}

/**
 * The caller behind verified token claims and when its session ends (epoch ms): null when the session is closed or
 * expired, or the user deactivated. Requests and sockets ask plugins/auth.ts sessionPrincipal (which keeps it).
 */
export async function loadSessionPrincipal(
  db: Db,
  claims: TokenClaims,
): Promise<{ principal: Principal; expiresAt: number } | null> {
  const [row] = await runTextStatement<SessionPrincipalRow>(db, { text: SESSION_PRINCIPAL, params: [claims.sid] });
  if (!row) return null;
  const principal = principalOfSession(row, claims);
  return principal && { principal, expiresAt: Date.parse(isoTimestamp(row.sessionExpiresAt)!) };
}

function principalOfSession(row: SessionPrincipalRow, claims: TokenClaims): Principal | null {
  if (claims.kind === 'operator') {
    if (row.opId === null || row.opId !== claims.uid || row.opAccountType === 'deactivated') return null;
    return {
      kind: 'operator',
      id: row.opId,
      sessionId: claims.sid,
      apiKeyId: null,
      username: row.opUsername,
      email: row.opEmail,
      name: row.opName,
      accountType: row.opAccountType,
      scope: row.opScope,
      tenant: operatorReach({
        allCompanies: row.opAllCompanies,
        companyIds: row.opCompanyIds,
        allRegions: row.opAllRegions,
        regions: row.opRegions,
        locationIds: row.opLocationIds,
      }),
      companyId: null,
      companyName: null,
      companyStatus: null,
      registrationSteps: {
        productSelectionCompleted: null,
        locationsCompleted: null,
        companyDataCompleted: null,
        contractGenerated: null,
      },
      activated: true,
      settings: { dashboardImage: null, defaultLocationId: null },
      permissions: computePermissions({
        kind: 'operator',
        scope: row.opScope,
        accountType: row.opAccountType,
        canView: row.opCanView,
      }),
    };
  }
  if (row.userId === null || row.companyId === null || row.userId !== claims.uid || !row.userActive) return null;
  const ofCompany = companyPrincipalPart(companyOf(row));
  return {
    kind: 'client',
    id: row.userId,
    sessionId: claims.sid,
    apiKeyId: null,
    username: row.userEmail,
    email: row.userEmail,
    name: row.userName,
    accountType: null,
    scope: [],
    ...ofCompany,
    permissions: computePermissions({
      kind: 'client',
      scope: [],
      accountType: null,
      canView: null,
      companyActivated: ofCompany.activated,
    }),
  };
}

/**
 * Why verified claims no longer open the console (loadSessionPrincipal answered null): 401 `account_deactivated` when
 * the user's account was deactivated (its sessions were ended with it), so the console can say why it logged out;
 * otherwise 401 `session_expired` (signed out, expired, ended by a password change).
 */
export async function sessionRefusal(db: Db, claims: TokenClaims): Promise<HttpError> {
  const deactivated =
    claims.kind === 'operator'
      ? (
          await db
            .select({ off: sql<boolean>`${operators.accountType} = 'deactivated'` })
            .from(operators)
            .where(eq(operators.id, claims.uid))
        )[0]?.off
      : (
          await db
            .select({ off: sql<boolean>`NOT ${clientUsers.active}` })
            .from(clientUsers)
            .where(eq(clientUsers.id, claims.uid))
        )[0]?.off;
  return deactivated
    ? unauthorized('account_deactivated', 'This account is deactivated')
    : unauthorized('session_expired', 'Your session has expired');
}

/** What a client user and an API key share: their company as tenant, its standing and settings. */
function companyPrincipalPart(
  company: CompanyStanding &
    Pick<typeof companies.$inferSelect, 'id' | 'name' | 'dashboardImage' | 'defaultLocationId'>,
) {
  return {
    tenant: companyReach(company.id),
    companyId: company.id,
    companyName: company.name,
    companyStatus: company.status,
    ...standingOf(company),
    settings: { dashboardImage: company.dashboardImage, defaultLocationId: company.defaultLocationId },
  } satisfies Partial<Principal>;
}

/** A company's status and registration steps; the steps' times as Date (drizzle) or text (named statements). */
type CompanyStanding = Pick<typeof companies.$inferSelect, 'status'> & {
  [K in 'productSelectionCompletedAt' | 'locationsCompletedAt' | 'companyDataCompletedAt' | 'contractGeneratedAt']:
    Date | string | null;
};

/** A company's registration steps, and whether it is activated (active, every step done): client users may write orders. */
export function standingOf(company: CompanyStanding): { registrationSteps: RegistrationSteps; activated: boolean } {
  const registrationSteps: RegistrationSteps = {
    productSelectionCompleted: isoTimestamp(company.productSelectionCompletedAt),
    locationsCompleted: isoTimestamp(company.locationsCompletedAt),
    companyDataCompleted: isoTimestamp(company.companyDataCompletedAt),
    contractGenerated: isoTimestamp(company.contractGeneratedAt),
  };
  return {
    registrationSteps,
    activated: company.status === 'active' && Object.values(registrationSteps).every(Boolean),
  };
}

/** The key with its company, in one named statement by the unique key_hash index (as the session's, above). */
const API_KEY_PRINCIPAL =
  sqlText(sql`SELECT ${apiKeys.id} AS "id", ${apiKeys.name} AS "name", ${apiKeys.prefix} AS "prefix",
  ${apiKeys.lastUsedAt} AS "lastUsedAt", ${COMPANY_COLUMNS}
  FROM ${apiKeys} INNER JOIN ${companies} ON ${companies.id} = ${apiKeys.companyId}
  WHERE ${apiKeys.keyHash} = $1 AND ${apiKeys.revokedAt} IS NULL`);
interface ApiKeyPrincipalRow extends CompanyColumns {
  id: number;
  name: string;
  prefix: string;
  lastUsedAt: string | null;
}

/**
 * The caller behind an API key (Bearer `dck_…`): null when the key is unknown or revoked, or its company gone or
 * inactive. It acts as its company's client (tenant: that company only) with the rights of an operator of account
 * type `api` with the `orders` scope: orders read, write only while the company is activated (as for client users),
 * the api canView defaults, nothing else (no settings page). lastUsedAt comes back for the caller to record the use.
 */
export async function loadApiKeyPrincipal(
  db: Db,
  key: string,
): Promise<{ principal: Principal; lastUsedAt: Date | null } | null> {
  const [row] = await runTextStatement<ApiKeyPrincipalRow>(db, { text: API_KEY_PRINCIPAL, params: [hashApiKey(key)] });
  if (!row || row.companyStatus === 'inactive') return null;
  const ofCompany = companyPrincipalPart(companyOf(row));
  const scope = API_KEY_SCOPE;
  const permissions = apiKeyPermissions(ofCompany.activated);
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
  return { principal, lastUsedAt: row.lastUsedAt === null ? null : new Date(row.lastUsedAt) };
}

const API_KEY_SCOPE = ['orders'];

/**
 * What an API key may do: an operator of account type `api` with the orders scope, writing only while its company is
 * activated (as its client users), without the settings page.
 */
export function apiKeyPermissions(companyActivated: boolean): Permissions {
  const permissions = computePermissions({ kind: 'operator', scope: API_KEY_SCOPE, accountType: 'api', canView: null });
  permissions.orders.canWrite = companyActivated;
  permissions.settings.canAccessPage = false;
  return permissions;
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
  if (p.apiKeyId !== null)
    return { kind: 'api_key', id: p.apiKeyId, name: `${p.username} (${p.companyName ?? p.companyId})` };
  return { kind: p.kind, id: p.id, name: p.username };
}
