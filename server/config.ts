// Process configuration from the environment (README "Configuration" lists every variable).
import path from 'node:path';

export interface AppConfig {
  /** postgres://… for a PostgreSQL server; otherwise the embedded PGlite database in dataDir. */
  databaseUrl?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database (tests). */
  dataDir: string;
  port: number;
  host: string;
  /** HS256 secret for access tokens; when absent one is generated once and kept in the database. */
  jwtSecret?: string;
  /** Lifetime of a session token in seconds; every refresh extends it. */
  tokenTtlSeconds: number;
  /** Failed sign-ins per username within loginWindowSeconds before 429. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /** Seed demo data into an empty database. */
  seedDemo: boolean;
  /** Folder with the built console (vite build); served when it exists. */
  clientDir: string;
  /** Uploaded images (company logos), served under /images; default `<dataDir>/images` (server/services/companies.ts). */
  imagesDir?: string;
  /** Folder of the shared geodata (postcodes-pl.csv, zip-code areas, voivodeships). */
  geoDataDir: string;
  /** Map tile URL template for the console (Leaflet). */
  mapTileUrl: string;
  logLevel: string;
  /** Run background jobs (auto-cancel sweep) in this process. */
  runJobs: boolean;
  /** server/main.ts runs the light driver simulation against itself (SIMULATE=off turns it off). */
  simulate: boolean;
  /** Virtual drivers of that simulation. */
  simulateDrivers: number;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (per-address limits of public calls): false
   * (none: the socket's peer is the client), a hop count, or addresses/CIDRs of the load balancers.
   */
  trustProxy: boolean | number | string[];
}

/** TRUST_PROXY: unset/false → false, true → true (only behind a proxy that overwrites the header), N → hops, else a list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || /^(false|off|0|no)$/i.test(v)) return false;
  if (/^(true|on|yes)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v.split(',').map((x) => x.trim()).filter(Boolean);
}

const root = path.resolve(import.meta.dirname, '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || path.join(root, 'data'),
    port: int(env.PORT, 3000),
    host: env.HOST || '0.0.0.0',
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 12 * 3600),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    seedDemo: env.SEED_DEMO !== 'false',
    clientDir: env.CLIENT_DIR || path.join(root, 'dist'),
    imagesDir: env.IMAGES_DIR || undefined,
    geoDataDir: env.GEO_DATA_DIR || path.resolve(root, '..', 'shared', 'data', 'geo'),
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logLevel: env.LOG_LEVEL || 'info',
    runJobs: env.RUN_JOBS !== 'false',
    simulate: !['off', 'false', '0'].includes((env.SIMULATE ?? '').toLowerCase()),
    simulateDrivers: int(env.SIMULATE_DRIVERS, 4),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
  };
}

/** Configuration for tests: in-memory database, no demo seed, quiet logs. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({}),
    dataDir: 'memory://',
    seedDemo: false,
    logLevel: 'silent',
    runJobs: false,
    simulate: false,
    jwtSecret: 'test-secret-test-secret-test-secret',
    ...overrides,
  };
}
