// The driver simulator against a running server, over HTTP only (server/simulator/):
//   npm run simulate -- --url http://localhost:3000 --drivers 20
// Ctrl+C stops it: the virtual drivers sign out. --help lists the options.
import { parseSimulateArgs, SIMULATE_USAGE, UsageError } from '../server/simulator/cli.ts';
import { startSimulation, type Simulation } from '../server/simulator/simulation.ts';

let options;
try {
  options = parseSimulateArgs(process.argv.slice(2));
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  console.error(`${err.message}\n${SIMULATE_USAGE}`);
  process.exit(2);
}
if (!options) {
  console.log(SIMULATE_USAGE);
  process.exit(0);
}

const { quiet, ...simulationOptions } = options;
const stamp = () => new Date().toLocaleTimeString('en-GB');
let simulation: Simulation;
try {
  simulation = await startSimulation({
    ...simulationOptions,
    log: quiet ? undefined : (message) => console.log(`${stamp()} ${message}`),
  });
} catch (err) {
  console.error(`The simulation could not start on ${simulationOptions.baseUrl}: ${(err as Error).message}`);
  process.exit(1);
}
console.log(`${stamp()} ${simulation.drivers.length} virtual drivers running; Ctrl+C stops them.`);

const report = setInterval(() => {
  const s = simulation.stats();
  console.log(
    `${stamp()} accepted ${s.accepted}, delivered ${s.delivered}, pings ${s.pings}, notifications ${s.notifications}, stock exchanges ${s.exchanges}, corrections ${s.corrections}, errors ${s.errors}`,
  );
}, 60_000);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(report);
  console.log(`${signal}: signing the drivers out…`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  await simulation.stop();
  clearTimeout(force);
  const s = simulation.stats();
  console.log(`Done: accepted ${s.accepted}, delivered ${s.delivered}, pings ${s.pings}, errors ${s.errors}.`);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
