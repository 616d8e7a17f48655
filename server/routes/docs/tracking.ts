// The OpenAPI texts of the tracking routes (server/routes/tracking.ts): their summaries, descriptions and answers.
import { z } from 'zod';
import { DELIVERY_PROMISE_MIN } from '../../../domain/constants.ts';
import { TRACKING_STAGES, type TrackingAnswer } from '../../../domain/tracking.ts';
import { fileAnswer } from './shapes/files.ts';

const time = z.iso.datetime();
const point = z.object({ lat: z.number(), lng: z.number() });

const trackingAnswer = z.object({
  orderNo: z.string(),
  shop: z
    .object({
      name: z.string().describe('The company’s display name, else its name'),
      logoUrl: z
        .string()
        .nullable()
        .describe('The shop’s logo through this link (`/api/track/<token>/logo`); null when the company has none'),
      contact: z
        .object({ phone: z.string() })
        .nullable()
        .describe(
          'Only on a cancelled order: the phone of the order’s pickup point, else of the company’s default pickup ' +
            'point; null in every other stage or when neither has one',
        ),
    })
    .describe('The shop that sends the parcel'),
  stage: z.enum(TRACKING_STAGES),
  timeSlot: z
    .object({ from: time, to: time })
    .nullable()
    .describe('The booked delivery slot; null: as soon as possible'),
  promisedBy: time
    .nullable()
    .describe(
      `As soon as possible: the latest delivery time, creation + ${DELIVERY_PROMISE_MIN} minutes; null with a slot`,
    ),
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
      'is the key. Answers the order no; the shop that sends it (its display name, else its name, and its logo as a',
      'path under this link, never a company id); its stage (placed, accepted, on_the_way, arrived, delivered,',
      'cancelled); from the start the booked time slot or, for an order delivered as soon as possible, the promise',
      `(\`promisedBy\`: creation + ${DELIVERY_PROMISE_MIN} minutes); and, only after pick-up and until delivered or cancelled,`,
      'the driver’s last position with the delivery point and an estimated arrival (straight line × 1.3 at the slower',
      'city speed of the driver’s vehicle). The shop’s phone (its pickup point’s, else its default pickup point’s)',
      'only on a cancelled order, where the receiver needs the shop to learn what happens next; while the delivery',
      'runs, questions go to its page, not to the shop. Nothing about the driver, the receiver or other orders. 400',
      '`validation_failed` for a malformed token, 404 `order_not_found` for an unknown one.',
    ].join(' '),
    response: { 200: trackingAnswer },
  },
  logo: {
    summary: 'The logo of the shop of a tracked order (the receiver’s /track/<token> page)',
    description: [
      'No authentication: the tracking link’s token is the key, so the logo is reached without a company id.',
      'Answers the company’s logo image (PNG, JPEG or WebP as uploaded and re-encoded; SVG for the images bundled',
      'with the console) with nosniff, cached privately for an hour. 400 `validation_failed` for a malformed token,',
      '404 `order_not_found` for an unknown one, 404 `not_found` when the company has no logo.',
    ].join(' '),
    response: { 200: fileAnswer('image/*', 'The shop’s logo image') },
  },
};
