// When react-query sends a failed call again, and after how long. A server that is away for a while (no answer at all,
// or a 503 saying its database is away or its process is stopping) is waited for: reads retry for about 80 s, longer
// than a database failover (30–60 s), at the pace its Retry-After asks, a little slower each time. A timed-out read
// retries twice as before (the server may be busy with it). Any other answer is final. A write is sent again only when
// the server refused it with shutting_down, before doing anything; a write answered database_unavailable may or may not
// have happened, so it is not repeated (its message says to try again).
import { isApiError, NetworkError, type ApiError } from './errors.ts';

/** The 503 codes of a server that is away for a while (server: the database away, the process stopping). */
export const SERVER_AWAY_CODES: readonly string[] = ['database_unavailable', 'shutting_down'];

/**
 * The server is away: nothing answered (the process gone during a deploy, the network down), or a 503 saying so. A
 * timeout is not: a server that takes long to answer is there.
 */
export const isServerAway = (error: unknown): error is ApiError | NetworkError =>
  (error instanceof NetworkError && error.kind === 'network') ||
  (isApiError(error, 503) && SERVER_AWAY_CODES.includes(error.errorCode));

/** A read's retries while the server is away: with the delays of retryDelay, about 80 s. */
export const SERVER_AWAY_RETRIES = 12;
/** A timed-out read's retries. */
export const TIMEOUT_RETRIES = 2;
/** A write refused with shutting_down (nothing was done): another process takes it. */
export const SHUTTING_DOWN_WRITE_RETRIES = 3;

/** The wait before a retry while the server is away: at least 1 s, at most 10 s (whatever Retry-After says). */
export const RETRY_DELAY_MIN_MS = 1_000;
export const RETRY_DELAY_MAX_MS = 10_000;
/** Each retry waits this much longer than the one before. */
const BACKOFF = 1.5;
/** Up to this share more, at random, so that the consoles waiting for one server do not all come back at once. */
const JITTER = 0.2;

/** react-query's `retry` of the console's reads; `failureCount` is the number of failures before this one. */
export const shouldRetryQuery = (failureCount: number, error: unknown): boolean => {
  if (isServerAway(error)) return failureCount < SERVER_AWAY_RETRIES;
  return error instanceof NetworkError && failureCount < TIMEOUT_RETRIES;
};

/** For a read whose other failures are final at once (`retry: false` before): it still waits for an away server. */
export const retryWhileServerAway = (failureCount: number, error: unknown): boolean =>
  isServerAway(error) && failureCount < SERVER_AWAY_RETRIES;

/** react-query's `retry` of the console's writes. */
export const shouldRetryMutation = (failureCount: number, error: unknown): boolean =>
  isApiError(error, 503) && error.errorCode === 'shutting_down' && failureCount < SHUTTING_DOWN_WRITE_RETRIES;

/**
 * react-query's `retryDelay`: while the server is away, its Retry-After (1 s without one) × 1.5 per earlier retry, plus
 * up to a fifth at random, within 1–10 s; otherwise react-query's own default (1 s doubling, at most 30 s).
 */
export const retryDelay = (failureCount: number, error: unknown, random: () => number = Math.random): number => {
  if (!isServerAway(error)) return Math.min(1_000 * 2 ** failureCount, 30_000);
  const asked = isApiError(error) && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1_000 : 0;
  const wait = Math.max(RETRY_DELAY_MIN_MS, asked) * BACKOFF ** failureCount * (1 + JITTER * random());
  return Math.round(Math.min(RETRY_DELAY_MAX_MS, wait));
};
