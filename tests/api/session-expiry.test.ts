import { describe, expect, it } from 'vitest';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

// Five seconds: sign-in and the first call must fit in the lifetime even on a busy machine (on PostgreSQL a 1 s token
// sometimes expired before its first use).
const TTL_SECONDS = 5;
const ctx = setupApp({ tokenTtlSeconds: TTL_SECONDS });

describe('token expiry', () => {
  it('answers 401 for calls and refresh once the token has expired', { timeout: 30_000 }, async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, (TTL_SECONDS + 1) * 1000 + 100));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});
