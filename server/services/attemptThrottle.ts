// Counting guesses of public calls in the login_attempts table (the table of the sign-in throttling, one row per
// key: a count and the start of its window). Keys of this module start with upper-case letters: sign-in keys are
// lower-cased usernames, so the two never meet.
//
// An attempt is reserved before the guess is checked, in one statement (so a burst of parallel requests cannot
// all slip under the limit), and given back when it turns out not to be a wrong guess.
import { inArray, sql } from 'drizzle-orm';
import { loginAttempts } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { tooManyRequests } from '../errors.ts';

export interface ThrottleRule {
  key: string;
  /** Wrong guesses allowed within the window; the next attempt answers 429 until the window ends. */
  maxFailures: number;
  windowSeconds: number;
}

export interface Reservation {
  /** Give the attempts back: the request was not a wrong guess (success, or refused before guessing). */
  release(): Promise<void>;
}

interface Counted {
  failures: number;
  retry_after: number;
}

async function reserveOne(db: Db, rule: ThrottleRule): Promise<Counted> {
  const expired = sql`login_attempts.window_started_at < now() - make_interval(secs => ${rule.windowSeconds})`;
  const result = await db.execute(sql`
    INSERT INTO login_attempts (username, failures, window_started_at) VALUES (${rule.key}, 1, now())
    ON CONFLICT (username) DO UPDATE SET
      failures = CASE WHEN ${expired} THEN 1 ELSE login_attempts.failures + 1 END,
      window_started_at = CASE WHEN ${expired} THEN now() ELSE login_attempts.window_started_at END
    RETURNING failures,
      ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))::int AS retry_after`);
  return (result as unknown as { rows: Counted[] }).rows[0];
}

async function giveBack(db: Db, keys: string[]) {
  if (!keys.length) return;
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(inArray(loginAttempts.username, keys));
}

/**
 * Reserves one attempt under every rule. When a rule's limit is already used up, gives the attempts back and
 * answers 429 `errorCode` with Retry-After (seconds until that rule's window ends).
 */
export async function reserveAttempt(db: Db, rules: ThrottleRule[], errorCode: string, message: string): Promise<Reservation> {
  const reserved: string[] = [];
  let retryAfter = 0;
  for (const rule of rules) {
    const counted = await reserveOne(db, rule);
    reserved.push(rule.key);
    if (counted.failures > rule.maxFailures) retryAfter = Math.max(retryAfter, counted.retry_after, 1);
  }
  if (retryAfter > 0) {
    await giveBack(db, reserved);
    throw tooManyRequests(errorCode, message, retryAfter);
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await giveBack(db, reserved);
    },
  };
}
