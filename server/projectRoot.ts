// The project's root folder: the nearest folder above this module that holds package.json. Found rather than fixed
// relative to the module, because the server runs from two places: its TypeScript (server/, under tsx: tests, dev)
// and its bundle (build/server/main.mjs, `npm start`; scripts/build-server.ts), where every module is one file.
import { existsSync } from 'node:fs';
import path from 'node:path';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PROJECT_ROOT = findRoot(import.meta.dirname);
/** The database's migrations (drizzle-kit's output; read at start by the migrator, and for readiness). */
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
