// The audit log: who, when, what changed. Called inside the transaction of the change it records.
import { auditLog } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { enqueueOrderWebhooks } from './webhookOutbox.ts';

export interface Actor {
  /**
   * 'public': a visitor without an account (the /pin page). 'api_key': a company's API key (id: the key's id), which
   * acts as the company's client.
   */
  kind: 'operator' | 'client' | 'driver' | 'system' | 'public' | 'api_key';
  id: number | null;
  name: string | null;
}

/** The operator behind an action, for the operator-id columns (null for client users, API keys, drivers, the system). */
export const operatorIdOf = (actor: Actor): number | null => (actor.kind === 'operator' ? actor.id : null);

export const SYSTEM_ACTOR: Actor = { kind: 'system', id: null, name: 'system' };
/** The demo's driver simulation (server/simulator), when it creates orders: the trail names it in words of its own. */
export const SIMULATOR_ACTOR: Actor = { kind: 'system', id: null, name: 'simulator' };

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
}

export async function audit(db: DbOrTx, actor: Actor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
  // The webhook outbox: an order's change is announced to its company's endpoints in the change's own transaction.
  if (entry.entity === 'order' && entry.entityId != null) {
    await enqueueOrderWebhooks(db, { ...entry, orderId: Number(entry.entityId) });
  }
}
