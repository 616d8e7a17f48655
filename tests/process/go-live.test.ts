// Going live as the README's "Go live" says: SEED_DEMO=false on an empty embedded database gives an empty, working
// system with no demo logins; `npm run create-admin` makes the first super admin (refused while the server holds
// the folder), `npm run import:zip-codes -- … --create-regions` the regions and their coverage; the admin signs in
// and finds them, and an empty order list.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config.ts';
import type { ZipCodeSearchResult } from '../../domain/locationApi.ts';
import { call, cleanEnv, runToEnd, signIn, startServer, tempDir, type ServerProcess } from './support.ts';

const cleanups: (() => unknown)[] = [];
let env: NodeJS.ProcessEnv;
let first: ServerProcess;

const script = (name: string, args: string[], input?: string) =>
  runToEnd(
    spawn(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    }),
    input ?? '',
  );

beforeAll(async () => {
  const dir = tempDir('dc-live-');
  cleanups.push(dir.remove);
  env = cleanEnv({ SEED_DEMO: 'false', NODE_ENV: 'production', DATA_DIR: path.join(dir.dir, 'data') });
  first = await startServer(PROJECT_ROOT, env);
  cleanups.unshift(first.stop);
}, 180_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('going live without the demo', () => {
  it('starts an empty system: no demo logins printed or present, a hint to create the first admin', async () => {
    const messages = first.lines.map((l) => l.msg);
    expect(messages.some((m) => m.includes('Demo logins') || m.includes('demo data seeded'))).toBe(false);
    expect(first.lines.find((l) => l.level === 40 && l.msg.includes('no account exists yet'))?.msg).toContain(
      'npm run create-admin -- --username NAME',
    );
    expect((await call(`${first.url}/api/health`)).status).toBe(200);
    await expect(signIn(first.url, 'admin', 'admin123')).rejects.toThrow(/answered 401/);
  });

  it('refuses create-admin while the server holds the embedded database', async () => {
    const run = await script('create-admin', ['--username', 'anna.nowak'], 'Secret-pass-1\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/the server is running on .+ \(pid \d+\): stop it first/);
  });

  it('creates the first admin and the regions with their coverage, then serves them', async () => {
    await first.stop();
    const admin = await script('create-admin', ['--username', 'anna.nowak'], 'Secret-pass-1\n');
    expect(admin.code, admin.stderr).toBe(0);
    const again = await script('create-admin', ['--username', 'Anna.Nowak'], 'Other-pass-2\n');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is already taken');

    const areas = path.join(PROJECT_ROOT, 'geodata', 'zip-code-areas-demo-cities.geojson.gz');
    const imported = await script('import-zip-codes', [areas, '--create-regions', 'Kraków,Gdańsk']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Regions created: Kraków, Gdańsk');

    const server = await startServer(PROJECT_ROOT, env);
    cleanups.unshift(server.stop);
    expect(server.lines.some((l) => l.msg.includes('no account exists yet'))).toBe(false);
    const token = await signIn(server.url, 'anna.nowak', 'Secret-pass-1');
    const me = await call<{ user: { scope: string[] } }>(`${server.url}/api/@me`, { token });
    expect(me.body.user.scope).toEqual(['superAdmin', 'wallet', 'zipCodes']);
    const regions = await call<{ name: string }[]>(`${server.url}/api/region/list`, { token });
    expect(regions.body.map((r) => r.name)).toEqual(['Gdańsk', 'Kraków']);
    const query = new URLSearchParams({ street: 'Długa 1', zipCode: '80-831', city: 'Gdańsk', radius: '1' });
    const coverage = await call<ZipCodeSearchResult>(`${server.url}/api/region/zip-codes?${query}`, { token });
    expect(coverage.body.zipCodes.find((z) => z.name === '80-831')?.region).toBe('Gdańsk');
    const orders = await call<{ items: unknown[]; total: number }>(`${server.url}/api/order/list`, { token });
    expect(orders.body).toMatchObject({ items: [], total: 0 });
  });
});
