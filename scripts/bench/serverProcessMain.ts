// The child side of scripts/bench/serverProcess.ts: an API server of a benchmark in a process of its own (buildApp on
// DATABASE_URL, listening on a free local port, which it sends to the parent over IPC; 'stop' closes it; the server time
// of every answer in a Server-Timing header). The order list and the dashboard are measured on it, the reports
// benchmark measures its memory apart from the benchmark's, and the fan-out connects consoles to it as a second process.
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { reportServerTime } from './benchApp.ts';

const app = await buildApp(
  testConfig({ databaseUrl: process.env.DATABASE_URL, jwtSecret: process.env.JWT_SECRET, dataDir: '' }),
);
reportServerTime(app);
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.send?.({ port });
process.on('message', async (message) => {
  if (message === 'stop') {
    await app.close();
    process.exit(0);
  }
});
