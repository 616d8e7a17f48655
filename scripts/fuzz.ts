// Long fuzzing runs of the API (scripts/fuzz: hostile requests to every route, generated from the OpenAPI description):
//   npm run fuzz -- --runs 200                                   # on an in-memory PGlite with the demo data
//   npm run fuzz -- --runs 200 --database-url postgres://…       # on a fresh database created on that server
// Prints the number of requests and of answers ≥ 500 (and of refused or read-only requests that changed rows), then
// the first failing cases; exits 1 when there is any. --help lists the options.
import { pathToFileURL } from 'node:url';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { seedDemo } from '../server/seed/demo/index.ts';
import { startCommand, writeLine as line, type ParsedArgs, type ScriptIo } from './cliSupport.ts';
import { createFuzzCallers, describeReport, fuzzApi } from './fuzz/harness.ts';
import { adminStatement, createDatabase } from './temp-postgres.ts';

export const USAGE = `usage: npm run fuzz -- [--runs N] [--seed N] [--only TEXT] [--database-url URL] [--orders N] [--no-write-check]
  --runs N            hostile requests per route and caller (default 50)
  --seed N            the generator's seed (default: random; printed, so a run can be repeated)
  --only TEXT         only the routes whose "METHOD /api/…" contains TEXT
  --database-url URL  a PostgreSQL server (postgres://user@host:port/db): a fresh database is created on it for the
                      run and dropped afterwards; without it, an in-memory PGlite
  --orders N          orders of the demo data set (default 300)
  --no-write-check    do not check that refused and read-only requests change no row (faster)
  --max-failures N    failing cases to print (default 20)`;

export interface FuzzArgs {
  runs: number;
  seed: number;
  only?: string;
  databaseUrl?: string;
  orders: number;
  checkWrites: boolean;
  maxFailures: number;
}

export function parseFuzzArgs(argv: string[]): ParsedArgs<FuzzArgs> {
  const args: FuzzArgs = {
    runs: 50,
    seed: Math.floor(Math.random() * 2 ** 31),
    orders: 300,
    checkWrites: true,
    maxFailures: 20,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    if (flag === '--help' || flag === '-h') return { help: true };
    if (flag === '--no-write-check') {
      args.checkWrites = false;
      continue;
    }
    const value = argv[++i];
    if (value === undefined) return { error: `${flag} needs a value` };
    const count = () => (/^\d+$/.test(value) ? Number(value) : NaN);
    switch (flag) {
      case '--runs':
      case '--seed':
      case '--orders':
      case '--max-failures': {
        const n = count();
        if (!Number.isSafeInteger(n) || (flag === '--runs' && n < 1))
          return { error: `${flag} expects a whole number (got "${value}")` };
        if (flag === '--runs') args.runs = n;
        else if (flag === '--seed') args.seed = n;
        else if (flag === '--orders') args.orders = n;
        else args.maxFailures = n;
        break;
      }
      case '--only':
        args.only = value;
        break;
      case '--database-url':
        if (!/^postgres(ql)?:\/\//.test(value))
          return { error: `--database-url expects postgres://… (got "${value}")` };
        args.databaseUrl = value;
        break;
      default:
        return { error: `unknown option ${flag}` };
    }
  }
  return args;
}

/** A fresh database on the server of adminUrl, and how to drop it. */
async function freshDatabase(adminUrl: string) {
  const { name, url } = await createDatabase(adminUrl, 'dc_fuzz');
  return { url, drop: () => adminStatement(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs the command; answers the exit code. */
export async function main(argv: string[], io: ScriptIo): Promise<number> {
  const started = startCommand('fuzz', USAGE, parseFuzzArgs(argv), io);
  if (typeof started === 'number') return started;
  const { args, config } = started;
  const fresh = args.databaseUrl ? await freshDatabase(args.databaseUrl) : undefined;
  const app = await buildApp(testConfig({ geoDataDir: config.geoDataDir, databaseUrl: fresh?.url }));
  try {
    const engine = fresh ? 'PostgreSQL' : 'PGlite (in memory)';
    line(
      io.stdout,
      `fuzz: ${engine}, demo data with ${args.orders} orders, ${args.runs} requests per route and caller, seed ${args.seed}`,
    );
    await seedDemo(app.database.db, { geoDataDir: config.geoDataDir, orders: args.orders });
    const [place] = await app.database.query<{ companyId: number; regionId: number }>(
      `SELECT c.id AS "companyId", r.id AS "regionId" FROM client_users u JOIN companies c ON c.id = u.company_id, regions r
       WHERE u.email = 'client@demo.pl' ORDER BY r.id LIMIT 1`,
    );
    const callers = await createFuzzCallers(app.database, place!);
    const startedAt = Date.now();
    const report = await fuzzApi(app, callers, {
      runs: args.runs,
      seed: args.seed,
      only: args.only,
      checkWrites: args.checkWrites,
      maxFailures: args.maxFailures,
      progress: (done, total, r) => {
        if (done % 10 === 0 || done === total)
          line(
            io.stdout,
            `  ${done}/${total} routes, ${r.requests} requests, ${r.serverErrors} ≥ 500, ${r.unexpectedWrites} unexpected writes`,
          );
      },
    });
    line(io.stdout, `fuzz (${engine}, seed ${args.seed}, ${((Date.now() - startedAt) / 1000).toFixed(0)} s):`);
    for (const text of describeReport(report)) line(io.stdout, text);
    return report.serverErrors || report.unexpectedWrites ? 1 : 0;
  } finally {
    await app.close();
    await fresh?.drop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2), {
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
