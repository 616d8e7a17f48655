import { describe, expect, it } from 'vitest';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp({ tokenTtlSeconds: 1 });

describe('token expiry', () => {
  it('answers 401 for calls and refresh once the token has expired', async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) })).statusCode).toBe(401);
  });
});
