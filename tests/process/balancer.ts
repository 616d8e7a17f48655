// A load balancer for the deploy tests, as small as the behaviour they rely on from a real one (an orchestrator's
// service with a readiness probe, nginx's `proxy_next_upstream error`): requests and WebSocket upgrades go
// round-robin to the backends whose `/api/ready` answered 200 at the last check (every 200 ms), each on a new
// connection; a backend that refuses the connection (it stopped listening) is skipped and the next one gets the
// request, which is safe for any method because nothing was sent.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Balancer {
  url: string;
  /** Requests and upgrades each backend received. */
  counts: Map<string, number>;
  close: () => Promise<void>;
}

export async function startBalancer(backends: string[]): Promise<Balancer> {
  const all = backends.map((b) => new URL(b));
  const counts = new Map(backends.map((b) => [new URL(b).host, 0]));
  const ready = new Set(all);
  const probe = setInterval(() => {
    for (const target of all)
      fetch(new URL('/api/ready', target), { signal: AbortSignal.timeout(1_000) }).then(
        (res) => void (res.ok ? ready.add(target) : ready.delete(target)),
        () => ready.delete(target),
      );
  }, 200);
  let next = 0;
  const tunnels = new Set<net.Socket>();
  /** Tries the ready backends (every one when none is) from the next one on; ECONNREFUSED moves on. */
  const pick = async <T>(attempt: (target: URL) => Promise<T>): Promise<T> => {
    const targets = ready.size ? all.filter((t) => ready.has(t)) : all;
    const first = next++ % targets.length;
    let last: unknown;
    for (let i = 0; i < targets.length; i++) {
      const target = targets[(first + i) % targets.length]!;
      try {
        const result = await attempt(target);
        counts.set(target.host, (counts.get(target.host) ?? 0) + 1);
        return result;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') throw error;
        last = error;
      }
    }
    throw last;
  };

  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on('data', (chunk: Buffer) => body.push(chunk));
    request.on('end', () => {
      pick(
        (target) =>
          new Promise<void>((resolve, reject) => {
            const upstream = http.request(
              {
                host: target.hostname,
                port: target.port,
                method: request.method,
                path: request.url,
                headers: { ...request.headers, host: target.host, connection: 'close' },
                agent: false,
              },
              (answer) => {
                response.writeHead(answer.statusCode ?? 502, answer.headers);
                answer.pipe(response);
                resolve();
              },
            );
            upstream.on('error', reject);
            upstream.end(Buffer.concat(body));
          }),
      ).catch((error: Error) => {
        if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
        response.end(`balancer: ${error.message}`);
      });
    });
  });

  server.on('upgrade', (request: http.IncomingMessage, socket: net.Socket, head: Buffer) => {
    const lines = [`${request.method} ${request.url} HTTP/1.1`];
    for (let i = 0; i < request.rawHeaders.length; i += 2)
      lines.push(`${request.rawHeaders[i]}: ${request.rawHeaders[i + 1]}`);
    pick(
      (target) =>
        new Promise<net.Socket>((resolve, reject) => {
          const upstream = net.connect(Number(target.port), target.hostname, () => resolve(upstream));
          upstream.once('error', reject);
        }),
    ).then(
      (upstream) => {
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
        for (const end of [socket, upstream]) {
          tunnels.add(end);
          end.on('close', () => tunnels.delete(end));
        }
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket).pipe(upstream);
      },
      () => socket.destroy(),
    );
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise((resolve) => {
        clearInterval(probe);
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
