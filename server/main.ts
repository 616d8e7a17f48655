// Process entry: open and migrate the database, seed the demo on first start, serve, shut down gracefully.
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { DEMO_LOGINS, isSeeded, seedDemo } from './seed/demo.ts';
import { startInProcessSimulation } from './simulator/inProcess.ts';

const config = loadConfig();
const database = await openDatabase(config);
if (config.seedDemo && !(await isSeeded(database.db))) {
  const started = Date.now();
  const summary = await seedDemo(database.db, { geoDataDir: config.geoDataDir });
  console.log(`Demo data seeded in ${Date.now() - started} ms:`, summary);
}
const app = await buildApp(config, { database });
let simulation: { stop(): Promise<void> } | undefined;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`${signal} received: closing…`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    await simulation?.stop(); // the virtual drivers sign out while the server still answers
    await app.close(); // stops accepting connections, finishes requests, closes socket.io
    await database.close();
    clearTimeout(force);
    process.exit(0);
  } catch (err) {
    console.error(err);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
console.log(`\ndelivery-console is running on http://localhost:${config.port}  (database: ${where})`);
console.log(`API docs: http://localhost:${config.port}/api/docs\n`);
if (config.seedDemo) {
  console.log('Demo logins:');
  for (const l of DEMO_LOGINS) console.log(`  ${l.username.padEnd(16)} ${l.password.padEnd(16)} ${l.description}`);
  console.log('');
}
if (config.simulate) {
  simulation = startInProcessSimulation(app, config);
  console.log(`Driver simulation: ${config.simulateDrivers} virtual drivers (SIMULATE=off turns it off)\n`);
}
