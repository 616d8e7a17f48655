// Who is calling: the signed-in user with its tenant (companies, regions) and permission flag tree.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authSessions, clientUsers, companies, operators } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { computePermissions } from '../../src/domain/permissions.ts';
import type { MeResponse, Permissions, RegistrationSteps } from '../../src/domain/api.ts';
import type { AccountType, CompanyStatus, UserKind } from '../../src/domain/enums.ts';
import type { TokenClaims } from './auth.ts';
import type { Actor } from './audit.ts';

/** What rows a user may see: a client user only its own company; an operator its assigned companies and regions. */
export interface Tenant {
  allCompanies: boolean;
  companyIds: number[];
  allRegions: boolean;
  regions: string[];
}

export interface Principal {
  kind: UserKind;
  id: number;
  sessionId: string;
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
  const registrationSteps: RegistrationSteps = {
    productSelectionCompleted: iso(company.productSelectionCompletedAt),
    locationsCompleted: iso(company.locationsCompletedAt),
    companyDataCompleted: iso(company.companyDataCompletedAt),
    contractGenerated: iso(company.contractGeneratedAt),
  };
  const activated = company.status === 'active' && Object.values(registrationSteps).every(Boolean);
  return {
    kind: 'client',
    id: user.id,
    sessionId: claims.sid,
    username: user.email,
    email: user.email,
    name: user.name,
    accountType: null,
    scope: [],
    tenant: { allCompanies: false, companyIds: [company.id], allRegions: true, regions: [] },
    companyId: company.id,
    companyName: company.name,
    companyStatus: company.status,
    registrationSteps,
    activated,
    settings: { dashboardImage: company.dashboardImage, defaultLocationId: company.defaultLocationId },
    permissions: computePermissions({ kind: 'client', scope: [], accountType: null, canView: null, companyActivated: activated }),
  };
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
  return { kind: p.kind, id: p.id, name: p.username };
}
