// Reports benchmark: the ordersFull report over 120 days through the real HTTP server, streamed from the
// database cursor, against `COPY (the same SELECT) TO STDOUT` of the same rows on the same PostgreSQL: rows per
// second of each (goal: the report at least half of COPY's rate) and the peak memory of the server process while it
// streams (goal < 250 MB). The server runs in a child process (scripts/bench/serverProcess.ts) so that its resident
// memory is measured alone: VmRSS sampled every 20 ms during each run, and VmHWM (the kernel's high-water mark).
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { Database } from '../../server/db/client.ts';
import { startServerProcess } from './serverProcess.ts';
import { ordersFullReport } from '../../server/services/reports/ordersFull.ts';
import { EVERYWHERE } from '../../server/access/reach.ts';
import { addDays, dayEndIso, dayStartIso, localDay, type ReportParams } from '../../domain/reportSchemas.ts';

export interface ReportsBenchResult {
  at: string;
  engine: string;
  days: number;
  from: string;
  to: string;
  rows: number;
  copy: { rowsPerSecond: number; seconds: number; megabytes: number };
  report: { rowsPerSecond: number; seconds: number; megabytes: number; firstByteMs: number };
  ratio: number;
  goalRatio: number;
  memory: { baselineMb: number; peakRssMb: number; highWaterMb: number; goalMb: number };
  runs: number;
}

const MB = 1024 * 1024;

/** VmRSS and VmHWM of a process, in bytes (Linux). */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

/** The statement's text with its parameters written in as literals (COPY takes no parameters). */
function inline(text: string, params: unknown[]): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number') return String(v);
    if (Array.isArray(v)) return `ARRAY[${v.map(literal).join(',')}]`;
    return `'${String(v).replace(/'/g, "''")}'`;
  };
  return text.replace(/\$(\d+)/g, (_m, n: string) => literal(params[Number(n) - 1]));
}

/** COPY … TO STDOUT through node-postgres's query queue (a Submittable), counting the rows and bytes. */
function copyOut(client: pg.Client, text: string): Promise<{ rows: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    let rows = 0;
    let bytes = 0;
    let failed: Error | undefined;
    const submittable = {
      submit(connection: { query(text: string): void }) {
        connection.query(text);
      },
      handleCopyData(msg: { chunk: Buffer }) {
        rows += 1; // one CopyData message per row in text/CSV format
        bytes += msg.chunk.length;
      },
      handleCommandComplete() {},
      handleReadyForQuery() {
        if (failed) reject(failed);
        else resolve({ rows, bytes });
      },
      handleError(error: Error) {
        failed = error;
      },
      handleRowDescription() {},
      handleDataRow() {},
      handleEmptyQuery() {},
      handlePortalSuspended() {},
      handleCopyInResponse() {},
    };
    client.query(submittable as never);
  });
}

export async function benchReports(
  database: Database,
  opts: {
    databaseUrl: string;
    token: string;
    jwtSecret: string;
    engine: string;
    now: Date;
    days?: number;
    runs?: number;
    log: (line: string) => void;
  },
): Promise<ReportsBenchResult> {
  const days = opts.days ?? 120;
  const runs = Math.max(1, opts.runs ?? 3);
  const to = localDay(opts.now);
  const from = addDays(to, -(days - 1));
  const params: ReportParams = {
    from,
    to,
    region: null,
    companyIds: [],
    movementType: null,
    driverId: null,
    separator: 'comma',
    headerLang: null,
  };
  const [{ rows: expected }] = await database.query<{ rows: number }>(
    `SELECT count(*)::int AS rows FROM orders WHERE created_at >= ($1::date::timestamp AT TIME ZONE 'Europe/Warsaw')
       AND created_at < (($2::date + 1)::timestamp AT TIME ZONE 'Europe/Warsaw')`,
    [from, to],
  );
  opts.log(
    `  ordersFull ${from} … ${to} (${days} days): ${expected.toLocaleString('en')} orders; ${runs} runs of each after a warm-up`,
  );

  // COPY of the same SELECT (same columns and formatting), on its own connection.
  const statement = ordersFullReport.statement(params, EVERYWHERE);
  const copySql = `COPY (${inline(statement.text, statement.params)}) TO STDOUT WITH (FORMAT csv)`;
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  // The same planner settings as the report's transaction where they help COPY too (no JIT: it only adds compile time).
  await client.query('SET jit = off');
  let copy = { seconds: Infinity, bytes: 0, rows: 0 };
  try {
    await copyOut(client, copySql); // warm-up
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const r = await copyOut(client, copySql);
      const seconds = (performance.now() - t) / 1000;
      if (seconds < copy.seconds) copy = { seconds, ...r };
    }
  } finally {
    await client.end();
  }
  if (copy.rows !== expected) throw new Error(`bench: COPY gave ${copy.rows} rows, expected ${expected}`);

  // The report through the HTTP server in a child process.
  const server = await startServerProcess(opts.databaseUrl, opts.jwtSecret);
  const { child } = server;
  const query = new URLSearchParams({ reportType: 'full', dateFrom: dayStartIso(from), dateTo: dayEndIso(to) });
  const url = `${server.baseUrl}/api/order/generate-report?${query}`;
  let report = { seconds: Infinity, bytes: 0, rows: 0, firstByteMs: 0 };
  let peakRss = 0;
  let baseline = 0;
  let highWater = 0;
  try {
    const once = async () => {
      const t = performance.now();
      const res = await fetch(url, { headers: { authorization: `Bearer ${opts.token}` } });
      if (res.status !== 200) throw new Error(`bench: report answered ${res.status}: ${await res.text()}`);
      const firstByteMs = performance.now() - t;
      let bytes = 0;
      let lines = 0;
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.length;
        for (let i = 0; i < chunk.length; i++) if (chunk[i] === 10) lines++;
      }
      return { seconds: (performance.now() - t) / 1000, bytes, rows: lines - 1, firstByteMs };
    };
    await once(); // warm-up (and the server's first-use costs)
    baseline = memoryOf(child.pid!).rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, memoryOf(child.pid!).rss);
    }, 20);
    try {
      for (let i = 0; i < runs; i++) {
        const r = await once();
        if (r.seconds < report.seconds) report = r;
      }
    } finally {
      clearInterval(sampler);
    }
  } finally {
    highWater = memoryOf(child.pid!).hwm;
    await server.stop();
  }
  if (report.rows !== expected) throw new Error(`bench: the report gave ${report.rows} rows, expected ${expected}`);
  const copyRate = Math.round(copy.rows / copy.seconds);
  const reportRate = Math.round(report.rows / report.seconds);
  return {
    at: new Date().toISOString(),
    engine: opts.engine,
    days,
    from,
    to,
    rows: expected,
    copy: {
      rowsPerSecond: copyRate,
      seconds: Number(copy.seconds.toFixed(3)),
      megabytes: Number((copy.bytes / MB).toFixed(1)),
    },
    report: {
      rowsPerSecond: reportRate,
      seconds: Number(report.seconds.toFixed(3)),
      megabytes: Number((report.bytes / MB).toFixed(1)),
      firstByteMs: Math.round(report.firstByteMs),
    },
    ratio: Number((reportRate / copyRate).toFixed(2)),
    goalRatio: 0.5,
    memory: {
      baselineMb: Math.round(baseline / MB),
      peakRssMb: Math.round(peakRss / MB),
      highWaterMb: Math.round(highWater / MB),
      goalMb: 250,
    },
    runs,
  };
}
