// Seeds the configured database (DATA_DIR / DATABASE_URL, see server/config.ts):
//   node --import tsx scripts/seed.ts [--bulk N]
// The demo data set is added when the database has no operator yet; --bulk N then adds N generated orders.
import { configOrExit } from './cliSupport.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { seedBulkOrders } from '../server/seed/bulk.ts';
import { DEMO_LOGINS, isSeeded, seedDemo } from '../server/seed/demo/index.ts';

const USAGE = 'usage: node --import tsx scripts/seed.ts [--bulk N]';

function parseArgs(argv: string[]): { bulk: number } {
  let bulk = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const value = arg === '--bulk' ? argv[++i] : arg.startsWith('--bulk=') ? arg.slice('--bulk='.length) : undefined;
    if (value === undefined || !/^\d+$/.test(value.replace(/_/g, ''))) {
      console.error(USAGE);
      process.exit(2);
    }
    bulk = Number(value.replace(/_/g, ''));
  }
  return { bulk };
}

const COUNTED_TABLES = [
  'regions',
  'companies',
  'locations',
  'products',
  'drivers',
  'warehouses',
  'orders',
  'operators',
  'client_users',
];

async function currentCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await database.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    counts[table] = row.count;
  }
  return counts;
}

const { bulk } = parseArgs(process.argv.slice(2));
const config = configOrExit('seed');
const database = await openDatabase(config);
try {
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  if (await isSeeded(database.db)) {
    console.log(`${where}: already seeded, demo seed skipped.`);
  } else {
    const started = performance.now();
    const summary = await seedDemo(database.db, { geoDataDir: config.geoDataDir });
    console.log(`${where}: demo seeded in ${Math.round(performance.now() - started)} ms`);
    console.table(summary);
    console.log('Demo logins:');
    for (const login of DEMO_LOGINS)
      console.log(`  ${login.kind.padEnd(8)} ${login.username} / ${login.password}  — ${login.description}`);
  }
  if (bulk > 0) {
    const started = performance.now();
    const added = await seedBulkOrders(database, bulk);
    console.log(`Added ${added} bulk orders in ${Math.round(performance.now() - started)} ms`);
  }
  console.table(await currentCounts(database));
} finally {
  await database.close();
}
