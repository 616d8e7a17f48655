import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { filterOptionHandlers, servedEverywhereCoverage } from './handlers.ts';
import { emptyWebhookHandlers } from './webhookHandlers.ts';

/**
 * One msw server for the component suite; each test installs its handlers with server.use(). The order list's
 * filter choices and saved views answer empty lists, every address is in coverage, and the settings have no webhook
 * and no API key, unless a test says otherwise (these survive resetHandlers).
 */
export const server = setupServer(
  ...filterOptionHandlers(),
  servedEverywhereCoverage(),
  ...emptyWebhookHandlers(),
  http.get('/api/@me/api-keys', () => HttpResponse.json([])),
);
