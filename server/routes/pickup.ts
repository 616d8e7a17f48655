// The public find-and-verify call of the /pin page (path of our choice).
// No token: the visitor proves knowledge of the order by its creation day, number and pick-up PIN.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { findAndVerifyPickupSchema, type FindAndVerifyPickupResponse } from '../../src/domain/pickupSchemas.ts';
import { findAndVerifyPickup } from '../services/publicPickup.ts';
import { describeLimit } from '../services/rateLimits.ts';

export async function pickupRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limits = app.config.rateLimits;

  r.post('/order/find-and-verify-pickup', {
    config: { public: 'pickup-point staff on the /pin page prove themselves with the order’s PIN (throttled)' },
    schema: {
      tags: ['order actions'],
      summary: 'Public find and verify (the /pin page): the order by creation day and order no, then its pick-up PIN',
      description: [
        'No authentication. `createdAt` is a day (YYYY-MM-DD, Europe/Warsaw; an ISO date-time stands for its day there), not after today;',
        '`orderNo` exactly 4 characters (any case); `pin` the pick-up verification code. Answers `{orderNo, verifiedAt}` and nothing',
        'else about the order; sends `editOrder` to the consoles. 422 `incorrect_verification_code_and_order_no` for an unknown order',
        'and for a wrong PIN alike; 409 `order_not_ready_for_pick_up` only with the right PIN. Wrong guesses are counted:',
        `${describeLimit(limits.pickupFailuresPerOrder, 'per order no and day')} and ${describeLimit(limits.pickupFailuresPerClient, 'per client address')},`,
        'then 429 `too_many_pickup_attempts` with Retry-After (seconds) until the window ends. Audited with the actor kind `public`.',
      ].join(' '),
      body: findAndVerifyPickupSchema,
      security: [],
    },
  }, async (request): Promise<FindAndVerifyPickupResponse> => {
    const result = await findAndVerifyPickup(app.database.db, limits, request.body, { ip: request.ip });
    for (const { event, ...payload } of result.events) app.realtime.emitOrderEvent(event, payload);
    return { orderNo: result.orderNo, verifiedAt: result.verifiedAt.toISOString() };
  });
}
