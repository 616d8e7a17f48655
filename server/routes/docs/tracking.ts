// The OpenAPI texts of the tracking route (server/routes/tracking.ts): its summary, description and answer schema.
import { z } from 'zod';
import { TRACKING_STAGES, type TrackingAnswer } from '../../../src/domain/tracking.ts';

const time = z.iso.datetime();
const point = z.object({ lat: z.number(), lng: z.number() });

const trackingAnswer = z.object({
  orderNo: z.string(),
  stage: z.enum(TRACKING_STAGES),
  timeSlot: z
    .object({ from: time, to: time })
    .nullable()
    .describe('The booked delivery slot; null: as soon as possible'),
  stageAt: time.nullable().describe('When the order reached its stage'),
  live: z
    .object({
      driver: point.extend({ at: time }),
      destination: point.nullable(),
      estimatedArrival: time.nullable(),
    })
    .nullable()
    .describe('Only while picked up or arrived, from the order’s last location point'),
}) satisfies z.ZodType<TrackingAnswer>;

export const trackingDocs = {
  track: {
    summary: 'Public tracking of one order by its link’s token (the receiver’s /track/<token> page)',
    description: [
      'No authentication: the token (32 hex digits, made by the database for every order, in the order’s `trackingUrl`)',
      'is the key. Answers the order no, its stage (placed, accepted, on_the_way, arrived, delivered, cancelled), the',
      'booked time slot and, only after pick-up and until delivered or cancelled, the driver’s last position with the',
      'delivery point and an estimated arrival (straight line × 1.3 at the slower city speed of the driver’s vehicle).',
      'Nothing about the company, the driver or other orders. 400 `validation_failed` for a malformed token, 404',
      '`order_not_found` for an unknown one.',
    ].join(' '),
    response: { 200: trackingAnswer },
  },
};
