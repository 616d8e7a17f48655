// The principals a process keeps (server/services/principalCache.ts): a kept one serves the next requests, and any
// committed change of the rows it was read from, by the API or written straight into the database, applies to the
// very next request. On PGlite and on PostgreSQL (the pool's connections listen: db/principalChanges.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, login, PASSWORDS, setupApp } from './fixtures.ts';

const ctx = setupApp();
const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/@me', headers: bearer(token) });
const kept = () => ctx.app.services.principals.size;

describe('the principals a process keeps', () => {
  it('keeps a signed-in caller’s principal, and a logout ends it for the very next request', async () => {
    const token = await login(ctx.app, 'operator', PASSWORDS.operator);
    ctx.app.services.principals.forgetAll();
    expect((await me(token)).statusCode).toBe(200);
    expect(kept()).toBe(1);
    // The second request is served by the kept principal: the same answer.
    const again = await me(token);
    expect(again.statusCode).toBe(200);
    expect(again.json().user.username).toBe('operator');
    expect(kept()).toBe(1);

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    expect(kept()).toBe(0);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('session_expired');
  });

  it('applies a change written straight into the database (a script, psql) to the next request', async () => {
    const token = await login(ctx.app, 'coordinator', PASSWORDS.coordinator);
    const before = await me(token);
    expect(before.statusCode).toBe(200);
    expect(kept()).toBeGreaterThan(0);
    const scope = before.json().user.scope as string[];

    await ctx.app.database.query(`UPDATE operators SET name = 'Renamed Coordinator' WHERE username = 'coordinator'`);
    const renamed = await me(token);
    expect(renamed.json().user.name).toBe('Renamed Coordinator');
    expect(renamed.json().user.scope).toEqual(scope);

    await ctx.app.database.query(`UPDATE operators SET account_type = 'deactivated' WHERE username = 'coordinator'`);
    const refused = await me(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().errorCode).toBe('account_deactivated');
  });

  it('applies a change of the user’s company to its next request', async () => {
    const token = await login(ctx.app, 'client@alpha.pl', PASSWORDS.client);
    const before = await me(token);
    expect(before.statusCode).toBe(200);
    expect(kept()).toBeGreaterThan(0);
    const status = before.json().user.companyStatus as string;
    const next = status === 'active' ? 'pending' : 'active';

    await ctx.app.database.query(`UPDATE companies SET status = $1 WHERE id = $2`, [next, ctx.fx.companies.alpha]);
    expect((await me(token)).json().user.companyStatus).toBe(next);
    await ctx.app.database.query(`UPDATE companies SET status = $1 WHERE id = $2`, [status, ctx.fx.companies.alpha]);
    expect((await me(token)).json().user.companyStatus).toBe(status);
  });

  it('keeps nothing a rolled-back change would have touched, and keeps serving after it', async () => {
    const token = await login(ctx.app, 'admin', PASSWORDS.admin);
    expect((await me(token)).statusCode).toBe(200);
    await expect(
      ctx.app.database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`UPDATE operators SET name = 'Never' WHERE username = 'admin'`));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const after = await me(token);
    expect(after.statusCode).toBe(200);
    expect(after.json().user.name).not.toBe('Never');
  });
});
