// The public find-and-verify of the /pin page: a visitor without an account marks an order picked up by its
// creation day, number and pick-up PIN. It guesses three fields, so wrong guesses are counted per client address
// and per order number and day (attemptThrottle.ts), unknown orders and wrong PINs answer the same 422, and only
// a caller who knows the PIN learns whether the order is waiting for pick-up.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { HttpError } from '../errors.ts';
import type { Actor } from './audit.ts';
import { EVERYWHERE } from '../access/reach.ts';
import { reserveAttempt, type ThrottleRule } from './attemptThrottle.ts';
import type { RateLimits } from './rateLimits.ts';
import { verifyPickupOnDay, type ActionContext, type ActionResult } from './orderActions.ts';
import type { FindAndVerifyPickupInput } from '../../domain/pickupSchemas.ts';

export const PUBLIC_PIN_ACTOR: Actor = { kind: 'public', id: null, name: 'pin page' };

/** The page sees every company's orders: it knows nothing but what the visitor types. */
const PUBLIC_CONTEXT: ActionContext = {
  actor: PUBLIC_PIN_ACTOR,
  tenant: EVERYWHERE,
};

type PickupLimits = Pick<RateLimits, 'pickupFailuresPerClient' | 'pickupFailuresPerOrder'>;

/** Wrong guesses per client address, and per order number and creation day (RATE_LIMITS), within their windows. */
export const pickupThrottleRules = (
  limits: PickupLimits,
  clientIp: string,
  input: Pick<FindAndVerifyPickupInput, 'orderNo' | 'createdAt'>,
): ThrottleRule[] => [
  { key: `PIN/CLIENT ${clientIp}`, ...limits.pickupFailuresPerClient },
  { key: `PIN/ORDER ${input.orderNo} ${input.createdAt}`, ...limits.pickupFailuresPerOrder },
];

const isWrongGuess = (error: unknown) => error instanceof HttpError && error.statusCode === 422;

export async function findAndVerifyPickup(
  db: Db,
  limits: PickupLimits,
  input: FindAndVerifyPickupInput,
  client: { ip: string },
): Promise<ActionResult & { orderNo: string; verifiedAt: Date }> {
  const reservation = await reserveAttempt(
    db,
    pickupThrottleRules(limits, client.ip, input),
    'too_many_pickup_attempts',
    'Too many wrong order numbers or PINs; try again later',
  );
  try {
    const result = await verifyPickupOnDay(
      db,
      PUBLIC_CONTEXT,
      { orderNo: input.orderNo, day: sql`${input.createdAt}::date`, code: input.pin },
      { pinFirst: true, auditAfter: { via: 'pin_page', ip: client.ip } },
    );
    await reservation.release();
    return { ...result, verifiedAt: new Date() };
  } catch (error) {
    // A wrong guess stays counted; anything else (not ready for pick-up: the PIN was right) is given back.
    if (!isWrongGuess(error)) await reservation.release();
    throw error;
  }
}
