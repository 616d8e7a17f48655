// msw handlers of the settings' webhook calls: no endpoint and an empty delivery log, unless a test says otherwise
// (the General tab of every client user reads both).
import { http, HttpResponse } from 'msw';
import type { WebhookDeliveryPage } from '../../../domain/webhooks.ts';

export const emptyWebhookHandlers = () => [
  http.get('/api/@me/webhooks', () => HttpResponse.json([])),
  http.get('/api/@me/webhooks/deliveries', () =>
    HttpResponse.json({ items: [], total: 0, page: 1, perPage: 10 } satisfies WebhookDeliveryPage),
  ),
];
