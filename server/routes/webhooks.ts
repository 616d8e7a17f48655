// Webhook endpoints of the signed-in client's company (Settings → General → Webhooks): list, create, update, delete,
// rotate the secret, send a test event, and the delivery log. HTTP only: parse with the domain schemas, allow client
// users only (not API keys: see docs/webhooks.ts), call the service.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createWebhookSchema,
  updateWebhookSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryIdSchema,
  webhookIdSchema,
} from '../../domain/webhooks.ts';
import { denyApiKeys, principalOf, requireAuth } from '../plugins/auth.ts';
import { forbidden } from '../errors.ts';
import { actorOf } from '../services/principal.ts';
import {
  createWebhook,
  deleteWebhook,
  getWebhookDelivery,
  listWebhookDeliveries,
  listWebhooks,
  rotateWebhookSecret,
  sendTestWebhook,
  updateWebhook,
  type WebhookOwner,
} from '../services/webhooks.ts';
import { webhooksDocs } from './docs/webhooks.ts';

const TAG = 'Console: webhooks';

/** The client user acting on its company's endpoints. */
function ownerOf(request: FastifyRequest): WebhookOwner {
  const principal = principalOf(request);
  if (principal.kind !== 'client' || principal.companyId === null)
    throw forbidden('client_user_only', 'Only client users manage webhooks');
  return { companyId: principal.companyId, email: principal.email, actor: actorOf(principal) };
}

export async function webhookRoutes(app: FastifyInstance) {
  denyApiKeys(app); // the company's settings: a key could send its orders' personal data anywhere
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const urlCheck = { allowPrivate: app.config.webhooksAllowPrivate };

  r.get(
    '/@me/webhooks',
    { schema: { tags: [TAG], ...webhooksDocs.list }, onRequest: requireAuth(app) },
    async (request) => listWebhooks(db, ownerOf(request).companyId),
  );

  r.post(
    '/@me/webhooks/create',
    { schema: { tags: [TAG], ...webhooksDocs.create, body: createWebhookSchema }, onRequest: requireAuth(app) },
    async (request, reply) => reply.status(201).send(await createWebhook(db, ownerOf(request), request.body, urlCheck)),
  );

  r.post(
    '/@me/webhooks/update',
    { schema: { tags: [TAG], ...webhooksDocs.update, body: updateWebhookSchema }, onRequest: requireAuth(app) },
    async (request) => updateWebhook(db, ownerOf(request), request.body, urlCheck),
  );

  r.post(
    '/@me/webhooks/delete',
    { schema: { tags: [TAG], ...webhooksDocs.delete, body: webhookIdSchema }, onRequest: requireAuth(app) },
    async (request, reply) => {
      await deleteWebhook(db, ownerOf(request), request.body.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/@me/webhooks/rotate-secret',
    { schema: { tags: [TAG], ...webhooksDocs.rotateSecret, body: webhookIdSchema }, onRequest: requireAuth(app) },
    async (request) => rotateWebhookSecret(db, ownerOf(request), request.body.id),
  );

  r.post(
    '/@me/webhooks/test',
    { schema: { tags: [TAG], ...webhooksDocs.test, body: webhookIdSchema }, onRequest: requireAuth(app) },
    async (request, reply) => reply.status(202).send(await sendTestWebhook(db, ownerOf(request), request.body.id)),
  );

  r.get(
    '/@me/webhooks/deliveries',
    {
      schema: { tags: [TAG], ...webhooksDocs.deliveries, querystring: webhookDeliveriesQuerySchema },
      onRequest: requireAuth(app),
    },
    async (request) => listWebhookDeliveries(db, ownerOf(request).companyId, request.query),
  );

  r.get(
    '/@me/webhooks/deliveries/details',
    {
      schema: { tags: [TAG], ...webhooksDocs.deliveryDetails, querystring: webhookDeliveryIdSchema },
      onRequest: requireAuth(app),
    },
    async (request) => getWebhookDelivery(db, ownerOf(request).companyId, request.query.id),
  );
}
