// The API suite's databases, made once per run instead of once per file (a file's fresh PGlite used to run initdb
// and every migration: most of its time).
// - `api` (PGlite): an in-memory PGlite is migrated once and its data directory saved as an image; each file's
//   database starts from that image (tests/api/testDatabase.ts).
// - `api-pg` (PostgreSQL): a throw-away server from Debian's binaries (or TEST_DATABASE_URL's), with one migrated
//   template database; each file's database is `CREATE DATABASE … TEMPLATE` of it, a file copy.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client.ts';
import { adminStatement, createDatabase, startTempPostgres } from '../../scripts/temp-postgres.ts';
import type { TestPostgres } from './testDatabase.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory image (a tar file), for the `api` project. */
    pgliteImage: string;
    /** The PostgreSQL server and migrated template database of the `api-pg` project (null on PGlite). */
    postgres: TestPostgres | null;
  }
}

export default async function setup(project: TestProject) {
  const temp = mkdtempSync(path.join(os.tmpdir(), 'dc-api-db-'));
  const cleanups: (() => unknown)[] = [() => rmSync(temp, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups) await cleanup();
  };
  try {
    if (project.name === 'api-pg') {
      let adminUrl = process.env.TEST_DATABASE_URL;
      if (!adminUrl) {
        const pg = startTempPostgres(40000 + (process.pid % 20000), { inMemory: true });
        if (!pg)
          throw new Error(
            'The api-pg project needs PostgreSQL: apt-get install postgresql, or set TEST_DATABASE_URL to a server',
          );
        cleanups.unshift(pg.stop);
        adminUrl = pg.socketUrl;
      }
      const { name: template, url } = await createDatabase(adminUrl, 'dc_template');
      cleanups.unshift(() => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
      const database = await openDatabase({ databaseUrl: url, dataDir: '' });
      await database.close();
      project.provide('postgres', { adminUrl, template });
      project.provide('pgliteImage', '');
    } else {
      const database = await openDatabase({ dataDir: 'memory://' });
      const image = await database.pgliteImage!();
      await database.close();
      const file = path.join(temp, 'migrated.tar');
      writeFileSync(file, Buffer.from(await image.arrayBuffer()));
      project.provide('pgliteImage', file);
      project.provide('postgres', null);
    }
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
