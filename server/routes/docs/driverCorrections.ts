// The OpenAPI texts of the driverCorrections routes (server/routes/driverCorrections.ts): each route's summary and
// description, and the texts they share. A route spreads its entry into its schema
// (`schema: { tags, ...driverCorrectionsDocs.<route>, body }`), so the route file reads as routing and the prose reads
// here; the generated document (/api/docs) is the same. Each entry also carries the route's answer schemas
// (`response`): the serializer sends exactly their fields.
import { z } from 'zod';
import { CORRECTION_CATEGORIES, CORRECTION_STATUSES, CURRENCIES } from '../../../domain/enums.ts';
import {
  CORRECTION_COMMENT_MAX,
  CORRECTION_FLAT_PAY,
  EXTRA_DISTANCE_MAX,
  REATTEMPT_PAY_SHARE,
  type DriverCorrectionResponse,
} from '../../../domain/correctionSchemas.ts';
import { DRIVER_PAYOUT_SHARE } from '../../../domain/pricing.ts';
import { correctionData } from './shapes/driverMoney.ts';

const correctionAnswer = z.object({
  correction: z.object({
    id: z.number().int(),
    orderId: z.number().int(),
    category: z.enum(CORRECTION_CATEGORIES),
    status: z.enum(CORRECTION_STATUSES),
    data: correctionData,
    estimatedDistance: z.number().nullable(),
    recalculatedDistance: z.number().nullable(),
    estimatedPayoutDriver: z.number().nullable(),
    suggestedCorrectionPay: z.number().describe('Minor units'),
    currency: z.enum(CURRENCIES),
    createdAt: z.string(),
  }),
}) satisfies z.ZodType<DriverCorrectionResponse>;

const AUTH_ERRORS =
  '401 `unauthorized` without a token, 401 `session_expired` for an expired or revoked session, 401 `account_deactivated` for a deactivated driver, 403 `driver_blocked` for a blocked one, 403 `driver_session_required` for a token that is not a driver’s.';

export const driverCorrectionsDocs = {
  correction: {
    summary: 'Submits a correction of one of the driver’s delivered or finished orders (status pending)',
    description: [
      'Body `{orderId, category, data, driversComment, attachmentUrl?}`. category: incorrect_distance, incorrect_size, different_delivery_address,',
      `reattempted_delivery, other, iqos_wee_exchange. data per category: incorrect_distance needs \`extraDistance\` (metres, integer 1 to ${EXTRA_DISTANCE_MAX}),`,
      'incorrect_size needs `actualPackageSize` (S, M, L; 422 `package_size_unchanged` when the order already has it), different_delivery_address',
      'needs `clientAddress {street, zipCode (00-000), city}`; other data fields are dropped. driversComment required',
      `(at most ${CORRECTION_COMMENT_MAX} characters); attachmentUrl optional, an http(s) address or a path on this server.`,
      'The server stores estimatedDistance and estimatedPayoutDriver (the order’s), and computes recalculatedDistance and suggestedCorrectionPay',
      `(minor units). The driver’s rate per km is the company tariff’s perKm for the order’s package size × ${DRIVER_PAYOUT_SHARE} (the driver’s`,
      'share of a price; default tariff: PLN 2.10 × 0.72 = 1.512 per km); multipliers do not apply. incorrect_distance: recalculated = estimated +',
      'extraDistance, pay = extraDistance at the rate. incorrect_size: pay = (base price of the actual size − of the ordered size) ×',
      `${DRIVER_PAYOUT_SHARE}, at least 0. different_delivery_address: the address is geocoded (postal-code centroid; 422 \`address_not_found\``,
      '/ `address_is_ambiguous` / `address_matched_partially`), recalculated = road distance from the pickup point to it (without a pickup point:',
      'estimated + road distance from the original receiver), pay = (recalculated − estimated) at the rate, at least 0. reattempted_delivery:',
      `pay = ${REATTEMPT_PAY_SHARE} × estimatedPayoutDriver. other and iqos_wee_exchange: a flat ${CORRECTION_FLAT_PAY} (PLN ${(CORRECTION_FLAT_PAY / 100).toFixed(2)}).`,
      'One pending correction per order and driver: 409 `correction_already_exists` (a decided one does not block a new one); the order row is',
      'locked for the check. 404 `order_not_found`, 403 `order_not_assigned_to_driver` for another driver’s order, 409 `order_not_delivered`',
      'unless delivered or finished. 400 `validation_failed` with field errors (`data.extraDistance`, `data.clientAddress.zipCode`, …).',
      'Answers `{correction}`; operators decide it with POST /api/correction/accept or /reject. Audited (correction.submit).',
      AUTH_ERRORS,
    ].join(' '),
    response: { 200: correctionAnswer },
  },
};
