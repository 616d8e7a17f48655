// Real-time fan-out benchmark: `clients` consoles connected to the /private namespace (in forked processes, each
// console with its own session), order events emitted through app.realtime.emitOrderEvent as the services do, and
// the latency from the emit call to the receipt in every console that may see the order. With other server
// processes on the same PostgreSQL (`otherServers`), the client processes take turns between the servers: the
// consoles of the other servers hear the events through the PostgreSQL adapter, as a deploy of several processes does.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Database } from '../../server/db/client.ts';
import { ORDER_LIST_EVENTS } from '../../domain/enums.ts';
import { benchUser, sessionToken, type BenchApp, type BenchUser } from './benchApp.ts';
import type { FanoutClientKind, FanoutMessage, FanoutReply } from './fanoutClients.ts';
import { percentiles, type Percentiles } from './stats.ts';
import { reachesOrder, type OrderPlace } from '../../server/access/reach.ts';

export interface FanoutOptions {
  clients: number;
  events: number;
  intervalMs: number;
  processes: number;
  /** How the consoles listen (fanoutClients.ts): on the wire, or with socket.io's client. */
  client: FanoutClientKind;
  /** Base URLs of other API server processes on the same database (none: every console on the benchmark's server). */
  otherServers?: string[];
  log: (line: string) => void;
}

export interface FanoutResult {
  clients: number;
  client: FanoutClientKind;
  /** API server processes the consoles were spread over. */
  servers: number;
  connectMs: number;
  events: number;
  eventsPerSecond: number;
  receipts: number;
  expectedReceipts: number;
  latency: Percentiles;
  /** Per event, the time until the last console had it. */
  lastReceipt: Percentiles;
  clockOffsetMs: number[];
}

const now = () => performance.timeOrigin + performance.now();

class ClientProcess {
  readonly child: ChildProcess;
  private queue: ((m: FanoutReply) => void)[] = [];

  constructor() {
    this.child = fork(path.join(import.meta.dirname, 'fanoutClients.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    this.child.on('message', (m: FanoutReply) => this.queue.shift()?.(m));
  }

  ask<T extends FanoutReply['type']>(m: FanoutMessage): Promise<Extract<FanoutReply, { type: T }>> {
    return new Promise((resolve) => {
      this.queue.push(resolve as (m: FanoutReply) => void);
      this.child.send(m);
    });
  }

  /** This process's clock minus ours, from the exchange with the shortest round trip. */
  async clockOffset(): Promise<number> {
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 30; i++) {
      const t0 = now();
      const { now: theirs } = await this.ask<'clock'>({ type: 'clock' });
      const t1 = now();
      if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: theirs - (t0 + t1) / 2 };
    }
    return best.offset;
  }

  close() {
    if (this.child.connected) this.child.send({ type: 'exit' } satisfies FanoutMessage);
  }
}

/** Whether a console gets an order's events: the rooms it joins in server/plugins/realtime.ts. */
const sees = ({ tenant }: BenchUser, order: OrderPlace) => reachesOrder(tenant, order);

export async function benchFanout(database: Database, bench: BenchApp, opts: FanoutOptions): Promise<FanoutResult> {
  // Most consoles are call-center operators of all companies; one in six a coordinator of two companies.
  const operator = await benchUser(database, 'operator');
  const admin = await benchUser(database, 'admin');
  const coordinator = await benchUser(database, 'coordinator');
  const consoles: BenchUser[] = Array.from({ length: opts.clients }, (_, i) =>
    i % 6 === 5 ? coordinator : i % 6 === 4 ? admin : operator,
  );
  const tokens = await Promise.all(consoles.map((u) => sessionToken(bench.app, u)));

  const procs = Array.from({ length: Math.max(1, Math.min(opts.processes, opts.clients)) }, () => new ClientProcess());
  const share = (i: number) => tokens.filter((_, k) => k % procs.length === i);
  const servers = [bench.baseUrl, ...(opts.otherServers ?? [])];
  const serverOf = (i: number) => servers[i % servers.length];
  const events = [...ORDER_LIST_EVENTS, 'driverLocationChange'];
  try {
    let t = performance.now();
    const connected = await Promise.all(
      procs.map((p, i) =>
        p.ask<'connected'>({ type: 'connect', baseUrl: serverOf(i), tokens: share(i), events, client: opts.client }),
      ),
    );
    const connectMs = performance.now() - t;
    const failed = connected.flatMap((c) => c.failed);
    if (failed.length) throw new Error(`fan-out: ${failed.length} consoles could not connect, first: ${failed[0]}`);
    opts.log(
      `  ${opts.clients} consoles connected in ${(connectMs / 1000).toFixed(1)} s (${procs.length} client processes, ${opts.client} clients, ${servers.length} server processes)`,
    );
    const offsets = await Promise.all(procs.map((p) => p.clockOffset()));

    // Events about real ongoing orders, in the proportions a live day has them.
    const orders = await database.query<{ id: number } & OrderPlace>(
      `SELECT o.id, o.company_id AS "companyId", r.name AS "regionName", o.pickup_location_id AS "pickupLocationId" FROM orders o JOIN regions r ON r.id = o.region_id
       WHERE o.is_ongoing ORDER BY o.id DESC LIMIT 500`,
    );
    if (!orders.length) throw new Error('fan-out: no ongoing orders to send events about');
    const eventNames = [
      'driverLocationChange',
      'driverLocationChange',
      'acceptOrder',
      'newOrder',
      'arriveOrder',
      'deliverOrder',
      'editOrder',
    ] as const;
    const sentAt: number[] = [];
    let expected = 0;
    t = performance.now();
    for (let seq = 0; seq < opts.events; seq++) {
      const order = orders[seq % orders.length];
      const event = eventNames[seq % eventNames.length];
      expected += consoles.filter((u) => sees(u, order)).length;
      sentAt[seq] = now();
      bench.app.realtime.emitOrderEvent(event, {
        orderId: order.id,
        companyId: order.companyId,
        regionName: order.regionName,
        pickupLocationId: order.pickupLocationId,
        seq,
        sentAt: sentAt[seq],
      });
      await sleep(opts.intervalMs);
    }
    const emitWindowMs = performance.now() - t;
    await sleep(1000); // stragglers

    const latencies: number[] = [];
    const last = new Map<number, number>();
    for (const [i, p] of procs.entries()) {
      const r = await p.ask<'receipts'>({ type: 'collect' });
      for (let k = 0; k < r.seq.length; k++) {
        const latency = r.at[k] - offsets[i] - sentAt[r.seq[k]];
        latencies.push(latency);
        last.set(r.seq[k], Math.max(last.get(r.seq[k]) ?? 0, latency));
      }
    }
    return {
      clients: opts.clients,
      client: opts.client,
      servers: servers.length,
      connectMs: Math.round(connectMs),
      events: opts.events,
      eventsPerSecond: Math.round((opts.events / emitWindowMs) * 1000),
      receipts: latencies.length,
      expectedReceipts: expected,
      latency: percentiles(latencies),
      lastReceipt: percentiles([...last.values()]),
      clockOffsetMs: offsets.map((o) => Math.round(o * 1000) / 1000),
    };
  } finally {
    for (const p of procs) p.close();
  }
}
