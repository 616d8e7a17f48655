// The options of `npm run simulate` (scripts/simulate.ts), parsed into SimulationOptions.
import { parseArgs } from 'node:util';
import { DEMO_APP_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, DEMO_LOGINS } from '../seed/demo/index.ts';
import { STANDALONE_PACE, type SimulationOptions } from './simulation.ts';
import { DEFAULT_FLEET_LIMITS } from './fleetScaling.ts';

/** `npm run simulate` looks at the waiting orders this often. */
export const STANDALONE_FLEET_INTERVAL_MS = 10_000;

export const SIMULATE_USAGE = `usage: npm run simulate -- [options]
  --url URL            server to drive (default http://localhost:3000)
  --drivers N          virtual drivers, spread over the regions (default 20)
  --region NAME        only drivers of this region
  --operator USER:PASS operator that lists the drivers and reads pick-up PINs like pickup staff (default the demo admin)
  --password PASS      the drivers' password (default the demo driver password)
  --time-scale X       simulated seconds per real second (default 1: real time)
  --ping SECONDS       seconds between location pings while driving (default 3)
  --seed N             seed of the random choices
  --max-per-region N   bring up to N drivers of a region online while its orders wait (default 6; 0: only --drivers)
  --quiet              no log line per accepted or delivered order`;

export class UsageError extends Error {}

const positive = (name: string, value: string | undefined, fallback: number, integer = false): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new UsageError(`--${name} must be a positive ${integer ? 'integer' : 'number'}`);
  return n;
};

/** Parses the command line; UsageError for a wrong one, null for --help. */
export function parseSimulateArgs(argv: string[]): (Omit<SimulationOptions, 'log'> & { quiet: boolean }) | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        url: { type: 'string' },
        drivers: { type: 'string' },
        region: { type: 'string' },
        operator: { type: 'string' },
        password: { type: 'string' },
        'time-scale': { type: 'string' },
        ping: { type: 'string' },
        seed: { type: 'string' },
        'max-per-region': { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new UsageError((err as Error).message);
  }
  if (values.help) return null;
  const url = values.url ?? 'http://localhost:3000';
  if (!/^https?:\/\/[^/]+/.test(url)) throw new UsageError('--url must be an http(s) URL');
  const admin = DEMO_LOGINS.find((l) => l.username === 'admin')!;
  let operator = { username: admin.username, password: admin.password };
  if (values.operator !== undefined) {
    const at = values.operator.indexOf(':');
    if (at < 1 || at === values.operator.length - 1) throw new UsageError('--operator must be USER:PASSWORD');
    operator = { username: values.operator.slice(0, at), password: values.operator.slice(at + 1) };
  }
  const pingSeconds = positive('ping', values.ping, STANDALONE_PACE.pingIntervalMs / 1000);
  const maxPerRegion = values['max-per-region'] ?? String(DEFAULT_FLEET_LIMITS.maxPerRegion);
  if (!/^\d{1,3}$/.test(maxPerRegion)) throw new UsageError('--max-per-region must be a whole number from 0 to 999');
  return {
    baseUrl: url.replace(/\/+$/, ''),
    drivers: positive('drivers', values.drivers, 20, true),
    region: values.region,
    operator,
    driverPassword: values.password ?? DEMO_DRIVER_PASSWORD,
    pace: {
      ...STANDALONE_PACE,
      timeScale: positive('time-scale', values['time-scale'], 1),
      pingIntervalMs: Math.round(pingSeconds * 1000),
    },
    seed: values.seed !== undefined ? positive('seed', values.seed, 1, true) : undefined,
    fleet:
      Number(maxPerRegion) > 0
        ? { ...DEFAULT_FLEET_LIMITS, maxPerRegion: Number(maxPerRegion), intervalMs: STANDALONE_FLEET_INTERVAL_MS }
        : undefined,
    // The demo's driver for a person with the app: never one of the simulation's.
    leaveAlone: [DEMO_APP_DRIVER_EMAIL],
    quiet: Boolean(values.quiet),
  };
}
