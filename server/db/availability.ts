// When the PostgreSQL server is away (a restart, a failover, a start before it): which errors mean that, how the API
// answers them (503 `database_unavailable` with Retry-After, never a 500), and one log line when an outage begins and
// one when it ends instead of a stack trace per request. PGlite lives in the process and is never "away".
import type { Logger } from 'pino';
import { HttpError } from '../errors.ts';

/** Seconds a client is asked to wait before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Socket-level failures: the server is down, restarting, unreachable or the connection was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01-57P03 (shut down
 * by an administrator, crashed, still starting up), 53300 (too many connections, a failover's moment), 25006 (a
 * read-only transaction: the standby we are still connected to during a failover).
 */
const SQLSTATES = /^(08\d{3}|57P0[123]|53300|25006)$/;

/** node-postgres's own messages for a connection lost or never made (they carry no code). */
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection terminated unexpectedly|the database system is (starting up|shutting down)/i;

const causes = (error: unknown): unknown[] => {
  const chain: unknown[] = [];
  for (let e = error; e && chain.length < 8; e = (e as { cause?: unknown }).cause) chain.push(e);
  return chain;
};

/** Whether an error (or one of its causes: drizzle wraps the driver's) says the database cannot be reached now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((e) => {
    if (!e || typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (e instanceof AggregateError) return e.errors.some(isDatabaseUnavailable);
    return typeof message === 'string' && MESSAGES.test(message);
  });
}

/** A short reason for a log line: "connection refused", "the database system is shutting down", … */
export function unavailableReason(error: unknown): string {
  for (const e of causes(error)) {
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown };
    if (code === 'ECONNREFUSED') return 'connection refused';
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
    if (code === 'ETIMEDOUT' || (typeof message === 'string' && /timeout/i.test(message))) return 'no answer';
    if (code === 'ECONNRESET' || code === 'EPIPE') return 'connection reset';
    if (e instanceof AggregateError && e.errors.length) return unavailableReason(e.errors[0]);
    if (typeof message === 'string' && message) return message.split('\n')[0]!.slice(0, 200);
  }
  return 'unreachable';
}

/** The API's answer to a request that needed the database while it was away. */
export const databaseUnavailable = () =>
  new HttpError(503, 'database_unavailable', 'The database is unavailable; try again shortly', undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });

/**
 * One line when the database goes away (with the reason), one when it answers again (with how long it was away),
 * whatever the number of requests and connections that failed in between.
 */
export class OutageLog {
  private since: number | undefined;
  private readonly listeners = new Set<(away: boolean) => void>();

  constructor(
    private readonly logger: Pick<Logger, 'warn' | 'info'>,
    private readonly now: () => number = Date.now,
  ) {}

  get away(): boolean {
    return this.since !== undefined;
  }

  /** Hears each start (true) and end (false) of an outage; answers the end of the subscription. */
  onChange(listener: (away: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  failed(error: unknown): void {
    if (this.since !== undefined) return;
    this.since = this.now();
    this.logger.warn(`the database is unavailable (${unavailableReason(error)}): answering 503 until it is back`);
    for (const listener of this.listeners) listener(true);
  }

  answered(): void {
    if (this.since === undefined) return;
    const seconds = ((this.now() - this.since) / 1000).toFixed(1);
    this.since = undefined;
    this.logger.info(`the database is back after ${seconds} s`);
    for (const listener of this.listeners) listener(false);
  }
}

/** A background job's failure: while the database is away it joins the outage's one line; otherwise `log` says it. */
export const jobFailureLog =
  (outage: OutageLog | undefined, log: (message: string, err?: unknown) => void) =>
  (message: string, err?: unknown): void =>
    outage && isDatabaseUnavailable(err) ? outage.failed(err) : log(message, err);
