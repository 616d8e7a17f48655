import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import * as s from '../../server/db/schema.ts';
import { purgeExpired } from '../../server/services/housekeeping.ts';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp();
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const hoursAhead = (h: number) => new Date(Date.now() + h * 3600_000);

describe('housekeeping', () => {
  it('drops throttle rows and sessions that ended more than a day ago, and keeps the rest', async () => {
    const db = ctx.app.database.db;
    await db.insert(s.loginAttempts).values([
      { username: 'hk-old', failures: 3, windowStartedAt: hoursAgo(30) },
      { username: 'hk-fresh', failures: 3, windowStartedAt: hoursAgo(1) },
      { username: 'hk-old-but-locked', failures: 9, windowStartedAt: hoursAgo(30), lockedUntil: hoursAhead(1) },
    ]);
    const sessions = await db
      .insert(s.authSessions)
      .values([
        { userKind: 'operator', userId: 1, expiresAt: hoursAgo(26) },
        { userKind: 'operator', userId: 1, expiresAt: hoursAhead(5), revokedAt: hoursAgo(25) },
        { userKind: 'operator', userId: 1, expiresAt: hoursAgo(2) },
        { userKind: 'operator', userId: 1, expiresAt: hoursAhead(5), revokedAt: hoursAgo(1) },
      ])
      .returning({ id: s.authSessions.id });
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);

    const result = await purgeExpired(db);

    expect(result.throttleRows).toBeGreaterThanOrEqual(1);
    expect(result.sessions).toBeGreaterThanOrEqual(2);
    const attempts = await db
      .select({ username: s.loginAttempts.username })
      .from(s.loginAttempts)
      .where(inArray(s.loginAttempts.username, ['hk-old', 'hk-fresh', 'hk-old-but-locked']));
    expect(attempts.map((a) => a.username).sort()).toEqual(['hk-fresh', 'hk-old-but-locked']);
    const left = await db
      .select({ id: s.authSessions.id })
      .from(s.authSessions)
      .where(
        inArray(
          s.authSessions.id,
          sessions.map((x) => x.id),
        ),
      );
    expect(left.map((x) => x.id).sort()).toEqual([sessions[2].id, sessions[3].id].sort());
    // A live session is untouched.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(200);
  });
});
