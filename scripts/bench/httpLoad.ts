// Load generator of the order-list and dashboard benchmarks, in its own process (forked by listBench.ts's
// measureJobs) so that reading the responses does not share the API server's event loop. For each job it keeps
// `concurrency` requests in flight (closed loop: a request leaves when the previous one of its lane came back) over
// keep-alive connections and reports, per request, the server time from the Server-Timing header the benchmark's
// onSend hook adds (onRequest → onSend: auth, handler with its SQL, serialization) and the time the client waited.
// It stands in for consoles on other machines, yet shares this machine's cores with the server and the database: it
// runs at the lowest CPU priority (nice 19), so that it takes a core only when they leave one, as remote clients
// would not take it at all. Its own CPU per request is still reported (the "client" column).
import http from 'node:http';
import os from 'node:os';

if (process.env.BENCH_LOAD_NICE !== '0') os.setPriority(19);

export interface LoadJob {
  url: string;
  token: string;
  requests: number;
  warmup: number;
  concurrency: number;
}

export interface LoadResult {
  server: number[];
  client: number[];
  errors: string[];
  wallMs: number;
  /** CPU time of this process for the job, warm-up included. */
  cpuMs: number;
}

export type LoadMessage = { type: 'run'; id: number; job: LoadJob } | { type: 'exit' };
export type LoadReply = { type: 'result'; id: number; result: LoadResult };

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(url: string, token: string): Promise<{ status: number; serverMs: number; clientMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      (res) => {
        res.resume(); // the body is not needed; its size is the same for every run of a job
        res.on('end', () => {
          const timing = /dur=([\d.]+)/.exec(String(res.headers['server-timing'] ?? ''));
          resolve({
            status: res.statusCode ?? 0,
            serverMs: timing ? Number(timing[1]) : NaN,
            clientMs: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

async function run(job: LoadJob): Promise<LoadResult> {
  const result: LoadResult = { server: [], client: [], errors: [], wallMs: 0, cpuMs: 0 };
  const cpu = process.cpuUsage();
  const lanes = (total: number, record: boolean) => {
    let issued = 0;
    const lane = async () => {
      while (issued < total) {
        issued++;
        try {
          const r = await request(job.url, job.token);
          if (r.status !== 200) result.errors.push(`HTTP ${r.status}`);
          else if (record) {
            result.server.push(r.serverMs);
            result.client.push(r.clientMs);
          }
        } catch (error) {
          result.errors.push(String(error));
        }
      }
    };
    return Promise.all(Array.from({ length: job.concurrency }, lane));
  };
  await lanes(job.warmup, false);
  const started = performance.now();
  await lanes(job.requests, true);
  result.wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  result.cpuMs = (used.user + used.system) / 1000;
  return result;
}

process.on('message', (message: LoadMessage) => {
  if (message.type === 'exit') {
    agent.destroy();
    process.disconnect?.();
    return;
  }
  void run(message.job).then((result) =>
    process.send?.({ type: 'result', id: message.id, result } satisfies LoadReply),
  );
});
