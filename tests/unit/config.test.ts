import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configFileProblems,
  DEFAULT_GEO_DATA_DIR,
  loadConfig,
  parseTrustProxy,
  PROJECT_ROOT,
} from '../../server/config.ts';

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('TRUST_PROXY', () => {
  it('believes no proxy unless told, and reads true, a hop count or a list of addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.10')).toEqual(['10.0.0.0/8', '192.168.1.10']);
  });
});

describe('the configuration of the environment', () => {
  it('defaults: port 3000, the database in the project folder, the shipped geodata, demo and simulation on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.join(PROJECT_ROOT, 'data'),
      clientDir: path.join(PROJECT_ROOT, 'dist'),
      geoDataDir: DEFAULT_GEO_DATA_DIR,
      seedDemo: true,
      simulate: true,
      runJobs: true,
      logLevel: 'info',
      logFormat: 'json',
      production: false,
    });
    expect(DEFAULT_GEO_DATA_DIR).toBe(path.join(PROJECT_ROOT, 'geodata'));
    expect(configFileProblems(config)).toEqual([]);
  });

  it('resolves relative paths from the project root, wherever the process started', () => {
    const config = loadConfig({
      CLIENT_DIR: './dist',
      DATA_DIR: 'var/db',
      GEO_DATA_DIR: '../elsewhere/geo',
      IMAGES_DIR: '/srv/images',
    });
    expect(config.clientDir).toBe(path.join(PROJECT_ROOT, 'dist'));
    expect(config.dataDir).toBe(path.join(PROJECT_ROOT, 'var', 'db'));
    expect(config.geoDataDir).toBe(path.resolve(PROJECT_ROOT, '..', 'elsewhere', 'geo'));
    expect(config.imagesDir).toBe('/srv/images');
    expect(loadConfig({ DATA_DIR: 'memory://' }).dataDir).toBe('memory://');
  });

  it('reads flags and numbers in their usual spellings; blank means unset', () => {
    const config = loadConfig({
      SEED_DEMO: 'off',
      RUN_JOBS: 'No',
      PORT: '8080',
      SIMULATE_DRIVERS: '12',
      LOG_LEVEL: '',
      TOKEN_TTL_SECONDS: ' 3600 ',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      runJobs: false,
      port: 8080,
      simulateDrivers: 12,
      logLevel: 'info',
      tokenTtlSeconds: 3600,
    });
  });

  it('runs the simulation by default only with the demo data and outside production', () => {
    expect(loadConfig({ SEED_DEMO: 'false' }).simulate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).simulate).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SIMULATE: 'on' }).simulate).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  it('writes pretty lines to a terminal and JSON lines elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { isTty: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { isTty: false }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { isTty: true }).logFormat).toBe('json');
  });

  it('names every bad variable on a line of its own, with what it expects', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://x',
      MAP_TILE_URL: 'https://tiles/x.png',
    });
    expect(problems).toEqual([
      'DATABASE_URL: expects a PostgreSQL URL like postgres://user:password@host:5432/database',
      'PORT: expects a TCP port: a whole number from 0 to 65535 (got "eighty")',
      'SEED_DEMO: expects true or false (also on/off, yes/no, 1/0) (got "maybe")',
      'MAP_TILE_URL: expects a tile URL template with {z}, {x} and {y}, like https://tile.openstreetmap.org/{z}/{x}/{y}.png (got "https://tiles/x.png")',
      `LOG_LEVEL: expects one of silent, fatal, error, warn, info, debug, trace (got "loud")`,
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual([
      'PORT: expects a TCP port: a whole number from 0 to 65535 (got "70000")',
    ]);
  });

  it('never echoes a secret, and wants one of at least 32 characters', () => {
    const problems = problemsOf({ JWT_SECRET: 'short-secret' });
    expect(problems).toEqual(['JWT_SECRET: expects a secret of at least 32 characters (e.g. openssl rand -base64 48)']);
    expect(problems.join()).not.toContain('short-secret');
    expect(problemsOf({ DATA_DIR: 'a\0b' })).toEqual([
      'DATA_DIR: expects a folder without NUL characters (got "a\\u0000b")',
    ]);
  });

  it('finds a geodata folder without the postal codes before the start', () => {
    expect(configFileProblems({ geoDataDir: '/nonexistent/geo' })).toEqual([
      'GEO_DATA_DIR: expects a folder of geodata (got "/nonexistent/geo", which does not exist)',
    ]);
    expect(configFileProblems({ geoDataDir: PROJECT_ROOT })).toEqual([
      `GEO_DATA_DIR: expects a folder holding postcodes-pl.csv or postcodes-pl.csv.gz (${JSON.stringify(PROJECT_ROOT)} has neither)`,
    ]);
  });
});
