// The console's retry policy (src/dataProvider/retryPolicy.ts): a read waits for a server away (no answer, or a 503
// database_unavailable / shutting_down) for longer than a database failover, at the pace of its Retry-After; a
// timed-out read retries twice as before; every other answer is final; a write is sent again only after a
// shutting_down refusal. And the query client the console builds uses it.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../src/dataProvider/errors.ts';
import {
  isServerAway,
  RETRY_DELAY_MAX_MS,
  RETRY_DELAY_MIN_MS,
  retryDelay,
  retryWhileServerAway,
  SERVER_AWAY_RETRIES,
  shouldRetryMutation,
  shouldRetryQuery,
} from '../../src/dataProvider/retryPolicy.ts';
import { createQueryClient } from '../../src/appProviders.ts';

const answer = (status: number, errorCode: string, retryAfter: string | null = null) =>
  new ApiError(status, { name: 'Error', message: errorCode, errorCode }, '', retryAfter);
const databaseAway = (retryAfter: string | null = '1') => answer(503, 'database_unavailable', retryAfter);
const shuttingDown = (retryAfter: string | null = '1') => answer(503, 'shutting_down', retryAfter);
const noServer = () => new NetworkError('network');
const timeout = () => new NetworkError('timeout');

/** The failure counts (0 = the first failure) after which `retry` tries again. */
const retriesOf = (retry: (count: number, error: unknown) => boolean, error: unknown) => {
  let count = 0;
  while (count < 100 && retry(count, error)) count += 1;
  return count;
};

describe('isServerAway', () => {
  it('is no answer at all, or a 503 saying the database is away or the process is stopping', () => {
    expect(isServerAway(noServer())).toBe(true);
    expect(isServerAway(databaseAway())).toBe(true);
    expect(isServerAway(shuttingDown())).toBe(true);
  });

  it('is not a timeout, another 503, another status or another error', () => {
    expect(isServerAway(timeout())).toBe(false);
    expect(isServerAway(answer(503, 'unknown'))).toBe(false);
    expect(isServerAway(answer(500, 'database_unavailable'))).toBe(false);
    expect(isServerAway(answer(429, 'too_many_requests', '5'))).toBe(false);
    expect(isServerAway(answer(404, 'order_not_found'))).toBe(false);
    expect(isServerAway(new Error('errors.network'))).toBe(false);
  });
});

describe('shouldRetryQuery', () => {
  it('retries a read while the server is away, a bounded number of times', () => {
    for (const error of [noServer(), databaseAway(), shuttingDown()]) {
      expect(retriesOf(shouldRetryQuery, error)).toBe(SERVER_AWAY_RETRIES);
    }
  });

  it('retries a timed-out read twice, as before', () => {
    expect(retriesOf(shouldRetryQuery, timeout())).toBe(2);
  });

  it('takes every other answer as final', () => {
    for (const error of [
      answer(400, 'validation_failed'),
      answer(401, 'unauthorized'),
      answer(403, 'forbidden'),
      answer(404, 'order_not_found'),
      answer(429, 'too_many_requests', '1'),
      answer(500, 'unknown'),
      answer(503, 'unknown', '1'),
      new Error('boom'),
    ]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
    }
  });
});

describe('retryWhileServerAway (reads whose failures were final at once)', () => {
  it('waits for a server away as other reads do, and nothing else', () => {
    expect(retriesOf(retryWhileServerAway, databaseAway())).toBe(SERVER_AWAY_RETRIES);
    expect(retriesOf(retryWhileServerAway, noServer())).toBe(SERVER_AWAY_RETRIES);
    expect(retryWhileServerAway(0, timeout())).toBe(false);
    expect(retryWhileServerAway(0, answer(404, 'driver_not_found'))).toBe(false);
    expect(retryWhileServerAway(0, answer(500, 'unknown'))).toBe(false);
  });
});

describe('shouldRetryMutation', () => {
  it('sends a write again, a few times, only when a stopping process refused it before doing anything', () => {
    expect(retriesOf(shouldRetryMutation, shuttingDown())).toBe(3);
  });

  it('does not repeat a write that may have happened or that the server refused', () => {
    for (const error of [
      databaseAway(),
      noServer(),
      timeout(),
      answer(409, 'order_already_on_hold'),
      answer(500, 'unknown'),
    ]) {
      expect(shouldRetryMutation(0, error)).toBe(false);
    }
  });
});

describe('retryDelay', () => {
  const noJitter = () => 0;

  it("waits the server's Retry-After, a little longer each time, within 1–10 s", () => {
    expect([0, 1, 2, 3, 4].map((count) => retryDelay(count, databaseAway('3'), noJitter))).toEqual([
      3_000, 4_500, 6_750, 10_000, 10_000,
    ]);
    expect([0, 1, 2].map((count) => retryDelay(count, shuttingDown('1'), noJitter))).toEqual([1_000, 1_500, 2_250]);
    // No Retry-After (no answer at all), or one of 0: 1 s; a long one: 10 s at most.
    expect(retryDelay(0, noServer(), noJitter)).toBe(RETRY_DELAY_MIN_MS);
    expect(retryDelay(0, databaseAway(null), noJitter)).toBe(RETRY_DELAY_MIN_MS);
    expect(retryDelay(0, databaseAway('0'), noJitter)).toBe(RETRY_DELAY_MIN_MS);
    expect(retryDelay(0, databaseAway('120'), noJitter)).toBe(RETRY_DELAY_MAX_MS);
  });

  it('adds up to a fifth at random, never below Retry-After nor above the cap', () => {
    expect(retryDelay(0, databaseAway('2'), () => 1)).toBe(2_400);
    expect(retryDelay(0, databaseAway('2'), () => 0.5)).toBe(2_200);
    for (let count = 0; count < SERVER_AWAY_RETRIES; count += 1) {
      const delay = retryDelay(count, databaseAway('2'));
      expect(delay).toBeGreaterThanOrEqual(2_000);
      expect(delay).toBeLessThanOrEqual(RETRY_DELAY_MAX_MS);
    }
  });

  it('waits for a server away longer than a database failover (30–60 s), and not forever', () => {
    const total = (error: unknown, random: () => number) =>
      Array.from({ length: SERVER_AWAY_RETRIES }, (_, count) => retryDelay(count, error, random)).reduce(
        (sum, delay) => sum + delay,
        0,
      );
    expect(total(databaseAway('1'), noJitter)).toBeGreaterThan(60_000);
    expect(total(noServer(), noJitter)).toBeGreaterThan(60_000);
    expect(total(databaseAway('10'), () => 1)).toBeLessThanOrEqual(SERVER_AWAY_RETRIES * RETRY_DELAY_MAX_MS);
  });

  it("keeps react-query's own delays for the other retries (a timeout)", () => {
    expect([0, 1, 2].map((count) => retryDelay(count, timeout()))).toEqual([1_000, 2_000, 4_000]);
  });
});

describe('the query client of the console', () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    client = createQueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
  });

  /** A call that fails with each of `failures` in turn, then answers; `calls` counts its runs. */
  const flaky = (failures: unknown[]) => {
    const calls = { count: 0 };
    const run = async () => {
      calls.count += 1;
      const failure = failures[calls.count - 1];
      if (failure) throw failure;
      return 'done';
    };
    return { calls, run };
  };

  it('reads through a database failover and a deploy, and gives up at once on a refusal', async () => {
    const { calls, run } = flaky([databaseAway(), databaseAway(), noServer(), shuttingDown()]);
    const read = client.fetchQuery({ queryKey: ['failover'], queryFn: run });
    await vi.runAllTimersAsync();
    await expect(read).resolves.toBe('done');
    expect(calls.count).toBe(5);

    const refused = flaky([answer(404, 'order_not_found')]);
    const missing = client.fetchQuery({ queryKey: ['missing'], queryFn: refused.run }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await missing).toMatchObject({ status: 404 });
    expect(refused.calls.count).toBe(1);
  });

  it('sends a write again after shutting_down, and not after database_unavailable', async () => {
    const stopping = flaky([shuttingDown(), shuttingDown()]);
    const sent = client.getMutationCache().build(client, { mutationFn: stopping.run }).execute(undefined);
    await vi.runAllTimersAsync();
    await expect(sent).resolves.toBe('done');
    expect(stopping.calls.count).toBe(3);

    const away = flaky([databaseAway()]);
    const failed = client
      .getMutationCache()
      .build(client, { mutationFn: away.run })
      .execute(undefined)
      .catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await failed).toMatchObject({ status: 503, errorCode: 'database_unavailable' });
    expect(away.calls.count).toBe(1);
  });
});
