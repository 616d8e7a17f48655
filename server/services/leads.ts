// Leads for sales: demo requests of the public sales landing page (POST /lead/register), and coverage leads, a shop's
// interest in a city we do not deliver from yet (recorded here when a registration's city or a saved pickup point
// lies outside every region; one per company and city); and the operators' list of them. A lead is stored with its
// audit entry in one transaction; every demo request from a client address counts against a limit
// (attemptThrottle.ts), honeypot ones included; a filled honeypot stores nothing.
import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { clientUsers, companies, leads } from '../db/schema.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { audit, type Actor } from './audit.ts';
import { reserveAttempt, type ThrottleRule } from './attemptThrottle.ts';
import type { RateLimits } from './rateLimits.ts';
import {
  isHoneypotFilled,
  type LeadListQuery,
  type LeadListResponse,
  type LeadRegisterInput,
  type LeadRow,
} from '../../domain/leadSchemas.ts';
import {
  COVERAGE_LEAD_SOURCES,
  SIMPLE_DELIVERY_LEAD_SOURCE,
  type CoverageLeadSource,
} from '../../domain/leadConstants.ts';
import { placeKey } from '../../domain/placeNames.ts';
import { notFound } from '../errors.ts';
import { coverageOf, regionsServingCity } from './coverage.ts';
import { companyInReach } from '../access/reach.ts';
import type { Tenant } from './principal.ts';

export const PUBLIC_LANDING_ACTOR: Actor = { kind: 'public', id: null, name: 'landing page' };

/** Every submission from a client address counts (RATE_LIMITS.demoRequestsPerClient); past it 429 until the window ends. */
export const leadThrottleRules = (
  limits: Pick<RateLimits, 'demoRequestsPerClient'>,
  clientIp: string,
): ThrottleRule[] => [{ key: `LEAD/CLIENT ${clientIp}`, ...limits.demoRequestsPerClient }];

export interface RegisterLeadResult {
  /** The stored lead's id; null for a honeypot submission (nothing stored). */
  id: number | null;
}

/** Stores a demo request (429 `too_many_requests` beyond the per-address limit). */
export async function registerLead(
  db: Db,
  limits: Pick<RateLimits, 'demoRequestsPerClient'>,
  input: LeadRegisterInput,
  client: { ip: string },
): Promise<RegisterLeadResult> {
  // Counted and never given back: each submission is a use of the limit, whatever its outcome.
  await reserveAttempt(
    db,
    leadThrottleRules(limits, client.ip),
    'too_many_requests',
    'Too many demo requests from this address; try again later',
  );
  if (isHoneypotFilled(input)) return { id: null };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        companyName: input.companyName,
        message: input.message ?? null,
        source: input.source ?? null,
      })
      .returning({ id: leads.id });
    // The audit keeps who and where from, not the contact data itself (that lives in the leads table only).
    await audit(tx, PUBLIC_LANDING_ACTOR, {
      action: 'lead.register',
      entity: 'lead',
      entityId: row.id,
      after: { companyName: input.companyName, source: input.source ?? null, consent: true, ip: client.ip },
    });
    return { id: row.id };
  });
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A page of leads, the latest shown first (a coverage lead said again comes up); `q` matches the name, e-mail,
 * company name and city (case-insensitive), `kind` narrows to one kind. A lead of a registered company (a coverage
 * lead) is the tenant's when its company is; a lead of no company (a demo request) is every operator's.
 */
export async function listLeads(db: Db, tenant: Tenant, query: LeadListQuery): Promise<LeadListResponse> {
  const inReach = companyInReach(tenant, leads.companyId);
  const conditions: (SQL | undefined)[] = [inReach && or(isNull(leads.companyId), inReach)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(ilike(leads.name, like), ilike(leads.email, like), ilike(leads.companyName, like), ilike(leads.city, like)),
    );
  }
  if (query.kind) conditions.push(eq(leads.kind, query.kind));
  const condition = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(condition)
      .orderBy(desc(leads.updatedAt), desc(leads.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(leads).where(condition),
  ]);
  const items: LeadRow[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    email: r.email,
    phone: r.phone,
    companyName: r.companyName,
    message: r.message,
    source: r.source,
    city: r.city,
    zipCode: r.zipCode,
    companyId: r.companyId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
  return { items, total: Number(total) };
}

// ---- Coverage leads ---------------------------------------------------------------------------------------------------

export interface CoverageLeadInput {
  companyId: number;
  /** The company's contact: its owner's e-mail (null when it has none), name and phone, and its name. */
  email: string | null;
  name: string | null;
  phone: string | null;
  companyName: string | null;
  /** The city we do not deliver from yet, as the shop wrote it; and the pickup point's postcode, when from one. */
  city: string;
  zipCode: string | null;
  source: CoverageLeadSource;
}

/**
 * Records a company's interest in a city we do not deliver from yet, for sales (the operators' lead list, kind
 * `coverage`). One lead per company and city (placeKey: "Łódź" and "lodz" are one): saying it again keeps the lead and
 * refreshes its time, contact, postcode and source. Writes an audit entry (without the contact data); call it inside
 * the transaction of the change that showed the interest, or in one of its own.
 */
export async function recordCoverageLead(tx: DbOrTx, input: CoverageLeadInput, actor: Actor): Promise<{ id: number }> {
  const city = input.city.trim();
  const contact = {
    name: input.name,
    email: input.email,
    phone: input.phone,
    companyName: input.companyName,
    source: input.source,
  };
  const [row] = await tx
    .insert(leads)
    .values({
      kind: 'coverage',
      ...contact,
      message: null,
      city,
      cityKey: placeKey(city),
      zipCode: input.zipCode,
      companyId: input.companyId,
    })
    .onConflictDoUpdate({
      target: [leads.companyId, leads.cityKey],
      targetWhere: sql`kind = 'coverage'`,
      set: {
        ...contact,
        city,
        // A registration's city has no postcode: a pickup point's stays.
        zipCode: input.zipCode ?? sql`${leads.zipCode}`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: leads.id });
  await audit(tx, actor, {
    action: 'lead.coverage',
    entity: 'lead',
    entityId: row!.id,
    after: { companyId: input.companyId, city, zipCode: input.zipCode, source: input.source },
  });
  return { id: row!.id };
}

/**
 * At registration (inside its transaction): a city we do not deliver from (regionsServingCity, the rule of the
 * coverage check the form shows) records a coverage lead with the new account's contact. The registration itself is
 * never refused for it: the shop's data is kept.
 */
export async function recordRegistrationCoverageLead(
  tx: DbOrTx,
  input: Omit<CoverageLeadInput, 'source' | 'zipCode' | 'city'> & { city: string | null | undefined },
  actor: Actor,
): Promise<void> {
  const city = input.city?.trim();
  if (!city || (await regionsServingCity(tx, city)).length > 0) return;
  await recordCoverageLead(tx, { ...input, city, zipCode: null, source: COVERAGE_LEAD_SOURCES.registration }, actor);
}

/** The contact of a company for its leads: its owner as registered, else its first client user. */
async function companyContact(db: DbOrTx, companyId: number) {
  const [company] = await db
    .select({ name: companies.name, ownerInfo: companies.ownerInfo })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return null;
  const owner = company.ownerInfo;
  if (owner?.email)
    return { companyName: company.name, name: owner.name ?? null, email: owner.email, phone: owner.phone ?? null };
  const [user] = await db
    .select({ name: clientUsers.name, email: clientUsers.email, phone: clientUsers.phone })
    .from(clientUsers)
    .where(eq(clientUsers.companyId, companyId))
    .orderBy(asc(clientUsers.id))
    .limit(1);
  return {
    companyName: company.name,
    name: user?.name ?? null,
    email: user?.email ?? null,
    phone: user?.phone ?? null,
  };
}

/** A saved pickup point, as the coverage lead reads it. */
export interface SavedPickupPoint {
  companyId: number;
  active: boolean;
  address: { city: string; zipCode: string };
}

/**
 * After pickup points were saved (POST /region/locations/add and /update, the registration's add-locations): each
 * active one outside every region (coverageOf on its postcode and city, as the form's check said) records a coverage
 * lead of its company and city, in one transaction. Points in a served place record nothing.
 */
export async function recordPickupPointLeads(
  db: Db,
  geoDataDir: string,
  points: readonly SavedPickupPoint[],
  actor: Actor,
): Promise<void> {
  const outside = new Map<string, SavedPickupPoint>();
  for (const point of points) {
    if (!point.active) continue;
    const key = `${point.companyId} ${placeKey(point.address.city)}`;
    if (outside.has(key)) continue;
    const coverage = await coverageOf(db, geoDataDir, { city: point.address.city, zipCode: point.address.zipCode });
    if (!coverage.served) outside.set(key, point);
  }
  if (outside.size === 0) return;
  await db.transaction(async (tx) => {
    for (const point of outside.values()) {
      const contact = await companyContact(tx, point.companyId);
      if (!contact) continue;
      await recordCoverageLead(
        tx,
        {
          companyId: point.companyId,
          ...contact,
          city: point.address.city,
          zipCode: point.address.zipCode,
          source: COVERAGE_LEAD_SOURCES.pickupPoint,
        },
        actor,
      );
    }
  });
}

export interface SimpleDeliveryRequest {
  /** The lead of the request. */
  id: number;
  /** When the company had asked already: the lead is the earlier one, nothing new is stored. */
  alreadyRequested: boolean;
}

/**
 * A registered client asks for SIMPLE Delivery (the product step's "contact us" option, which our sales team sets up):
 * a lead with the user's contact and the company's name, source SIMPLE_DELIVERY_LEAD_SOURCE, for the operators' list
 * of demo requests. One per user: asking again answers the earlier lead. One transaction with the audit entry.
 */
export async function registerSimpleDeliveryRequest(
  db: Db,
  client: { userId: number; companyId: number; actor: Actor },
): Promise<SimpleDeliveryRequest> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        name: clientUsers.name,
        email: clientUsers.email,
        phone: clientUsers.phone,
        companyName: companies.name,
      })
      .from(clientUsers)
      .innerJoin(companies, eq(companies.id, clientUsers.companyId))
      .where(and(eq(clientUsers.id, client.userId), eq(clientUsers.companyId, client.companyId)))
      .for('update', { of: clientUsers });
    if (!user) throw notFound('user_not_found', 'User not found');
    const [earlier] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.email, user.email), eq(leads.source, SIMPLE_DELIVERY_LEAD_SOURCE)))
      .limit(1);
    if (earlier) return { id: earlier.id, alreadyRequested: true };
    const [row] = await tx
      .insert(leads)
      .values({
        name: user.name,
        email: user.email,
        phone: user.phone,
        companyName: user.companyName,
        message: null,
        source: SIMPLE_DELIVERY_LEAD_SOURCE,
      })
      .returning({ id: leads.id });
    await audit(tx, client.actor, {
      action: 'lead.register',
      entity: 'lead',
      entityId: row!.id,
      after: { source: SIMPLE_DELIVERY_LEAD_SOURCE, companyId: client.companyId, companyName: user.companyName },
    });
    return { id: row!.id, alreadyRequested: false };
  });
}
