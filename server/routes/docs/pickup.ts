// The OpenAPI texts of the pickup routes (server/routes/pickup.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema (`schema: { tags, ...pickupDocs.<route>, body }`),
// so the route file reads as routing and the prose reads here; the generated document (/api/docs) is the same.
// Each entry also carries the route's answer schemas (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import type { FindAndVerifyPickupResponse } from '../../../domain/pickupSchemas.ts';
import { describeLimit } from '../../services/rateLimits.ts';
import type { AppConfig } from '../../config.ts';

const verifiedAnswer = z.object({
  orderNo: z.string().describe('The order no as typed'),
  verifiedAt: z.iso.datetime(),
}) satisfies z.ZodType<FindAndVerifyPickupResponse>;

export const pickupDocs = {
  findAndVerifyPickup: (config: AppConfig) => ({
    summary: 'Public find and verify (the /pin page): the order by creation day and order no, then its pick-up PIN',
    description: [
      'No authentication. `createdAt` is a day (YYYY-MM-DD, Europe/Warsaw; an ISO date-time stands for its day there), not after today;',
      '`orderNo` exactly 4 characters (any case); `pin` the pick-up verification code. Answers `{orderNo, verifiedAt}` and nothing',
      'else about the order; sends `editOrder` to the consoles. 422 `incorrect_verification_code_and_order_no` for an unknown order',
      'and for a wrong PIN alike; 409 `order_not_ready_for_pick_up` only with the right PIN. Wrong guesses are counted:',
      `${describeLimit(config.rateLimits.pickupFailuresPerOrder, 'per order no and day')} and ${describeLimit(config.rateLimits.pickupFailuresPerClient, 'per client address')},`,
      'then 429 `too_many_pickup_attempts` with Retry-After (seconds) until the window ends. Audited with the actor kind `public`.',
    ].join(' '),
    response: { 200: verifiedAnswer },
  }),
};
