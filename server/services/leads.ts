// Demo requests of the public sales landing page (POST /lead/register) and the operators' list of
// them. A request is stored with its audit entry in one transaction; every submission from a client address counts
// against a limit (attemptThrottle.ts), honeypot ones included; a filled honeypot stores nothing.
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { clientUsers, companies, leads } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { audit, type Actor } from './audit.ts';
import { reserveAttempt, type ThrottleRule } from './attemptThrottle.ts';
import type { RateLimits } from './rateLimits.ts';
import {
  isHoneypotFilled,
  type LeadListQuery,
  type LeadListResponse,
  type LeadRegisterInput,
  type LeadRow,
} from '../../src/domain/leadSchemas.ts';
import { SIMPLE_DELIVERY_LEAD_SOURCE } from '../../src/domain/leadConstants.ts';
import { notFound } from '../errors.ts';

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

/** A page of demo requests, newest first; `q` matches the name, e-mail and company name (case-insensitive). */
export async function listLeads(db: Db, query: LeadListQuery): Promise<LeadListResponse> {
  let condition: SQL | undefined;
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    condition = or(ilike(leads.name, like), ilike(leads.email, like), ilike(leads.companyName, like));
  }
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(leads)
      .where(condition)
      // No index on created_at (a schema change): a top-N sort of the table, fine at the volume of demo requests.
      .orderBy(desc(leads.createdAt), desc(leads.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(leads).where(condition),
  ]);
  const items: LeadRow[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    companyName: r.companyName,
    message: r.message,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total: Number(total) };
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
