// The bench's sections that print their own tables (scripts/bench/run.ts calls them): the delivery estimate and the
// zip-code radius search on PGlite with the demo data (printed only), and the stock transfers on PostgreSQL (returned
// for bench-results; a broken conservation check sets the exit code to 1).
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/demo/index.ts';
import { startTempPostgres } from '../temp-postgres.ts';
import { startBenchApp } from './benchApp.ts';
import { benchDeliveryEstimate } from './estimateBench.ts';
import { ms, percentileCells, textTable } from './stats.ts';
import { benchStock } from './stockBench.ts';
import { benchZipCodes } from './zipCodesBench.ts';

/** A section that sends one request at a time: `requests` measured after `warmup`. */
interface OneAtATime {
  geoDataDir: string;
  requests: number;
  warmup: number;
  log: (line: string) => void;
}

/** The answers' statuses with their counts, in one line. */
const answersLine = (statuses: Record<string, number>) =>
  `  answers: ${Object.entries(statuses)
    .map(([k, n]) => `${k} ×${n}`)
    .join(', ')}`;

/** 4. POST /api/order/check-delivery-availability. */
export async function estimateSection(options: OneAtATime) {
  const e = await benchDeliveryEstimate(options);
  console.log(
    `\n[PGlite] POST /api/order/check-delivery-availability, 1 at a time, ${e.requests} requests over ${e.bodies} address pairs; ms (goal p95 ≤ ${e.goalP95Ms} ms)`,
  );
  console.log(
    textTable(
      ['time', 'n', 'p50', 'p95', 'p99', 'max', 'goal'],
      [
        ['server', ...percentileCells(e.server), e.server.p95 <= e.goalP95Ms ? 'ok' : 'MISSED'],
        ['client', ...percentileCells(e.client), ''],
      ],
    ),
  );
  console.log(answersLine(e.statuses));
}

/** 5. GET /api/region/zip-codes around the demo's pickup points. */
export async function zipCodesSection(options: OneAtATime) {
  const z = await benchZipCodes(options);
  console.log(
    `\n[PGlite] GET /api/region/zip-codes, 1 at a time, ${z.requests} requests around ${z.addresses} pickup points, ${z.areas} areas; ms (goal p95 ≤ ${z.goalP95Ms} ms)`,
  );
  console.log(
    textTable(
      ['time', 'n', 'p50', 'p95', 'p99', 'max', 'goal', 'covered', 'out', 'KB'],
      [
        ...Object.entries(z.server).map(([k, p]) => {
          const a = z.answered[k];
          return [
            `server ${k}`,
            ...percentileCells(p),
            p.p95 <= z.goalP95Ms ? 'ok' : 'MISSED',
            a?.covered ?? '',
            a?.outOfBounds ?? '',
            a?.kb ?? '',
          ];
        }),
        ['client', ...percentileCells(z.client), '', '', '', ''],
      ],
    ),
  );
  console.log(answersLine(z.statuses));
  console.log(`  bounding-box plan: ${z.plan}`);
}

/**
 * 7. Stock transfers: `clients` concurrent HTTP clients for `seconds`, then the conservation check. On a throw-away
 * PostgreSQL (or BENCH_DATABASE_URL); null when there is none.
 */
export async function stockSection(options: {
  geoDataDir: string;
  clients: number;
  seconds: number;
  log: (line: string) => void;
}) {
  const { geoDataDir, clients, seconds, log } = options;
  const external = process.env.BENCH_DATABASE_URL;
  const pg = external ? { url: external, stop: () => undefined } : startTempPostgres();
  if (!pg) {
    console.log(
      '\n[stock] SKIPPED: no PostgreSQL binaries under /usr/lib/postgresql (apt-get install postgresql) and no BENCH_DATABASE_URL',
    );
    return null;
  }
  try {
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: '' });
    try {
      const [{ version }] = await database.query<{ version: string }>(
        `SELECT current_setting('server_version') AS version`,
      );
      const engine = `PostgreSQL ${version}`;
      const [{ operators }] = await database.query<{ operators: number }>(
        'SELECT count(*)::int AS operators FROM operators',
      );
      console.log(
        `\n[stock on ${engine}] ${operators ? 'the data already in the database' : 'seeding the demo data'} …`,
      );
      if (!operators) await seedDemo(database.db, { geoDataDir, now: new Date() });
      const bench = await startBenchApp(database);
      try {
        const r = await benchStock(database, bench, { clients, seconds, engine, log });
        console.log(
          `[stock on ${engine}] ${r.clients} concurrent clients for ${r.seconds} s: ${r.transfersPerSecond} transfers/s (${r.movementsPerSecond} ledger rows/s, ${r.requestsPerSecond} requests/s)`,
        );
        console.log(
          textTable(
            ['call', 'requests', 'ok'],
            Object.entries(r.byCall).map(([call, c]) => [call, c.requests, c.ok]),
          ),
        );
        console.log(
          `  latency ms: p50 ${ms(r.latencyMs.p50)}, p95 ${ms(r.latencyMs.p95)}, p99 ${ms(r.latencyMs.p99)}, max ${ms(r.latencyMs.max)}`,
        );
        console.log(
          `  refused: ${
            Object.entries(r.refused)
              .map(([code, n]) => `${code} ×${n}`)
              .join(', ') || 'none'
          }; failed requests: ${r.errors}${r.errorSamples.length ? ` (${r.errorSamples.join('; ')})` : ''}`,
        );
        const totals = (t: Record<string, number>) => Object.values(t).reduce((a, b) => a + b, 0);
        console.log(
          `  conservation: ${r.conservation.ok ? 'ok' : 'BROKEN'} — total stock ${totals(r.before.totals)} before, ${totals(r.after.totals)} after over ${Object.keys(r.after.totals).length} products; ` +
            `negative balances ${r.after.negative}; balances off the ledger ${r.after.ledgerMismatches} (${r.before.ledgerMismatches} before); ` +
            `over-promised exchanges ${r.after.overPromised} (${r.before.overPromised} before)`,
        );
        for (const problem of r.conservation.problems) console.log(`    ${problem}`);
        if (!r.conservation.ok) process.exitCode = 1;
        return r;
      } finally {
        await bench.close();
      }
    } finally {
      await database.close();
    }
  } finally {
    pg.stop();
  }
}
