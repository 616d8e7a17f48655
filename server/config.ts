// Process configuration: every environment variable is parsed here, by one zod schema, when a process starts
// (README "Configuration" lists them). A bad value stops the start with one line per variable naming it and what
// it expects (ConfigError); relative paths are resolved from the project root, wherever the process was started.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { GEO_FILES, geoFilePath } from './services/geoFiles.ts';
import { PROJECT_ROOT } from './projectRoot.ts';
import { RATE_LIMITS, type RateLimits } from './services/rateLimits.ts';

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
  /** Failed sign-ins per account and client address within loginWindowSeconds; the next answers 429 until the window ends. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /**
   * Failed sign-ins per account over every address within loginWindowSeconds (default 10 × loginMaxFailures); past
   * it the account's sign-in is paced, one guess every loginWindowSeconds / this many seconds (never a lock-out).
   */
  loginAccountMaxFailures: number;
  /** The limits of the public calls per client address (server/services/rateLimits.ts; not read from the environment). */
  rateLimits: RateLimits;
  /** Seed demo data into an empty database. */
  seedDemo: boolean;
  /** Folder with the built console (vite build); served when it exists. */
  clientDir: string;
  /** Uploaded images (company logos), served under /images; default `<dataDir>/images` (server/services/companies.ts). */
  imagesDir?: string;
  /** Folder of the geodata (postcodes-pl.csv, zip-code areas, voivodeships; each plain or .gz). */
  geoDataDir: string;
  /** Map tile URL template for the console (Leaflet). */
  mapTileUrl: string;
  logLevel: LogLevel;
  /** Human-readable log lines (a terminal) or one JSON object a line (a file, a pipe, a log collector). */
  logFormat: 'pretty' | 'json';
  /** NODE_ENV=production: simulation off by default; on PostgreSQL one signing secret for every process (server/main.ts). */
  production: boolean;
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
  /** How long a start waits for the PostgreSQL server (and for another process's migrations) before it gives up. */
  databaseWaitSeconds: number;
  /** On SIGTERM: how long the process keeps serving while its readiness answers 503 (the balancer's check period). */
  shutdownDelaySeconds: number;
  /** On SIGTERM: how long requests in flight may take to finish before their connections are closed. */
  shutdownTimeoutSeconds: number;
  /** The bearer token `/api/metrics` asks for; without one the endpoint is off (404). */
  metricsToken?: string;
  /**
   * Webhook URLs may use http and point at private, loopback or link-local addresses (tests, local development);
   * otherwise https only and public addresses only (server/services/outboundAddress.ts).
   */
  webhooksAllowPrivate: boolean;
  /**
   * The contact the push services are given with every Web Push to a driver's phone (VAPID's `sub`: mailto: or https:);
   * they write to it when something is wrong with the pushes. The keys themselves are made once per database.
   */
  webPushSubject: string;
}

/** Web Push's contact when WEB_PUSH_SUBJECT is not set (a placeholder: set your operations address). */
export const DEFAULT_WEB_PUSH_SUBJECT = 'mailto:operations@delivery-console.invalid';

export const LOG_LEVELS = ['silent', 'fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The project's root folder (relative paths of the configuration are resolved from it). */
export { PROJECT_ROOT };
/** The geodata shipped in the repository (see geodata/README.md). */
export const DEFAULT_GEO_DATA_DIR = path.join(PROJECT_ROOT, 'geodata');

/** TRUST_PROXY: unset/false → false, true → true (only behind a proxy that overwrites the header), N → hops, else a list. */
export function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  const v = (value ?? '').trim();
  if (!v || /^(false|off|0|no)$/i.test(v)) return false;
  if (/^(true|on|yes)$/i.test(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
}

/** A start stopped by bad configuration: one line per variable, "NAME: what it expects (got …)". */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

// ─────────────────────────────────────────── the schema of the environment ───────────────────────────────────────────

const unset = (v: unknown) => v === undefined || (typeof v === 'string' && v.trim() === '');
/** An optional variable: unset or blank means "not given" (the default applies). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (unset(v) ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const integer = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: `${what}: a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((n) => n >= min && n <= max, { message: `${what}: a whole number from ${min} to ${max}` });

const TRUE_WORDS = ['true', 'on', 'yes', '1'];
const FALSE_WORDS = ['false', 'off', 'no', '0'];
const flag = z
  .string()
  .transform((v) => v.toLowerCase())
  .refine((v) => TRUE_WORDS.includes(v) || FALSE_WORDS.includes(v), {
    message: 'true or false (also on/off, yes/no, 1/0)',
  })
  .transform((v) => TRUE_WORDS.includes(v));

const noNul = (what: string) =>
  z
    .string()
    .max(4096)
    .refine((v) => !v.includes('\0'), { message: `${what} without NUL characters` });

const envSchema = z.object({
  DATABASE_URL: optional(
    noNul('a URL').refine((v) => /^postgres(ql)?:\/\/\S+$/.test(v) && URL.canParse(v), {
      message: 'a PostgreSQL URL like postgres://user:password@host:5432/database',
    }),
  ),
  DATA_DIR: optional(noNul('a folder')),
  PORT: optional(integer(0, 65535, 'a TCP port')),
  HOST: optional(
    noNul('a host name or address').refine((v) => /^[\w.:[\]-]+$/.test(v), {
      message: 'a host name or address like 0.0.0.0 or 127.0.0.1',
    }),
  ),
  JWT_SECRET: optional(
    noNul('a secret').refine((v) => v.length >= 32, {
      message: 'a secret of at least 32 characters (e.g. openssl rand -base64 48)',
    }),
  ),
  TOKEN_TTL_SECONDS: optional(integer(60, 30 * 24 * 3600, 'seconds')),
  LOGIN_MAX_FAILURES: optional(integer(1, 1000, 'failures')),
  LOGIN_WINDOW_SECONDS: optional(integer(1, 24 * 3600, 'seconds')),
  LOGIN_ACCOUNT_MAX_FAILURES: optional(integer(1, 100_000, 'failures')),
  SEED_DEMO: optional(flag),
  CLIENT_DIR: optional(noNul('a folder')),
  IMAGES_DIR: optional(noNul('a folder')),
  GEO_DATA_DIR: optional(noNul('a folder')),
  MAP_TILE_URL: optional(
    noNul('a URL template').refine((v) => /^https?:\/\//.test(v) && ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
      message: 'a tile URL template with {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    }),
  ),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { message: `one of ${LOG_LEVELS.join(', ')}` })),
  LOG_FORMAT: optional(z.enum(['pretty', 'json'], { message: 'pretty or json' })),
  NODE_ENV: optional(z.string()),
  RUN_JOBS: optional(flag),
  SIMULATE: optional(flag),
  SIMULATE_DRIVERS: optional(integer(0, 500, 'drivers')),
  TRUST_PROXY: optional(noNul('false, true, a hop count or addresses')),
  DATABASE_WAIT_SECONDS: optional(integer(0, 3600, 'seconds')),
  SHUTDOWN_DELAY_SECONDS: optional(integer(0, 300, 'seconds')),
  SHUTDOWN_TIMEOUT_SECONDS: optional(integer(1, 600, 'seconds')),
  METRICS_TOKEN: optional(
    noNul('a token').refine((v) => v.length >= 16 && /^[\x21-\x7e]+$/.test(v), {
      message: 'a token of at least 16 printable characters without spaces',
    }),
  ),
  WEBHOOKS_ALLOW_PRIVATE: optional(flag),
  WEB_PUSH_SUBJECT: optional(
    noNul('a contact').refine((v) => /^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(v), {
      message: 'a contact for the push services, like mailto:operations@example.com or https://example.com',
    }),
  ),
});

/** The configuration variables a process reads (README "Configuration"). */
export const CONFIG_VARIABLES = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

/** A path of the configuration: absolute as given, relative ones from the project root; memory:// kept as is. */
export function resolvePath(value: string): string {
  return value.startsWith('memory://') ? value : path.resolve(PROJECT_ROOT, value);
}

const shown = (v: unknown) => {
  const text = String(v);
  return text.length > 60 ? `${JSON.stringify(text.slice(0, 57))}…` : JSON.stringify(text);
};

export interface LoadConfigOptions {
  /** Whether standard output is a terminal (the default log format follows it). */
  isTty?: boolean;
}

/**
 * The configuration of `env`. Throws a ConfigError naming each bad variable. Secrets are never echoed.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, options: LoadConfigOptions = {}): AppConfig {
  const picked = Object.fromEntries(CONFIG_VARIABLES.map((k) => [k, env[k]]));
  const parsed = envSchema.safeParse(picked);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const given =
        name === 'JWT_SECRET' || name === 'DATABASE_URL' || name === 'METRICS_TOKEN'
          ? ''
          : ` (got ${shown(picked[name])})`;
      return `${name}: expects ${issue.message}${given}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  const dataDir = resolvePath(e.DATA_DIR ?? 'data');
  return {
    databaseUrl: e.DATABASE_URL,
    dataDir,
    port: e.PORT ?? 3000,
    host: e.HOST ?? '0.0.0.0',
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS ?? 12 * 3600,
    loginMaxFailures: e.LOGIN_MAX_FAILURES ?? 5,
    loginWindowSeconds: e.LOGIN_WINDOW_SECONDS ?? 15 * 60,
    loginAccountMaxFailures: e.LOGIN_ACCOUNT_MAX_FAILURES ?? 10 * (e.LOGIN_MAX_FAILURES ?? 5),
    rateLimits: RATE_LIMITS,
    seedDemo: e.SEED_DEMO ?? true,
    clientDir: resolvePath(e.CLIENT_DIR ?? 'dist'),
    imagesDir: e.IMAGES_DIR === undefined ? undefined : resolvePath(e.IMAGES_DIR),
    geoDataDir: e.GEO_DATA_DIR === undefined ? DEFAULT_GEO_DATA_DIR : resolvePath(e.GEO_DATA_DIR),
    mapTileUrl: e.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    logLevel: e.LOG_LEVEL ?? 'info',
    logFormat: e.LOG_FORMAT ?? (options.isTty ? 'pretty' : 'json'),
    production: e.NODE_ENV === 'production',
    runJobs: e.RUN_JOBS ?? true,
    // The simulation drives the demo's accounts: on by default with the demo data outside production only.
    simulate: e.SIMULATE ?? ((e.SEED_DEMO ?? true) && e.NODE_ENV !== 'production'),
    simulateDrivers: e.SIMULATE_DRIVERS ?? 4,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    databaseWaitSeconds: e.DATABASE_WAIT_SECONDS ?? 60,
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS ?? 0,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS ?? 10,
    metricsToken: e.METRICS_TOKEN,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE ?? false,
    webPushSubject: e.WEB_PUSH_SUBJECT ?? DEFAULT_WEB_PUSH_SUBJECT,
  };
}

/**
 * What the file system must hold for this configuration to start: the geodata (the geocoder, the zip-code map and
 * the demo seed read it). One line per problem, as loadConfig's.
 */
export function configFileProblems(config: Pick<AppConfig, 'geoDataDir'>): string[] {
  const problems: string[] = [];
  if (!existsSync(config.geoDataDir)) {
    problems.push(`GEO_DATA_DIR: expects a folder of geodata (got ${shown(config.geoDataDir)}, which does not exist)`);
  } else if (!existsSync(geoFilePath(config.geoDataDir, GEO_FILES.postcodes))) {
    problems.push(
      `GEO_DATA_DIR: expects a folder holding postcodes-pl.csv or postcodes-pl.csv.gz (${shown(config.geoDataDir)} has neither)`,
    );
  }
  return problems;
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
