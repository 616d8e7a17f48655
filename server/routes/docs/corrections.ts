// The OpenAPI texts of the corrections routes (server/routes/corrections.ts): each route's summary and description, and
// the texts they share, and the shapes of its answers (`response`). A route spreads its entry into its schema
// (`schema: { tags, ...correctionsDocs.<route>, body }`), so the route file reads as routing and the rest
// reads here. The serializer sends exactly the fields a shape names.
import {
  CORRECTION_AMOUNT_MAX,
  CORRECTION_COMMENT_MAX,
  REJECTION_REASON_MAX,
  type CorrectionData,
  type CorrectionDecisionResponse,
  type CorrectionDetail,
  type PendingCorrectionItem,
} from '../../../domain/correctionSchemas.ts';
import { z } from 'zod';
import { CORRECTION_CATEGORIES, CORRECTION_STATUSES, CURRENCIES, PACKAGE_SIZES } from '../../../domain/enums.ts';
import { keepingOtherKeys, optionalTimestamp, timestamp } from './shapes/backOffice.ts';

const address = z.object({ street: z.string(), zipCode: z.string(), city: z.string() });

const correctionData = keepingOtherKeys<CorrectionData>(
  z
    .object({
      extraDistance: z.number().optional().describe('Metres the driver adds to the estimated distance'),
      actualPackageSize: z.enum(PACKAGE_SIZES).optional(),
      clientAddress: address.optional().describe('The address the driver actually delivered to'),
    })
    .describe('What the driver reports, by category'),
);

const pendingCorrection = z.object({
  id: z.number().int(),
  companyImageUrl: z.string().nullable(),
  companyName: z.string(),
  orderNo: z.string(),
  createdAt: timestamp('Submitted'),
  driverEmail: z.string(),
}) satisfies z.ZodType<PendingCorrectionItem>;

const correctionDetail = z
  .object({
    id: z.number().int(),
    driverId: z.number().int(),
    driverEmail: z.string(),
    driverName: z.string(),
    orderNo: z.string(),
    orderId: z.number().int(),
    companyName: z.string(),
    companyImageUrl: z.string().nullable(),
    createdAt: timestamp('Submitted'),
    data: correctionData,
    category: z.enum(CORRECTION_CATEGORIES),
    status: z.enum(CORRECTION_STATUSES),
    estimatedPayoutDriver: z.number().nullable().describe('Minor units'),
    payoutDriver: z.number().nullable().describe('Minor units: the estimate plus the accepted amount, once accepted'),
    currency: z.enum(CURRENCIES),
    estimatedDistance: z.number().nullable().describe('Metres'),
    recalculatedDistance: z.number().nullable().describe('Metres, to the corrected address'),
    suggestedDistance: z.number().nullable().describe('Metres: estimatedDistance + data.extraDistance'),
    suggestedCorrectionPay: z.number().nullable().describe('Minor units'),
    packageSize: z.enum(PACKAGE_SIZES).nullable().describe('The order’s package size'),
    clientsAddress: address.describe('The order’s receiver address'),
    driversComment: z.string().nullable(),
    attachmentUrl: z.string().nullable(),
    decidedAt: optionalTimestamp('Accepted or rejected'),
    decidedByEmail: z.string().nullable(),
    acceptedAmount: z.number().nullable().describe('Minor units'),
    rejectionReason: z.string().nullable(),
    comment: z.string().nullable(),
    walletEntryNo: z.string().nullable().describe('The wallet entry booked by the acceptance (WP/<year>/<id>)'),
  })
  .describe('A correction with its order, driver and decision') satisfies z.ZodType<CorrectionDetail>;

const decision = z.object({
  correction: correctionDetail,
  walletEntry: z
    .object({ id: z.number().int(), no: z.string(), payoutDriver: z.number() })
    .nullable()
    .describe('Accept: the wallet entry booked in the same transaction'),
}) satisfies z.ZodType<CorrectionDecisionResponse>;

const ACCESS =
  'Needs corrections.canAccessPage (the corrections scope; corrections:read also opens the reads; superAdmin counts), else 403 `insufficient_permissions`. ' +
  'Tenant: only corrections of orders of the companies and regions the operator is assigned to; any other answers 404 `correction_not_found`.';
const WRITE_ACCESS =
  'Deciding also needs corrections.canWrite (the corrections scope; superAdmin counts): an operator with corrections:read only gets 403 `forbidden` (it may read the corrections, not decide them).';
const DECISION =
  'The correction row is locked for the decision (SELECT … FOR UPDATE): of two concurrent decisions one wins, the other answers 409 `correction_not_pending`, as does any decision on an accepted or rejected correction. ' +
  'Answers `{correction, walletEntry}` (the correction’s details after the decision). The decision is audited (correction.accept / correction.reject, before and after).';

export const correctionsDocs = {
  pendingList: {
    summary: 'The pending corrections, oldest first',
    description: [
      'Answers `{items: [{id, companyImageUrl, companyName, orderNo, createdAt, driverEmail}]}`, every pending correction of the caller’s tenant,',
      'oldest first (our choice: the queue is worked through in the order drivers sent it; ties by id). No paging: the queue is short.',
      ACCESS,
    ].join(' '),
    response: { 200: z.object({ items: z.array(pendingCorrection) }) },
  },
  info: {
    summary: 'One correction’s details, any status',
    description: [
      'Answers the correction: id, driverId, driverEmail, driverName, orderNo, orderId, companyName, companyImageUrl, createdAt,',
      'data {extraDistance (metres), actualPackageSize, clientAddress {street, zipCode, city}}, category, status,',
      'estimatedPayoutDriver and payoutDriver (minor units), currency, estimatedDistance, recalculatedDistance (metres),',
      'suggestedDistance = estimatedDistance + data.extraDistance (null without an extra distance), suggestedCorrectionPay (minor units),',
      'packageSize and clientsAddress (the order’s), driversComment, attachmentUrl, and the decision: decidedAt, decidedByEmail,',
      'acceptedAmount, rejectionReason, comment, walletEntryNo. 400 `validation_failed` without a valid correctionId.',
      ACCESS,
    ].join(' '),
    response: { 200: correctionDetail },
  },
  accept: {
    summary: 'Accepts a pending correction with an amount and books the driver’s wallet entry',
    description: [
      `Body \`{correctionId, amount, comment?}\`: amount in minor units (grosze), an integer from 1 to ${CORRECTION_AMOUNT_MAX} — our choice: a correction`,
      'adds pay, so 0 and negative amounts are refused (a deduction is a manual wallet entry of type correction); the console pre-fills it from',
      `suggestedCorrectionPay. comment optional, at most ${CORRECTION_COMMENT_MAX} characters.`,
      'In one transaction: status accepted, acceptedAmount = amount, payoutDriver = estimatedPayoutDriver + amount, decidedAt and decidedBy,',
      'comment, and a wallet entry of type correction for the driver (payoutDriver = amount, the correction’s currency, linked to the correction',
      'and its order, created by the operator, creationComment = comment, numbered WP/<year>/<id>). If anything fails nothing is written.',
      DECISION,
      '400 `validation_failed` with field errors (amount, comment).',
      ACCESS,
      WRITE_ACCESS,
    ].join(' '),
    response: { 200: decision },
  },
  reject: {
    summary: 'Rejects a pending correction with a reason',
    description: [
      `Body \`{correctionId, rejectionReason, comment?}\`: rejectionReason required (1 to ${REJECTION_REASON_MAX} characters after trimming),`,
      `comment optional (at most ${CORRECTION_COMMENT_MAX}). Status rejected, decidedAt and decidedBy; nothing is paid.`,
      DECISION,
      '400 `validation_failed` with field errors (rejectionReason, comment).',
      ACCESS,
      WRITE_ACCESS,
    ].join(' '),
    response: { 200: decision },
  },
};
