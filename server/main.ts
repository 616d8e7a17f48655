// Process entry: parse the configuration, open and migrate the database (waiting for a PostgreSQL server that is not
// up yet), seed the demo on first start (unless SEED_DEMO=false), check the signing secret in production, serve, and
// on SIGTERM drain: readiness says no, requests in flight finish, sockets close so consoles reconnect elsewhere, jobs
// stop at a safe point, the database closes, exit 0.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { ConfigError, configFileProblems, loadConfig, type AppConfig } from './config.ts';
import { databaseAddress, DatabaseWaitError, openDatabase, type Database } from './db/client.ts';
import { isDatabaseUnavailable, jobFailureLog } from './db/availability.ts';
import { DataDirInUseError, lockDataDir } from './db/dataDirLock.ts';
import { buildApp } from './app.ts';
import type { AppMetrics } from './plugins/metrics.ts';
import { createLogger } from './logging.ts';
import { startPeriodicJob, type StopJob } from './jobs/periodic.ts';
import { DEMO_LOGINS, demoLoginsPresent, isSeeded, seedDemo } from './seed/demo/index.ts';
import { otherLiveSecrets, SECRET_STAMP_MS, stampSecretInUse } from './services/signingSecret.ts';
import { startInProcessSimulation } from './simulator/inProcess.ts';

/** Stops the start: one line per problem on standard error, exit code 1. */
function refuseToStart(problems: string[], logger?: Logger): never {
  if (logger) for (const problem of problems) logger.fatal(problem);
  else for (const problem of problems) process.stderr.write(`delivery-console cannot start: ${problem}\n`);
  process.exit(1);
}

function configOrExit(): AppConfig {
  try {
    const config = loadConfig(process.env, { isTty: Boolean(process.stdout.isTTY) });
    const problems = configFileProblems(config);
    if (problems.length) refuseToStart(problems);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) refuseToStart(error.problems);
    throw error;
  }
}

const ERRNO_WORDS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a file is in the way',
  EIO: 'input/output error',
};

/** One line for a database that cannot be opened: the folder's problem in words, or the server's answer. */
function databaseProblem(config: AppConfig, error: unknown): string {
  if (error instanceof DatabaseWaitError)
    return `DATABASE_URL: ${error.message} (DATABASE_WAIT_SECONDS: ${config.databaseWaitSeconds})`;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  const text = (message ?? String(error)).split('\n')[0];
  if (config.databaseUrl) {
    const why = isDatabaseUnavailable(error) ? 'it stopped answering' : text;
    return `DATABASE_URL: cannot open the database at ${databaseAddress(config.databaseUrl)}: ${why}`;
  }
  const words = code && ERRNO_WORDS[code];
  return `DATA_DIR: cannot use ${config.dataDir} for the embedded database: ${words ? `${words} (${code})` : text}`;
}

/**
 * Production on PostgreSQL: several processes may serve one database, and each must sign tokens with the same
 * secret. Refuses to start when a live process stamped another one; otherwise stamps this one periodically.
 */
async function checkSigningSecret(
  config: AppConfig,
  database: Database,
  fingerprint: string,
  logger: Logger,
  metrics: AppMetrics,
): Promise<StopJob | undefined> {
  if (!config.production || !config.databaseUrl) return undefined;
  const others = await otherLiveSecrets(database.db, fingerprint);
  if (others.length) {
    refuseToStart(
      [
        `JWT_SECRET: expects the secret the other processes on this database use (theirs: ${others.join(', ')}; this ` +
          `process: ${fingerprint}). Set the same JWT_SECRET on every process, or leave it unset on all of them to ` +
          'share the secret generated and kept in the database.',
      ],
      logger,
    );
  }
  await stampSecretInUse(database.db, fingerprint);
  return startPeriodicJob('signing secret stamp', () => stampSecretInUse(database.db, fingerprint), {
    intervalMs: SECRET_STAMP_MS,
    log: jobFailureLog(database.outage, (message, err) => logger.warn({ err }, message)),
    onRun: (outcome, seconds) => metrics.jobRun('signing secret stamp', outcome, seconds),
  });
}

const config = configOrExit();
const logger = createLogger(config);
// The embedded database belongs to one process: no second server, nor a start during a backup or restore, on DATA_DIR.
let releaseDataDir = (): void => undefined;
if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) {
  try {
    releaseDataDir = lockDataDir(config.dataDir);
  } catch (error) {
    refuseToStart([error instanceof DataDirInUseError ? error.message : databaseProblem(config, error)], logger);
  }
}
let database: Database;
try {
  database = await openDatabase(config, { logger });
} catch (error) {
  releaseDataDir();
  logger.debug({ err: error }, 'the database could not be opened');
  refuseToStart([databaseProblem(config, error)], logger);
}
if (config.seedDemo && !(await isSeeded(database.db))) {
  const started = Date.now();
  const summary = await seedDemo(database.db, { geoDataDir: config.geoDataDir });
  const counts = Object.entries(summary)
    .map(([table, count]) => `${count} ${table}`)
    .join(', ');
  logger.info(`demo data seeded in ${Date.now() - started} ms: ${counts}`);
}
const app = await buildApp(config, { database, logger });
const fingerprint = await app.services.auth.signingSecretFingerprint();
const stopSecretStamp = await checkSigningSecret(config, database, fingerprint, logger, app.metrics);
let simulation: { stop(): Promise<void> } | undefined;
/** The step of the stop under way ('' before and after it). */
let stopStep = '';

/**
 * Exits once standard output has taken the log lines written before: to a pipe whose reader lags (a supervisor, a
 * loaded machine) Node queues writes, and process.exit dropped the queued last line ("stopped", seen missing once in
 * a clean-clone run's rolling-restart test). A write's callback comes after every earlier write is flushed; a reader
 * that takes nothing for 2 s does not hold the exit longer.
 */
const exitAfterLogs = (code: number) => {
  setTimeout(() => process.exit(code), 2_000).unref();
  process.stdout.write('', () => process.exit(code));
};

/**
 * The drain: readiness answers 503 at once (balancers stop sending), requests are still served for
 * SHUTDOWN_DELAY_SECONDS, then the server stops accepting, refuses what arrives on open connections with a 503 a
 * client sends again, lets requests in flight finish (at most SHUTDOWN_TIMEOUT_SECONDS, then cuts them), closes the
 * sockets (consoles reconnect to another process), stops the jobs after their current run and closes the database.
 */
async function shutdown(signal: string) {
  if (app.lifecycle.stopping) return;
  app.lifecycle.stopping = true;
  const { shutdownDelaySeconds: delay, shutdownTimeoutSeconds: timeout } = config;
  logger.info(`${signal} received: stopping${delay ? ` (serving ${delay} s more while readiness answers 503)` : ''}…`);
  const force = setTimeout(
    () => {
      logger.fatal('the stop took too long: exiting');
      process.exit(1);
    },
    (delay + timeout + 15) * 1000,
  ).unref();
  try {
    stopStep = 'the drain';
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    app.lifecycle.closing = true;
    stopStep = 'the simulation';
    await simulation?.stop(); // the virtual drivers sign out while the server still answers
    stopStep = 'the signing secret';
    await stopSecretStamp?.();
    const cut = setTimeout(() => {
      logger.warn(`requests still in flight after ${timeout} s (SHUTDOWN_TIMEOUT_SECONDS): closing their connections`);
      app.server.closeAllConnections();
    }, timeout * 1000).unref();
    stopStep = 'closing the server';
    await app.close(); // stops accepting, finishes requests, closes socket.io, stops the jobs
    clearTimeout(cut);
    stopStep = 'closing the database';
    await database.close();
    releaseDataDir();
    clearTimeout(force);
    stopStep = '';
    logger.info('stopped');
    exitAfterLogs(0);
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    exitAfterLogs(1);
  }
}
/**
 * A stop whose step waits on nothing left open (its timers are unref'd) would end the process there, with exit code 0
 * and no "stopped" line: a clean-clone run's rolling-restart test once saw the stop's first line last, the process
 * having exited 0. Node empties its event loop then, and says so here (beforeExit): the line names the step, and the
 * exit code says the stop did not finish.
 */
process.on('beforeExit', () => {
  if (!stopStep) return;
  logger.error(`the stop ended during ${stopStep} with nothing left to wait for: exiting`);
  stopStep = '';
  exitAfterLogs(1);
});
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
logger.info(`delivery-console is running on ${url} (database: ${where}); API docs: ${url}/api/docs`);
if (!config.jwtSecret) {
  logger.info(
    `JWT_SECRET is not set: tokens are signed with the secret generated once and kept in the database, shared by every process on it (fingerprint ${fingerprint})`,
  );
}
if (!existsSync(path.join(config.clientDir, 'index.html'))) {
  logger.warn(
    `no built console in ${config.clientDir}: only the API answers (npm run build builds it; npm start does)`,
  );
}
if (await demoLoginsPresent(database.db)) {
  const width = Math.max(...DEMO_LOGINS.map((l) => l.username.length)) + 2;
  const lines = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(width)}${l.password.padEnd(16)}${l.description}`);
  logger.info(`Demo logins:\n${lines.join('\n')}`);
} else if (!(await isSeeded(database.db))) {
  logger.warn('no account exists yet: create the first super admin with  npm run create-admin -- --username NAME');
}
if (config.simulate) {
  simulation = startInProcessSimulation(app, config);
  logger.info(`driver simulation: ${config.simulateDrivers} virtual drivers (SIMULATE=off turns it off)`);
}
