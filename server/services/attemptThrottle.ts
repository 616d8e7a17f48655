// The one mechanism behind every limit of the API (sign-in, registration, password change, demo requests, /pin):
// counters in the login_attempts table, one row per key. Keys are `AREA/WHAT value…` (LOGIN/CLIENT 10.0.0.7,
// PIN/ORDER AB12 2026-01-31…): each rule's key names its area and what it counts, so two rules never share a row.
//
// An attempt is reserved before the guess is checked, in one statement per rule that counts it only when the rule
// still has room (so a burst of parallel requests cannot all slip under the limit), and given back when it turns
// out not to be a wrong guess. A request refused by one rule gives back what it reserved under the others.
//
// Two kinds of rule:
// - lock (the default): at most `max` attempts in a window that starts with the first one; the next attempt answers
//   429 until the window ends.
// - pace: `max` attempts at once, then one every windowSeconds / max seconds (the generic cell rate algorithm: the
//   row keeps, in locked_until, the time at which the counted attempts would have been spread out). On average
//   no more than `max` attempts per window pass, and a refused caller never waits longer than one interval: the
//   limit slows a flood down without ever locking anybody out for long.
import { and, eq, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';
import type { ServerErrorCode } from '../../domain/errorCodes.ts';

export interface ThrottleRule {
  key: string;
  /** Attempts counted within the window. */
  max: number;
  windowSeconds: number;
  /** lock (default): past `max`, refused until the window ends; pace: past `max`, one more every windowSeconds / max. */
  mode?: 'lock' | 'pace';
}

export interface Reservation {
  /** Give the attempts back (all, or those of these keys): the request was not a wrong guess. */
  release(keys?: readonly string[]): Promise<void>;
  /** Start these keys' counts over (a caller who proved itself, e.g. with the right password). */
  forget(keys: readonly string[]): Promise<void>;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Seconds between two counted attempts of a pace rule once its burst is used up. */
const paceInterval = (rule: ThrottleRule) => rule.windowSeconds / rule.max;

/** Counts one attempt if the rule has room; otherwise answers the seconds until it has. */
async function reserveOne(db: Db, rule: ThrottleRule): Promise<{ retryAfter: number } | null> {
  if (rule.mode === 'pace') {
    const interval = paceInterval(rule);
    // The attempt passes when the spread-out time is at most one window minus one interval ahead of now.
    const counted = await db.execute(sql`
      INSERT INTO login_attempts (username, failures, window_started_at, locked_until)
      VALUES (${rule.key}, 1, now(), now() + make_interval(secs => ${interval}))
      ON CONFLICT (username) DO UPDATE SET
        failures = CASE WHEN login_attempts.locked_until <= now() THEN 1 ELSE login_attempts.failures + 1 END,
        window_started_at = now(),
        locked_until = greatest(login_attempts.locked_until, now()) + make_interval(secs => ${interval})
      WHERE coalesce(login_attempts.locked_until, now()) <= now() + make_interval(secs => ${rule.windowSeconds - interval})
      RETURNING 1`);
    if (rowsOf(counted).length) return null;
    const [row] = rowsOf<{ retry_after: number | null }>(
      await db.execute(sql`
        SELECT ceil(extract(epoch from (locked_until - make_interval(secs => ${rule.windowSeconds - interval}) - now())))::int AS retry_after
        FROM login_attempts WHERE username = ${rule.key}`),
    );
    return { retryAfter: Math.max(row?.retry_after ?? 1, 1) };
  }
  const expired = sql`login_attempts.window_started_at <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const counted = await db.execute(sql`
    INSERT INTO login_attempts (username, failures, window_started_at) VALUES (${rule.key}, 1, now())
    ON CONFLICT (username) DO UPDATE SET
      failures = CASE WHEN ${expired} THEN 1 ELSE login_attempts.failures + 1 END,
      window_started_at = CASE WHEN ${expired} THEN now() ELSE login_attempts.window_started_at END
    WHERE ${expired} OR login_attempts.failures < ${rule.max}
    RETURNING 1`);
  if (rowsOf(counted).length) return null;
  const [row] = rowsOf<{ retry_after: number | null }>(
    await db.execute(sql`
      SELECT ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int AS retry_after
      FROM login_attempts WHERE username = ${rule.key}`),
  );
  return { retryAfter: Math.max(row?.retry_after ?? 1, 1) };
}

async function giveBack(db: Db, rule: ThrottleRule) {
  const where = and(eq(loginAttempts.username, rule.key), sql`${loginAttempts.failures} > 0`);
  if (rule.mode === 'pace') {
    await db
      .update(loginAttempts)
      .set({
        failures: sql`${loginAttempts.failures} - 1`,
        lockedUntil: sql`${loginAttempts.lockedUntil} - make_interval(secs => ${paceInterval(rule)})`,
      })
      .where(where);
  } else {
    await db
      .update(loginAttempts)
      .set({ failures: sql`${loginAttempts.failures} - 1` })
      .where(where);
  }
}

/**
 * Reserves one attempt under every rule, in their order. When a rule has no room, gives back what the earlier ones
 * reserved and answers 429 `errorCode` with Retry-After (the seconds until that rule has room).
 */
export async function reserveAttempt(
  db: Db,
  rules: readonly ThrottleRule[],
  errorCode: ServerErrorCode,
  message: string,
): Promise<Reservation> {
  const reserved: ThrottleRule[] = [];
  for (const rule of rules) {
    const refused = await reserveOne(db, rule);
    if (refused) {
      for (const earlier of reserved) await giveBack(db, earlier);
      throw tooManyRequests(errorCode, message, refused.retryAfter);
    }
    reserved.push(rule);
  }
  const held = new Map(reserved.map((rule) => [rule.key, rule]));
  const take = (keys?: readonly string[]) => {
    const taken = (keys ?? [...held.keys()]).flatMap((key) => held.get(key) ?? []);
    for (const rule of taken) held.delete(rule.key);
    return taken;
  };
  return {
    async release(keys) {
      for (const rule of take(keys)) await giveBack(db, rule);
    },
    async forget(keys) {
      for (const rule of take(keys)) await db.delete(loginAttempts).where(eq(loginAttempts.username, rule.key));
    },
  };
}
