// The principals of open sessions this process read lately, so that a request does not read its session and user
// again (one statement of four tables, a round trip to the database: about a fifth of the order list's CPU in Node
// and in PostgreSQL at 1,000,000 orders, measured with and without this on one machine).
//
// A principal is kept only while nothing it was read from could have changed unheard:
// - every committed update, delete or truncate of auth_sessions, operators, client_users or companies (a logout, a
//   deactivation, a new scope, reach or canView, a company's activation, whoever wrote it) empties the cache in every
//   process (db/principalChanges.ts); a change this process writes is heard before its write resolves;
// - while the process hears no changes (no connection listening), nothing is kept, and losing the last one empties it;
// - a principal read while a change was heard is not kept (its read may have seen the rows before the change);
// - an entry serves until its session's end and at most KEEP_MS, a bound for a change that was never heard.
// API keys are not kept (loadApiKeyPrincipal, each request).
import type { PrincipalChanges } from '../db/principalChanges.ts';
import type { TokenClaims } from './auth.ts';
import type { Principal } from './principal.ts';

/** How long an entry serves at most (ms). */
export const PRINCIPAL_KEEP_MS = 60_000;
/** How many sessions' principals are kept at most (the oldest goes first). */
export const PRINCIPALS_KEPT_MAX = 10_000;

interface Entry {
  principal: Principal;
  /** The session's end, epoch ms. */
  expiresAt: number;
  storedAt: number;
}

/** Freezes a principal and everything in it: one object serves many requests, none may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  /** Moves on every change heard: a read that began before it is not kept. */
  private generation = 0;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly changes: PrincipalChanges,
    private readonly now: () => number = Date.now,
  ) {
    this.unsubscribe = changes.subscribe(() => this.forgetAll());
  }

  /** Forgets every principal kept (a change was heard). */
  forgetAll(): void {
    this.generation++;
    this.entries.clear();
  }

  /** How many principals are kept now. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * The principal of verified claims: the one kept for the session, else `load`'s (kept when it may be). `load`
   * answers the principal with its session's end, or null (no open session: nothing is kept).
   */
  async principalOf(
    claims: TokenClaims,
    load: () => Promise<{ principal: Principal; expiresAt: number } | null>,
  ): Promise<Principal | null> {
    const now = this.now();
    const kept = this.entries.get(claims.sid);
    if (kept) {
      const fresh = kept.expiresAt > now && now - kept.storedAt < PRINCIPAL_KEEP_MS;
      if (fresh && kept.principal.kind === claims.kind && kept.principal.id === claims.uid) return kept.principal;
      this.entries.delete(claims.sid);
    }
    const generation = this.generation;
    const listened = this.changes.listening();
    const loaded = await load();
    if (!loaded) return null;
    if (listened && this.changes.listening() && generation === this.generation) {
      if (this.entries.size >= PRINCIPALS_KEPT_MAX) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(claims.sid, {
        principal: deepFreeze(loaded.principal),
        expiresAt: loaded.expiresAt,
        storedAt: now,
      });
    }
    return loaded.principal;
  }

  close(): void {
    this.unsubscribe();
    this.forgetAll();
  }
}
