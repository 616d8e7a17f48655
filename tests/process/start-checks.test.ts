// What stops a start, said in one line: a bad variable, a geodata folder without its files, and (production on
// PostgreSQL) a process signing tokens with another secret than the live processes on the same database.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createSuperAdmin } from '../../server/services/adminAccount.ts';
import { freshPostgresDatabase, postgresServer } from '../api/testDatabase.ts';
import { call, cleanEnv, runToEnd, signIn, spawnServer, startServer, tempDir, type ServerProcess } from './support.ts';

const start = (env: Record<string, string>) => runToEnd(spawnServer(PROJECT_ROOT, cleanEnv(env)));

describe('a bad configuration stops the start with one line per variable', () => {
  it('names the variable and what it expects, on standard error, with exit code 1', async () => {
    const { code, stdout, stderr } = await start({ PORT: 'eighty', CLIENT_DIR: './dist', SEED_DEMO: 'perhaps' });
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([
      'delivery-console cannot start: PORT: expects a TCP port: a whole number from 0 to 65535 (got "eighty")',
      'delivery-console cannot start: SEED_DEMO: expects true or false (also on/off, yes/no, 1/0) (got "perhaps")',
    ]);
  });

  it('refuses a geodata folder without the postal codes', async () => {
    const empty = tempDir('dc-geo-');
    try {
      const { code, stderr } = await start({ GEO_DATA_DIR: empty.dir, DATA_DIR: 'memory://' });
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        `delivery-console cannot start: GEO_DATA_DIR: expects a folder holding postcodes-pl.csv or postcodes-pl.csv.gz (${JSON.stringify(empty.dir)} has neither)`,
      );
    } finally {
      empty.remove();
    }
  });

  it('refuses a data folder it cannot use, saying why in words, without a stack trace', async () => {
    const dir = tempDir('dc-data-');
    try {
      const file = path.join(dir.dir, 'not-a-folder');
      writeFileSync(file, 'a file where the data folder should be');
      const { code, stdout, stderr } = await start({ DATA_DIR: file, SEED_DEMO: 'false' });
      expect(code).toBe(1);
      expect(stderr).toBe('');
      const fatal = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .filter((l) => l.level === 60);
      expect(fatal.map((l) => l.msg)).toEqual([
        `DATA_DIR: cannot use ${file} for the embedded database: a file is in the way (EEXIST)`,
      ]);
    } finally {
      dir.remove();
    }
  });
});

describe('production on PostgreSQL: one signing secret for every process', () => {
  const cleanups: (() => unknown)[] = [];
  let databaseUrl: string;
  let first: ServerProcess;
  const SECRET_A = 'a'.repeat(40);

  beforeAll(async () => {
    const server = postgresServer();
    cleanups.push(server.stop);
    const fresh = await freshPostgresDatabase(server.adminUrl);
    cleanups.unshift(fresh.dropDatabase);
    databaseUrl = fresh.databaseUrl;
    first = await startServer(
      PROJECT_ROOT,
      cleanEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: SECRET_A, SEED_DEMO: 'false' }),
    );
    cleanups.unshift(first.stop);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('refuses to start with another JWT_SECRET, or with none, than a live process uses', async () => {
    const other = await start({
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'b'.repeat(40),
      SEED_DEMO: 'false',
    });
    expect(other.code).toBe(1);
    const refusal = other.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { level: number; msg: string })
      .find((l) => l.level === 60);
    expect(refusal?.msg).toMatch(/^JWT_SECRET: expects the secret the other processes on this database use/);
    expect(refusal?.msg).toContain('Set the same JWT_SECRET on every process');
    expect(other.stdout).not.toContain('b'.repeat(40));

    const generated = await start({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false' });
    expect(generated.code).toBe(1);
    expect(generated.stdout).toContain('JWT_SECRET: expects the secret the other processes on this database use');
  });

  it('starts a second process with the same secret, and a token of one works on the other', async () => {
    const second = await startServer(
      PROJECT_ROOT,
      cleanEnv({ NODE_ENV: 'production', DATABASE_URL: databaseUrl, JWT_SECRET: SECRET_A, SEED_DEMO: 'false' }),
    );
    cleanups.unshift(second.stop);
    // An empty production database: no demo logins, a hint to create the first admin.
    expect(second.lines.some((l) => l.msg.startsWith('Demo logins'))).toBe(false);
    expect(second.lines.find((l) => l.level === 40 && l.msg.includes('create-admin'))?.msg).toContain(
      'npm run create-admin -- --username NAME',
    );
    await expect(signIn(second.url, 'admin', 'admin123')).rejects.toThrow(/answered 401/);
    // The first admin, then a token signed by one process is good on the other.
    const database = await openDatabase({ databaseUrl, dataDir: '' });
    try {
      await createSuperAdmin(database.db, { username: 'boss', password: 'Secret-pass-1' });
    } finally {
      await database.close();
    }
    const token = await signIn(first.url, 'boss', 'Secret-pass-1');
    expect((await call(`${second.url}/api/@me`, { token })).status).toBe(200);
  });
});
