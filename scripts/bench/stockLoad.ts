// Load generator of the stock benchmark, in its own process (forked by stockBench.ts) so that it does not share the
// API server's event loop. `clients` closed-loop clients (each sends its next request when the previous came back)
// over keep-alive connections, for `seconds`, each picking random transfers of the console's four kinds:
// warehouse→driver (POST /stock/add), warehouse→warehouse, driver→warehouse, and driver→driver (an exchange, which
// the receiving driver then confirms through the driver API). Amounts are small and the givers are mostly ones
// that hold the product (a local, optimistic picture updated from the answers), so most transfers go through, and
// some are refused with 409 insufficient_stock as in real use.
import http from 'node:http';
import { seededRng } from '../../server/simulator/movement.ts';

export interface StockPlan {
  /** Transferable products with their company. */
  products: { id: number; companyId: number }[];
  warehouses: { id: number; companyId: number }[];
  /** Active drivers with a driver-API token, the companies they may carry (empty: all) and what they hold. */
  drivers: { id: number; token: string; allowedCompanyIds: number[]; holdings: Record<string, number> }[];
}

export interface StockLoadJob {
  baseUrl: string;
  token: string;
  clients: number;
  seconds: number;
  seed: number;
  plan: StockPlan;
}

export interface StockLoadResult {
  wallMs: number;
  /** Requests sent, by call. */
  requests: Record<string, number>;
  /** 200 answers, by call. */
  ok: Record<string, number>;
  /** Refusals by error code (409 insufficient_stock expected). */
  refused: Record<string, number>;
  /** Anything else: 5xx, network errors, unexpected codes. */
  errors: string[];
  /** Client-side latency of every answered request, ms. */
  latencies: number[];
  cpuMs: number;
}

export type StockLoadMessage = { type: 'run'; job: StockLoadJob } | { type: 'exit' };
export type StockLoadReply = { type: 'result'; result: StockLoadResult };

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

function post(
  baseUrl: string,
  path: string,
  token: string,
  body: object,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/api${path}`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          let json: Record<string, unknown> = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = {};
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export async function runStockLoad(job: StockLoadJob): Promise<StockLoadResult> {
  const result: StockLoadResult = { wallMs: 0, requests: {}, ok: {}, refused: {}, errors: [], latencies: [], cpuMs: 0 };
  const { plan } = job;
  const rng = seededRng(job.seed);
  const pick = <T>(list: T[]): T | undefined => list[Math.floor(rng() * list.length)];
  const warehousesOf = (companyId: number) => plan.warehouses.filter((w) => w.companyId === companyId);
  const mayCarry = (d: StockPlan['drivers'][number], companyId: number) =>
    d.allowedCompanyIds.length === 0 || d.allowedCompanyIds.includes(companyId);
  const holders = (productId: number) => plan.drivers.filter((d) => (d.holdings[productId] ?? 0) > 0);

  const call = async (name: string, path: string, token: string, body: object) => {
    result.requests[name] = (result.requests[name] ?? 0) + 1;
    const t = performance.now();
    try {
      const res = await post(job.baseUrl, path, token, body);
      result.latencies.push(performance.now() - t);
      if (res.status === 200) result.ok[name] = (result.ok[name] ?? 0) + 1;
      else if (res.status === 409)
        result.refused[String(res.json.errorCode)] = (result.refused[String(res.json.errorCode)] ?? 0) + 1;
      else result.errors.push(`${name}: HTTP ${res.status} ${String(res.json.errorCode ?? '')}`);
      return res;
    } catch (error) {
      result.errors.push(`${name}: ${String(error)}`);
      return null;
    }
  };
  const setHolding = (driverId: number, productId: number, amount: unknown) => {
    const d = plan.drivers.find((x) => x.id === driverId);
    if (d && typeof amount === 'number') d.holdings[productId] = amount;
  };

  const oneTransfer = async () => {
    const p = pick(plan.products)!;
    const amount = 1 + Math.floor(rng() * 3);
    const ws = warehousesOf(p.companyId);
    const carriers = plan.drivers.filter((d) => mayCarry(d, p.companyId));
    const givers = holders(p.id);
    const kind = rng();
    if (kind < 0.35 || !givers.length) {
      const w = pick(ws);
      const d = pick(carriers);
      if (!w || !d) return;
      const res = await call('stock/add', '/stock/add', job.token, {
        amount,
        warehouseId: w.id,
        driverId: d.id,
        productId: p.id,
      });
      if (res?.status === 200) setHolding(d.id, p.id, (res.json.receiving as { amount: number }).amount);
    } else if (kind < 0.5 && ws.length > 1) {
      const a = pick(ws)!;
      const b = pick(ws.filter((w) => w !== a))!;
      await call('stock/transfer-batch-wtw', '/stock/transfer-batch-wtw', job.token, {
        amount,
        givingWarehouseId: a.id,
        receivingWarehouseId: b.id,
        productId: p.id,
      });
    } else if (kind < 0.75) {
      const d = pick(givers)!;
      const w = pick(ws);
      if (!w) return;
      const res = await call('stock/transfer-batch-dtw', '/stock/transfer-batch-dtw', job.token, {
        amount,
        givingDriverId: d.id,
        receivingWarehouseId: w.id,
        productId: p.id,
      });
      if (res?.status === 200) setHolding(d.id, p.id, (res.json.giving as { amount: number }).amount);
      else if (res?.status === 409) setHolding(d.id, p.id, 0);
    } else {
      const giver = pick(givers)!;
      const receiver = pick(carriers.filter((d) => d !== giver));
      if (!receiver) return;
      const res = await call('stock/transfer-batch-finish', '/stock/transfer-batch-finish', job.token, {
        amount,
        productId: p.id,
        givingDriverId: giver.id,
        receivingDriverId: receiver.id,
      });
      if (res?.status !== 200) {
        if (res?.status === 409) setHolding(giver.id, p.id, 0);
        return;
      }
      const confirmed = await call('driver/stock/exchange/confirm', '/driver/stock/exchange/confirm', receiver.token, {
        exchangeId: res.json.exchangeId,
      });
      if (confirmed?.status === 200) {
        setHolding(giver.id, p.id, (giver.holdings[p.id] ?? 0) - amount);
        setHolding(receiver.id, p.id, (receiver.holdings[p.id] ?? 0) + amount);
      }
    }
  };

  const cpu = process.cpuUsage();
  const started = performance.now();
  const deadline = started + job.seconds * 1000;
  await Promise.all(
    Array.from({ length: job.clients }, async () => {
      while (performance.now() < deadline) await oneTransfer();
    }),
  );
  result.wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  result.cpuMs = (used.user + used.system) / 1000;
  return result;
}

process.on('message', (message: StockLoadMessage) => {
  if (message.type === 'exit') {
    agent.destroy();
    process.disconnect?.();
    return;
  }
  void runStockLoad(message.job).then((result) => process.send?.({ type: 'result', result } satisfies StockLoadReply));
});
