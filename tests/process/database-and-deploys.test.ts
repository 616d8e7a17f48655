// Riding through the database and deploys, with real processes on a throw-away PostgreSQL server of this file's own
// (it is stopped and started under them): a start before the database waits for it, a restart under write load costs
// only 503s during the gap and no acknowledged write, events cross processes again, and a SIGTERM behind a balancer
// drains without a failed request while the consoles' sockets move to the other process.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { createTempPostgres, type TempPostgres } from '../../scripts/temp-postgres.ts';
import { loadFixture, PASSWORDS } from '../api/fixtures.ts';
import { SERVICE_STATE_EVENT, type ServiceStatePayload } from '../../domain/serviceEvents.ts';
import { startBalancer } from './balancer.ts';
import {
  call,
  cleanEnv,
  runToEnd,
  signIn,
  spawnServer,
  startServer,
  type LogLine,
  type ServerProcess,
} from './support.ts';

const SECRET = 's'.repeat(40);
const WARN = 40;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Waits until `check` holds (every 50 ms), failing after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

interface Outcome {
  text: string;
  status: number;
  errorCode?: string;
  retryAfter: string | null;
  sentAt: number;
  tookMs: number;
}

/** One write as a console sends it: a comment on an order; the outcome with its timing. */
async function comment(base: string, token: string, orderId: number, text: string): Promise<Outcome> {
  const sentAt = Date.now();
  try {
    const res = await fetch(`${base}/api/order/add-comment`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderId, comment: text }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json()) as { errorCode?: string };
    return {
      text,
      status: res.status,
      errorCode: body.errorCode,
      retryAfter: res.headers.get('retry-after'),
      sentAt,
      tookMs: Date.now() - sentAt,
    };
  } catch {
    return { text, status: 0, retryAfter: null, sentAt, tookMs: Date.now() - sentAt };
  }
}

/** The comments the database holds, by text (each acknowledged one must be there exactly once). */
async function storedComments(url: string, prefix: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ comment: string; n: number }>(
      'SELECT comment, count(*)::int AS n FROM order_comments WHERE comment LIKE $1 GROUP BY comment',
      [`${prefix}%`],
    );
    return new Map(rows.map((r) => [r.comment, r.n]));
  } finally {
    await client.end();
  }
}

/** A console's socket: the events it hears, its disconnect reasons, and whether it is connected. */
function listen(base: string, token: string) {
  const socket: Socket = io(`${base}/private`, { auth: { token }, transports: ['websocket'], reconnectionDelay: 200 });
  /** When each order event arrived. */
  const heard: number[] = [];
  const disconnects: string[] = [];
  /** What the process said of its database (SERVICE_STATE_EVENT). */
  const databaseStates: string[] = [];
  socket.on(SERVICE_STATE_EVENT, (payload: ServiceStatePayload) => databaseStates.push(payload.database));
  socket.on('editOrder', () => heard.push(Date.now()));
  socket.on('disconnect', (reason) => disconnects.push(reason));
  return { socket, heard, disconnects, databaseStates, close: () => socket.disconnect() };
}

let pgServer: TempPostgres;
let orderId: number;
const servers: ServerProcess[] = [];
const env = (extra: Record<string, string> = {}) =>
  cleanEnv({ DATABASE_URL: pgServer.url, SEED_DEMO: 'false', JWT_SECRET: SECRET, ...extra });
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const made = createTempPostgres(await freePort(), { inMemory: true });
  if (!made) throw new Error('This test needs PostgreSQL: apt-get install postgresql');
  pgServer = made; // made, not started: the first test starts the server before its database
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  pgServer?.remove();
});

describe('a start before the database', () => {
  it('gives up after DATABASE_WAIT_SECONDS with one line and exit code 1, no stack trace', async () => {
    const port = await freePort();
    const run = await runToEnd(
      spawnServer(
        PROJECT_ROOT,
        cleanEnv({
          DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres`,
          DATABASE_WAIT_SECONDS: '1',
          SEED_DEMO: 'false',
        }),
      ),
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('');
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LogLine);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [WARN, `waiting for the database at 127.0.0.1:${port}: connection refused`],
      [
        60,
        `DATABASE_URL: gave up waiting for the database at 127.0.0.1:${port}: connection refused (DATABASE_WAIT_SECONDS: 1)`,
      ],
    ]);
  });

  it('waits with a line every few seconds at most, then migrates and serves once the database is up', async () => {
    const waiting: LogLine[] = [];
    const starting = startServer(PROJECT_ROOT, env({ SHUTDOWN_DELAY_SECONDS: '1' }), 120_000, (line) => {
      if (line.msg.startsWith('waiting for')) waiting.push(line);
    });
    starting.catch(() => undefined); // awaited below
    await until(() => waiting.length > 0, 60_000, 'the first waiting line');
    await sleep(2_500); // the backoff tries several times meanwhile, and says so once
    expect(waiting.map((l) => [l.level, l.msg])).toEqual([
      [WARN, `waiting for the database at 127.0.0.1:${pgServer.port}: connection refused`],
    ]);
    await pgServer.start();
    a = await starting;
    servers.push(a);
    expect((await call(`${a.url}/api/ready`)).body).toEqual({ status: 'ready', database: 'postgres' });

    // The rest of the file: the API tests' data set, and a second process on the same database.
    const database = await openDatabase({ databaseUrl: pgServer.url, dataDir: '' });
    try {
      orderId = (await loadFixture(database.db)).orders.acceptedWaw!;
    } finally {
      await database.close();
    }
    b = await startServer(PROJECT_ROOT, env());
    servers.push(b);
  });
});

describe('migrations in progress on another process', () => {
  it('waits on their lock, saying so, and opens the database once they are done', async () => {
    const holder = new pg.Client({ connectionString: pgServer.url });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(727001)'); // the lock a migrating process holds
      const lines: string[] = [];
      const logger = { warn: (line: string) => void lines.push(line), info: () => undefined };
      const opening = openDatabase({ databaseUrl: pgServer.url, dataDir: '', databaseWaitSeconds: 30 }, { logger });
      await until(() => lines.length > 0, 10_000, 'the waiting line');
      await holder.query('SELECT pg_advisory_unlock(727001)');
      const database = await opening;
      expect(await database.migrated()).toBe(true);
      await database.close();
      expect(lines).toEqual([
        `waiting for another process to finish migrating the database at 127.0.0.1:${pgServer.port}`,
      ]);
    } finally {
      await holder.end();
    }
  });
});

describe('a database restart under write load', () => {
  it('answers 503 database_unavailable only in the gap, keeps every acknowledged write, and carries on', async () => {
    const token = await signIn(a.url, 'admin', PASSWORDS.admin);
    const console_ = listen(b.url, token);
    await until(() => console_.socket.connected, 10_000, 'the console socket on the second process');

    const outcomes: Outcome[] = [];
    const readiness: { at: number; status: number; errorCode?: string }[] = [];
    let loading = true;
    let n = 0;
    const writes = (async () => {
      while (loading) {
        outcomes.push(await comment(a.url, token, orderId, `restart load ${++n}`));
        await sleep(100);
      }
    })();
    const probes = (async () => {
      while (loading) {
        const at = Date.now();
        const res = await call<{ errorCode?: string }>(`${a.url}/api/ready`).catch(() => ({ status: 0, body: {} }));
        readiness.push({ at, status: res.status, errorCode: (res.body as { errorCode?: string }).errorCode });
        await sleep(250);
      }
    })();

    await sleep(1_000);
    const downAt = Date.now();
    await pgServer.stop(); // -m fast: every connection is terminated by the administrator
    await sleep(2_000);
    await pgServer.start();
    const upAt = Date.now();
    // Until a write succeeds again and its event reaches the console on the other process (it listens again).
    const okAfter = () => outcomes.find((o) => o.sentAt >= upAt && o.status === 200);
    const heardAfter = () => console_.heard.find((at) => at >= upAt);
    await until(() => !!okAfter() && !!heardAfter(), 15_000, 'writes and events to work again');
    const recoveredAt = okAfter()!.sentAt + okAfter()!.tookMs;
    const eventsAgainAt = heardAfter()!;
    await sleep(500);
    loading = false;
    await Promise.all([writes, probes]);

    // Both processes lived through it.
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    // Every answer came within 5 s: the write, or a 503 with Retry-After while the database was away.
    const unavailable = outcomes.filter((o) => o.status !== 200);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of outcomes) expect(o.tookMs, o.text).toBeLessThan(5_000);
    for (const o of unavailable) {
      expect([o.status, o.errorCode, o.retryAfter], o.text).toEqual([503, 'database_unavailable', '2']);
      expect(o.sentAt, o.text).toBeGreaterThanOrEqual(downAt - 200);
      expect(o.sentAt, o.text).toBeLessThan(upAt);
    }
    expect(recoveredAt - upAt).toBeLessThan(5_000);
    // Events cross the processes again (the socket.io adapter's LISTEN connection is back) within 5 s.
    expect(eventsAgainAt - upAt).toBeLessThan(5_000);
    // The console heard from its process that the database went away and came back (it shows it, then reads again).
    expect(console_.databaseStates).toEqual(['unavailable', 'available']);
    // Every acknowledged write is stored once; one that was refused is not stored twice.
    const stored = await storedComments(pgServer.url, 'restart load ');
    for (const o of outcomes) {
      if (o.status === 200) expect(stored.get(o.text), o.text).toBe(1);
      else expect(stored.get(o.text) ?? 0, o.text).toBeLessThanOrEqual(1);
    }
    // Readiness said so: not ready in the gap, ready after.
    expect(readiness.some((r) => r.at > downAt && r.at < upAt && r.status === 503)).toBe(true);
    expect(readiness.at(-1)?.status).toBe(200);
    // One line when the database went away and one when it came back, no error lines.
    const messages = (p: ServerProcess, since: number) =>
      p.lines.filter((l) => (l.time as number) >= since).map((l) => [l.level, l.msg.replace(/\d+\.\d s$/, 'N s')]);
    expect(messages(a, downAt).filter(([level]) => (level as number) >= WARN)).toEqual([
      [WARN, expect.stringMatching(/^the database is unavailable \(.+\): answering 503 until it is back$/)],
    ]);
    expect(messages(a, downAt)).toContainEqual([30, 'the database is back after N s']);
    console_.close();
    const acknowledged = outcomes.filter((o) => o.status === 200);
    console.info(
      `database restart: ${outcomes.length} writes, ${acknowledged.length} acknowledged and stored, ` +
        `${unavailable.length} answered 503 (gap ${((upAt - downAt) / 1000).toFixed(1)} s), 0 lost, first write ` +
        `${((recoveredAt - upAt) / 1000).toFixed(1)} s and the first event across processes ` +
        `${((eventsAgainAt - upAt) / 1000).toFixed(1)} s after the database was back`,
    );
  });
});

describe('a rolling restart behind a balancer', () => {
  it('drains the stopping process: readiness first, no request lost, consoles move to the other process', async () => {
    const balancer = await startBalancer([a.url, b.url]);
    const token = await signIn(balancer.url, 'admin', PASSWORDS.admin);
    const consoles = [listen(balancer.url, token), listen(balancer.url, token)];
    await until(() => consoles.every((c) => c.socket.connected), 10_000, 'the consoles');

    /** A console's write: sent again after a 503 the server says is safe to repeat (shutting_down). */
    const outcomes: Outcome[] = [];
    const refusals: Outcome[] = [];
    let loading = true;
    let n = 0;
    const writer = async () => {
      while (loading) {
        const text = `deploy load ${++n}`;
        for (let attempt = 0; ; attempt++) {
          const outcome = await comment(balancer.url, token, orderId, text);
          if (outcome.status === 503 && outcome.errorCode === 'shutting_down' && attempt < 5) {
            refusals.push(outcome);
            await sleep(Number(outcome.retryAfter) * 1000);
            continue;
          }
          outcomes.push(outcome);
          break;
        }
        const list = await call(`${balancer.url}/api/order/list`, { token });
        outcomes.push({ text: 'list', status: list.status, retryAfter: null, sentAt: 0, tookMs: 0 });
      }
    };
    const writers = [writer(), writer(), writer()];

    await sleep(1_000);
    const stoppedAt = Date.now();
    a.child.kill('SIGTERM');
    // While it drains (SHUTDOWN_DELAY_SECONDS=1) it is alive but not ready.
    await sleep(300);
    expect((await call(`${a.url}/api/health`)).status).toBe(200);
    expect(await call(`${a.url}/api/ready`)).toMatchObject({ status: 503, body: { errorCode: 'shutting_down' } });
    // Its last lines say where a stop that did not finish ended (server/main.ts, beforeExit).
    expect(await a.exited, JSON.stringify(a.lines.slice(-3))).toBe(0);
    const stopMs = Date.now() - stoppedAt;
    await until(() => consoles.every((c) => c.socket.connected), 10_000, 'the consoles to reconnect');
    await sleep(500);
    loading = false;
    await Promise.all(writers);

    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    for (const r of refusals) expect(r.errorCode).toBe('shutting_down');
    const stored = await storedComments(pgServer.url, 'deploy load ');
    for (const o of outcomes) if (o.text !== 'list') expect(stored.get(o.text), o.text).toBe(1);
    expect(a.lines.at(-1)?.msg).toBe('stopped');
    // The console that was on the stopping process was let go (not sent away: it reconnects) and hears events again.
    const moved = consoles.filter((c) => c.disconnects.length > 0);
    expect(moved.length).toBeGreaterThan(0);
    for (const c of moved) expect(c.disconnects).toEqual(['transport close']);
    const before = consoles.map((c) => c.heard.length);
    expect((await comment(balancer.url, token, orderId, 'after the deploy')).status).toBe(200);
    await until(() => consoles.every((c, i) => c.heard.length > before[i]!), 5_000, 'the event on every console');
    for (const c of consoles) c.close();
    await balancer.close();
    console.info(
      `rolling restart: ${outcomes.length} requests through the balancer, all answered 200 ` +
        `(${refusals.length} refusals sent again), the stopping process exited 0 after ${(stopMs / 1000).toFixed(1)} s`,
    );
  });
});
