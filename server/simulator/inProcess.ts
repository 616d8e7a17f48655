// The light simulation `npm start` runs against itself once the server listens (SIMULATE=off turns it off): a few
// virtual drivers of the demo over HTTP, with the demo admin as the operator session and the demo driver password,
// and a trickle of new demo orders in the drivers' regions. Its fleet brings more demo drivers of a region online while
// orders wait there (the demo's own companies, or a new shop in a served city) and sends them offline once idle.
// Without the demo data it logs why and does nothing (config.simulate is off in production and without the demo).
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DEMO_APP_DRIVER_EMAIL, DEMO_DRIVER_PASSWORD, DEMO_LOGINS } from '../seed/demo/index.ts';
import { LIGHT_PACE, startSimulation, type Simulation } from './simulation.ts';
import { startOrderTrickle } from './orderTrickle.ts';
import { DEFAULT_FLEET_LIMITS } from './fleetScaling.ts';
import { geocoderFor } from '../services/geocoding/index.ts';
import { haversineDetourEstimator } from '../services/roadDistance.ts';

/** One new demo order this often (real time). */
export const TRICKLE_INTERVAL_MS = 90_000;
/** The fleet looks at the waiting orders this often: a driver is online well within the 5 minutes of a new order. */
export const FLEET_INTERVAL_MS = 20_000;

/** The URL the server answers on from inside its own process. */
export function selfUrl(config: Pick<AppConfig, 'host' | 'port'>): string {
  const host = !config.host || config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export function startInProcessSimulation(app: FastifyInstance, config: AppConfig): { stop(): Promise<void> } {
  let simulation: Simulation | undefined;
  let stopTrickle: (() => Promise<void>) | undefined;
  let stopped = false;
  const log = (message: string) => app.log.debug({ simulator: true }, message); // every step: debug (LOG_LEVEL=debug)
  const starting = (async () => {
    try {
      const admin = DEMO_LOGINS.find((l) => l.username === 'admin')!;
      simulation = await startSimulation({
        baseUrl: selfUrl(config),
        drivers: config.simulateDrivers,
        operator: { username: admin.username, password: admin.password },
        driverPassword: DEMO_DRIVER_PASSWORD,
        pace: LIGHT_PACE,
        fleet: { ...DEFAULT_FLEET_LIMITS, intervalMs: FLEET_INTERVAL_MS },
        leaveAlone: [DEMO_APP_DRIVER_EMAIL],
        log,
      });
      if (stopped) return;
      const regions = [...new Set(simulation.drivers.map((d) => d.profile.region))];
      if (!regions.length) return;
      stopTrickle = startOrderTrickle({
        db: app.database.db,
        deps: { geocoder: geocoderFor(config.geoDataDir), roads: haversineDetourEstimator },
        regions,
        intervalMs: TRICKLE_INTERVAL_MS,
        onCreated: (order) => app.realtime.emitOrderEvent('newOrder', order),
        log: (message, err) => app.log.warn({ err }, message),
      });
    } catch (err) {
      app.log.warn(`driver simulation not started (SIMULATE=off hides this): ${(err as Error).message}`);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await starting;
      await stopTrickle?.();
      await simulation?.stop();
    },
  };
}
