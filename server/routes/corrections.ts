// The corrections area's calls: the pending list, one correction's details, accept and reject.
// The driver's submission is part of the driver API (server/routes/driverCorrections.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CORRECTION_AMOUNT_MAX,
  CORRECTION_COMMENT_MAX,
  correctionAcceptSchema,
  correctionInfoQuerySchema,
  correctionRejectSchema,
  REJECTION_REASON_MAX,
} from '../../src/domain/correctionSchemas.ts';
import { principalOf, requireAuth } from '../plugins/auth.ts';
import { actorOf } from '../services/principal.ts';
import * as service from '../services/corrections.ts';

const TAG = 'corrections';
const ACCESS =
  'Needs corrections.canAccessPage (the corrections scope; corrections:read also opens the reads; superAdmin counts), else 403 `insufficient_permissions`. ' +
  'Tenant: only corrections of orders of the companies and regions the operator is assigned to; any other answers 404 `correction_not_found`.';
const WRITE_ACCESS =
  'Deciding also needs corrections.canWrite (the corrections scope; superAdmin counts): an operator with corrections:read only gets 403 `forbidden` (it may read the corrections, not decide them).';
const DECISION =
  'The correction row is locked for the decision (SELECT … FOR UPDATE): of two concurrent decisions one wins, the other answers 409 `correction_not_pending`, as does any decision on an accepted or rejected correction. ' +
  'Answers `{correction, walletEntry}` (the correction’s details after the decision). The decision is audited (correction.accept / correction.reject, before and after).';

export async function correctionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const context = (request: FastifyRequest) => {
    const principal = principalOf(request);
    return { actor: actorOf(principal), tenant: principal.tenant };
  };

  r.get('/correction/pending-list', {
    schema: {
      tags: [TAG],
      summary: 'The pending corrections, oldest first',
      description: [
        'Answers `{items: [{id, companyImageUrl, companyName, orderNo, createdAt, driverEmail}]}`, every pending correction of the caller’s tenant,',
        'oldest first (our choice: the queue is worked through in the order drivers sent it; ties by id). No paging: the queue is short.',
        ACCESS,
      ].join(' '),
    },
    onRequest: requireAuth(app, 'corrections.canAccessPage'),
  }, async (request) => ({ items: await service.listPendingCorrections(db(), principalOf(request).tenant) }));

  r.get('/correction/info', {
    schema: {
      tags: [TAG],
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
      querystring: correctionInfoQuerySchema,
    },
    onRequest: requireAuth(app, 'corrections.canAccessPage'),
  }, async (request) => service.correctionInfo(db(), principalOf(request).tenant, request.query.correctionId));

  r.post('/correction/accept', {
    schema: {
      tags: [TAG],
      summary: 'Accepts a pending correction with an amount and books the driver’s wallet entry',
      description: [
        `Body \`{correctionId, amount, comment?}\`: amount in minor units (grosze), an integer from 1 to ${CORRECTION_AMOUNT_MAX} — our choice: a correction`,
        'adds pay, so 0 and negative amounts are refused (a deduction is a manual wallet entry of type correction); the console pre-fills it from',
        `suggestedCorrectionPay. comment optional, at most ${CORRECTION_COMMENT_MAX} characters.`,
        'In one transaction: status accepted, acceptedAmount = amount, payoutDriver = estimatedPayoutDriver + amount, decidedAt and decidedBy,',
        'comment, and a wallet entry of type correction for the driver (payoutDriver = amount, the correction’s currency, linked to the correction',
        'and its order, created by the operator, creationComment = comment, numbered WP/<year>/<id>). If anything fails nothing is written.',
        DECISION, '400 `validation_failed` with field errors (amount, comment).', ACCESS, WRITE_ACCESS,
      ].join(' '),
      body: correctionAcceptSchema,
    },
    onRequest: requireAuth(app, 'corrections.canAccessPage', 'corrections.canWrite'),
  }, async (request) => {
    return service.acceptCorrection(db(), context(request), request.body);
  });

  r.post('/correction/reject', {
    schema: {
      tags: [TAG],
      summary: 'Rejects a pending correction with a reason',
      description: [
        `Body \`{correctionId, rejectionReason, comment?}\`: rejectionReason required (1 to ${REJECTION_REASON_MAX} characters after trimming),`,
        `comment optional (at most ${CORRECTION_COMMENT_MAX}). Status rejected, decidedAt and decidedBy; nothing is paid.`,
        DECISION, '400 `validation_failed` with field errors (rejectionReason, comment).', ACCESS, WRITE_ACCESS,
      ].join(' '),
      body: correctionRejectSchema,
    },
    onRequest: requireAuth(app, 'corrections.canAccessPage', 'corrections.canWrite'),
  }, async (request) => {
    return service.rejectCorrection(db(), context(request), request.body);
  });
}
