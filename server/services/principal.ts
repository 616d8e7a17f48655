// Who is calling: the signed-in user with its tenant (companies, regions) and permission flag tree.
import { eq } from 'drizzle-orm';
import { clientUsers, companies, operators } from '../db/schema.ts';
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

export async function loadPrincipal(db: Db, claims: TokenClaims): Promise<Principal | null> {
  if (claims.kind === 'operator') {
    const [op] = await db.select().from(operators).where(eq(operators.id, claims.uid));
    if (!op || op.accountType === 'deactivated') return null;
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
  const [row] = await db
    .select({ user: clientUsers, company: companies })
    .from(clientUsers)
    .innerJoin(companies, eq(companies.id, clientUsers.companyId))
    .where(eq(clientUsers.id, claims.uid));
  if (!row || !row.user.active) return null;
  const { user, company } = row;
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
