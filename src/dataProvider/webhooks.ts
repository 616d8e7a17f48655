// The webhook calls of Settings → General → Webhooks (a client user's own company): the endpoints under
// /@me/webhooks, their secrets, the test event and the delivery log.
import type {
  CreateWebhookBody,
  WebhookDeliveriesQuery,
  WebhookDeliveryDetails,
  WebhookDeliveryPage,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '../../domain/webhooks.ts';
import type { HttpClient } from './httpClient.ts';

export interface WebhookChange {
  id: number;
  url?: string;
  events?: WebhookEventType[];
  description?: string | null;
  enabled?: boolean;
}

export const createWebhooksApi = (http: HttpClient) => ({
  list: (signal?: AbortSignal) => http.get<WebhookEndpointRow[]>('/@me/webhooks', undefined, { signal }),
  create: (body: CreateWebhookBody) => http.post<WebhookEndpointWithSecret>('/@me/webhooks/create', body),
  update: (body: WebhookChange) => http.post<WebhookEndpointRow>('/@me/webhooks/update', body),
  remove: (id: number) => http.post<void>('/@me/webhooks/delete', { id }),
  rotateSecret: (id: number) => http.post<WebhookEndpointWithSecret>('/@me/webhooks/rotate-secret', { id }),
  sendTest: (id: number) => http.post<WebhookDeliveryRow>('/@me/webhooks/test', { id }),
  deliveries: (query: Partial<WebhookDeliveriesQuery>, signal?: AbortSignal) =>
    http.get<WebhookDeliveryPage>('/@me/webhooks/deliveries', query, { signal }),
  delivery: (id: number, signal?: AbortSignal) =>
    http.get<WebhookDeliveryDetails>('/@me/webhooks/deliveries/details', { id }, { signal }),
});

export type WebhooksApi = ReturnType<typeof createWebhooksApi>;
