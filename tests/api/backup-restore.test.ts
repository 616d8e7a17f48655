// `npm run backup` and `npm run restore` of the embedded database (scripts/backup.ts, scripts/restore.ts,
// server/db/backup.ts) and the data-folder lock (server/db/dataDirLock.ts): a database with the API fixture and a
// company logo, backed up and restored into a fresh folder, serves the same orders and the logo; a non-empty folder is
// refused (or moved aside with --force, never deleted); both refuse while a live process holds the folder, and with
// DATABASE_URL they name the pg_dump / pg_restore commands.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { dataDirInUse, lockDataDir, LOCK_FILE } from '../../server/db/dataDirLock.ts';
import { imagesDirOf } from '../../server/services/companies.ts';
import type { OrderListItem } from '../../domain/api.ts';
import { main as backup } from '../../scripts/backup.ts';
import { main as restore } from '../../scripts/restore.ts';
import type { ScriptIo } from '../../scripts/cliSupport.ts';
import { bearer, loadFixture, login, PASSWORDS } from './fixtures.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'dc-backup-test-'));
const source = path.join(root, 'source');
const target = path.join(root, 'target');
const archive = path.join(root, 'backups', 'nightly.tar.gz');
const LOGO = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');

function fakeIo(env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const io: ScriptIo = {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
    env,
  };
  return { io, out: () => out.join(''), err: () => err.join('') };
}
const run = async (script: typeof backup, argv: string[], env: NodeJS.ProcessEnv) => {
  const fake = fakeIo(env);
  return { code: await script(argv, fake.io), out: fake.out(), err: fake.err() };
};

/** Every order as the operator's order list shows them (no date range: a range spans at most 7 days). */
async function listOrders(app: FastifyInstance) {
  const token = await login(app, 'operator', PASSWORDS.operator);
  const query = new URLSearchParams({ sort: '-createdAt' });
  const res = await app.inject({ method: 'GET', url: `/api/order/list?${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: OrderListItem[]; total: number }>();
  return { ids: body.items.map((o) => o.id), total: body.total };
}

let before: { ids: number[]; total: number };
let logoPath = '';

beforeAll(async () => {
  // A small live database in a folder: the API fixture (companies, operators, orders) and company alpha's logo.
  const app = await buildApp(testConfig({ dataDir: source }));
  try {
    await loadFixture(app.database.db);
    before = await listOrders(app);
  } finally {
    await app.close();
  }
  logoPath = path.join(imagesDirOf({ dataDir: source }), 'companies', 'alpha.svg');
  mkdirSync(path.dirname(logoPath), { recursive: true });
  writeFileSync(logoPath, LOGO);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('npm run backup / npm run restore (embedded database)', () => {
  it('backs up DATA_DIR to a .tar.gz and says how big it is', async () => {
    expect(before.total).toBeGreaterThan(0);
    const { code, out, err } = await run(backup, [archive], { DATA_DIR: source });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`Backing up the embedded database in ${source}…`);
    expect(out).toMatch(
      new RegExp(
        `Wrote ${archive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: [\\d.]+ (MB|kB) \\(\\d+ files and folders, 1 image\\) in [\\d.]+ s`,
      ),
    );
    expect(readFileSync(archive).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip
    expect(existsSync(path.join(source, LOCK_FILE))).toBe(false); // released
    expect(readdirSync(path.dirname(archive))).toEqual(['nightly.tar.gz']); // no partial file left

    // An existing file is kept unless --force; a file inside the folder would end up in the next backups.
    const again = await run(backup, [archive], { DATA_DIR: source });
    expect(again).toMatchObject({
      code: 1,
      err: `backup: ${archive} exists: choose another name, or add --force to overwrite it\n`,
    });
    const inside = await run(backup, [path.join(source, 'self.tar.gz')], { DATA_DIR: source });
    expect(inside.code).toBe(1);
    expect(inside.err).toContain('write the backup outside');
  });

  it('restores into a fresh folder: the same orders through the API, and the company logo', async () => {
    const { code, out, err } = await run(restore, [archive], { DATA_DIR: target });
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain(`Restoring ${archive} (`);
    expect(out).toMatch(
      new RegExp(
        `Restored ${target.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} in [\\d.]+ s: it answers \\(\\d+ tables, ${before.total} orders, 5 operators, 1 image\\)\\.`,
      ),
    );
    expect(existsSync(path.join(target, LOCK_FILE))).toBe(false);
    expect(readFileSync(path.join(imagesDirOf({ dataDir: target }), 'companies', 'alpha.svg'))).toEqual(LOGO);

    const app = await buildApp(testConfig({ dataDir: target }));
    try {
      expect(await listOrders(app)).toEqual(before);
    } finally {
      await app.close();
    }
  });

  it('refuses a non-empty folder; --force moves it aside, never deletes it', async () => {
    const refused = await run(restore, [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      `restore: ${target} is not empty: restore into an empty or new folder, or add --force to move it aside first\n`,
    );
    expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);

    writeFileSync(path.join(target, 'marker.txt'), 'the old folder');
    const forced = await run(restore, [archive, '--force'], { DATA_DIR: target });
    expect(forced.err).toBe('');
    expect(forced.code).toBe(0);
    const aside = readdirSync(root).filter((name) => name.startsWith('target.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(aside[0]).toMatch(/^target\.before-restore-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d$/);
    expect(forced.out).toContain(`Moved the previous ${target} aside to ${path.join(root, aside[0]!)}`);
    expect(readFileSync(path.join(root, aside[0]!, 'marker.txt'), 'utf8')).toBe('the old folder');
    expect(existsSync(path.join(target, 'marker.txt'))).toBe(false);
    expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
  });

  it('refuses a file that is no backup, and leaves the folder as it was', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'hello');
    const res = await run(restore, [bogus], { DATA_DIR: path.join(root, 'never') });
    expect(res.code).toBe(1);
    expect(res.err).toContain('is not a backup of the embedded database');
    expect(existsSync(path.join(root, 'never'))).toBe(false);
    const missing = await run(restore, [path.join(root, 'nope.tar.gz')], { DATA_DIR: path.join(root, 'never') });
    expect(missing.err).toBe(`restore: ${path.join(root, 'nope.tar.gz')} not found\n`);
  });

  it('both refuse while a live process holds the folder; a stale lock file is ignored', async () => {
    const release = lockDataDir(source);
    try {
      expect(dataDirInUse(source)).toMatchObject({ pid: process.pid });
      const line = `the server is running on ${source} (pid ${process.pid}): stop it first\n`;
      expect(await run(backup, [path.join(root, 'other.tar.gz')], { DATA_DIR: source })).toMatchObject({
        code: 1,
        err: `backup: ${line}`,
      });
      expect(await run(restore, [archive, '--force'], { DATA_DIR: source })).toMatchObject({
        code: 1,
        err: `restore: ${line}`,
      });
      expect(() => lockDataDir(source)).toThrow(line.trim()); // a second server on the folder
    } finally {
      release();
    }
    expect(existsSync(path.join(source, LOCK_FILE))).toBe(false);
    expect(existsSync(path.join(root, 'other.tar.gz'))).toBe(false);
    expect(readdirSync(root).filter((name) => name.startsWith('source.before-restore-'))).toEqual([]);

    // A lock file left by a process that died is stale: the folder is free, and the next holder replaces it.
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    writeFileSync(path.join(source, LOCK_FILE), JSON.stringify({ pid: dead, startedAt: new Date().toISOString() }));
    expect(dataDirInUse(source)).toBeNull();
    const mine = lockDataDir(source);
    expect(JSON.parse(readFileSync(path.join(source, LOCK_FILE), 'utf8'))).toMatchObject({ pid: process.pid });
    mine();
    expect(existsSync(path.join(source, LOCK_FILE))).toBe(false);
  });

  it('with DATABASE_URL both refuse and name the pg_dump / pg_restore command', async () => {
    const env = { DATABASE_URL: 'postgres://app:secret@db.example:5432/delivery' };
    expect(await run(backup, ['dump.pgc'], env)).toEqual({
      code: 1,
      out: '',
      err: 'backup: DATABASE_URL is set (PostgreSQL server): back it up with  pg_dump --format=custom --file=dump.pgc "$DATABASE_URL"\n',
    });
    expect(await run(restore, ['dump.pgc'], env)).toEqual({
      code: 1,
      out: '',
      err: 'restore: DATABASE_URL is set (PostgreSQL server): restore with  pg_restore --clean --if-exists --no-owner --dbname "$DATABASE_URL" dump.pgc\n',
    });
    const usage = await run(backup, [], {});
    expect(usage.code).toBe(1);
    expect(usage.err).toContain('usage: npm run backup -- FILE');
  });
});
