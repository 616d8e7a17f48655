// When a kept principal serves and when it is read again (server/services/principalCache.ts), with a change feed
// the test drives (the database's is tested in tests/api/principal-cache.test.ts and realtime-cluster.test.ts).
import { describe, expect, it } from 'vitest';
import { PrincipalCache, PRINCIPAL_KEEP_MS, PRINCIPALS_KEPT_MAX } from '../../server/services/principalCache.ts';
import type { PrincipalChanges } from '../../server/db/principalChanges.ts';
import type { Principal } from '../../server/services/principal.ts';
import type { TokenClaims } from '../../server/services/auth.ts';

class Feed implements PrincipalChanges {
  listeners = new Set<() => void>();
  on = true;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  listening() {
    return this.on;
  }
  change() {
    for (const listener of this.listeners) listener();
  }
}

const claims = (sid: string, uid = 1, kind: TokenClaims['kind'] = 'operator') => ({ sid, uid, kind }) as TokenClaims;
const principal = (id = 1, kind: Principal['kind'] = 'operator') =>
  ({
    kind,
    id,
    tenant: { companyIds: [1, 2] },
    permissions: { orders: { canView: { price: true } } },
  }) as unknown as Principal;

function setup() {
  const feed = new Feed();
  let now = 1_000_000;
  const cache = new PrincipalCache(feed, () => now);
  let reads = 0;
  const load =
    (p: Principal | null = principal(), expiresAt = now + 3_600_000) =>
    async () => {
      reads++;
      return p && { principal: p, expiresAt };
    };
  return {
    feed,
    cache,
    load,
    reads: () => reads,
    advance: (ms: number) => (now += ms),
    now: () => now,
  };
}

describe('the principals a process keeps', () => {
  it('serves a kept principal without reading it again, until a change is heard', async () => {
    const t = setup();
    const first = await t.cache.principalOf(claims('s1'), t.load());
    expect(await t.cache.principalOf(claims('s1'), t.load())).toBe(first);
    expect(t.reads()).toBe(1);
    t.feed.change();
    expect(t.cache.size).toBe(0);
    await t.cache.principalOf(claims('s1'), t.load());
    expect(t.reads()).toBe(2);
  });

  it('keeps nothing read while a change was heard: the read may have seen the rows before it', async () => {
    const t = setup();
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { principal: principal(), expiresAt: t.now() + 60_000 };
    };
    const pending = t.cache.principalOf(claims('s1'), slow);
    t.feed.change();
    release();
    expect((await pending)?.id).toBe(1);
    expect(t.cache.size).toBe(0);
  });

  it('keeps nothing while the process hears no changes, nor what was read when it stopped hearing them', async () => {
    const t = setup();
    t.feed.on = false;
    await t.cache.principalOf(claims('s1'), t.load());
    expect(t.cache.size).toBe(0);
    t.feed.on = true;
    let release!: () => void;
    const slow = async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { principal: principal(), expiresAt: t.now() + 60_000 };
    };
    const pending = t.cache.principalOf(claims('s1'), slow);
    t.feed.on = false;
    release();
    await pending;
    expect(t.cache.size).toBe(0);
  });

  it('reads again once the session has ended, and after PRINCIPAL_KEEP_MS at most', async () => {
    const t = setup();
    await t.cache.principalOf(claims('short'), t.load(principal(), t.now() + 1_000));
    await t.cache.principalOf(claims('long'), t.load());
    t.advance(1_000);
    await t.cache.principalOf(claims('short'), t.load(null));
    expect(t.reads()).toBe(3);
    expect(await t.cache.principalOf(claims('long'), t.load())).not.toBeNull();
    expect(t.reads()).toBe(3);
    t.advance(PRINCIPAL_KEEP_MS);
    await t.cache.principalOf(claims('long'), t.load());
    expect(t.reads()).toBe(4);
  });

  it('keeps nothing for a session that is not open, and serves a kept principal only to claims of its own user', async () => {
    const t = setup();
    expect(await t.cache.principalOf(claims('s1'), t.load(null))).toBeNull();
    expect(t.cache.size).toBe(0);
    await t.cache.principalOf(claims('s2', 1, 'operator'), t.load(principal(1, 'operator')));
    const other = await t.cache.principalOf(claims('s2', 1, 'client'), t.load(principal(1, 'client')));
    expect(other?.kind).toBe('client');
    expect(t.reads()).toBe(3);
  });

  it('freezes what it keeps: no request can change the principal another one is served', async () => {
    const t = setup();
    const kept = (await t.cache.principalOf(claims('s1'), t.load()))!;
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => (kept.tenant.companyIds as number[]).push(3)).toThrow(TypeError);
    expect(() => {
      (kept.permissions.orders.canView as unknown as Record<string, boolean>).price = false;
    }).toThrow(TypeError);
  });

  it(`keeps ${PRINCIPALS_KEPT_MAX} sessions at most, the oldest going first`, async () => {
    const t = setup();
    for (let i = 0; i <= PRINCIPALS_KEPT_MAX; i++) await t.cache.principalOf(claims(`s${i}`), t.load());
    expect(t.cache.size).toBe(PRINCIPALS_KEPT_MAX);
    const reads = t.reads();
    await t.cache.principalOf(claims(`s${PRINCIPALS_KEPT_MAX}`), t.load());
    expect(t.reads()).toBe(reads);
    await t.cache.principalOf(claims('s0'), t.load());
    expect(t.reads()).toBe(reads + 1);
  });

  it('stops listening when closed', async () => {
    const t = setup();
    await t.cache.principalOf(claims('s1'), t.load());
    t.cache.close();
    expect(t.cache.size).toBe(0);
    expect(t.feed.listeners.size).toBe(0);
  });
});
