// Settings → General → Webhooks of a client user: add an endpoint (the form's own check, the server's field error
// under the URL, the secret shown once), send a test event (it appears in the log), the delivery log (status chips,
// attempts, last response, the payload, refresh, empty and error states), rotate the secret after a confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  WebhookDeliveryDetails,
  WebhookDeliveryRow,
  WebhookEndpointRow,
  WebhookEndpointWithSecret,
} from '../../domain/webhooks.ts';
import { clientMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const endpoint = (overrides: Partial<WebhookEndpointRow> = {}): WebhookEndpointRow => ({
  id: 7,
  url: 'https://shop.example/hooks',
  events: ['order.created', 'order.delivered'],
  description: 'Shop',
  enabled: true,
  secretPrefix: 'whsec_AbCd',
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: 'client@alpha.pl',
  updatedAt: '2026-11-20T10:00:00.000Z',
  secretRotatedAt: null,
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDeliveryRow> = {}): WebhookDeliveryRow => ({
  id: 100,
  endpointId: 7,
  endpointUrl: 'https://shop.example/hooks',
  event: 'order.created',
  orderId: 41,
  orderNo: 'KX4P',
  status: 'delivered',
  attempts: 1,
  nextAttemptAt: null,
  lastAttemptAt: '2026-11-20T10:01:00.000Z',
  lastStatusCode: 200,
  lastError: null,
  deliveredAt: '2026-11-20T10:01:00.000Z',
  createdAt: '2026-11-20T10:00:55.000Z',
  ...overrides,
});

const page = (items: WebhookDeliveryRow[]) => HttpResponse.json({ items, total: items.length, page: 1, perPage: 10 });

describe('webhooks in the settings', () => {
  it('adds an endpoint: the form checks the URL, the server’s refusal shows under it, the secret is shown once', async () => {
    let endpoints: WebhookEndpointRow[] = [];
    const bodies: unknown[] = [];
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
      http.get('/api/@me/webhooks', () => HttpResponse.json(endpoints)),
      http.post('/api/@me/webhooks/create', async ({ request }) => {
        const body = (await request.json()) as { url: string };
        bodies.push(body);
        if (body.url.includes('192.168.'))
          return HttpResponse.json(
            {
              name: 'BadRequest',
              message: 'Invalid input',
              errorCode: 'validation_failed',
              errors: { url: ['settings.webhooks.validation.privateAddress'] },
            },
            { status: 400 },
          );
        const created: WebhookEndpointWithSecret = {
          ...endpoint({ url: body.url, events: ['order.created', 'order.cancelled'], description: null }),
          secret: 'whsec_AbCdsecretsecretsecret',
        };
        endpoints = [created];
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    expect(await screen.findByText('No webhook endpoints yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing has been sent yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog');
    const url = within(dialog).getByLabelText(/^URL/);
    await user.type(url, 'shop.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('Enter a full http or https address without a user name or password'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(url);
    await user.type(url, 'https://192.168.1.5/hooks');
    // Every event is ticked at first: keep created and cancelled only.
    for (const name of ['Accepted', 'Picked up', 'Delivered', 'On hold', 'Driver changed'])
      await user.click(within(dialog).getByRole('checkbox', { name }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(
      await within(dialog).findByText('The address points to a private or local network; use a public address'),
    ).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://shop.example/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const secretDialog = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(secretDialog).getByDisplayValue('whsec_AbCdsecretsecretsecret')).toBeInTheDocument();
    expect(within(secretDialog).getByText(/it is shown only once/)).toBeInTheDocument();
    expect(bodies.at(-1)).toEqual({
      url: 'https://shop.example/hooks',
      events: ['order.created', 'order.cancelled'],
      description: null,
    });
    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied the secret' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    expect(within(table).getByText('https://shop.example/hooks')).toBeInTheDocument();
    expect(within(table).getByText('whsec_AbCd…')).toBeInTheDocument();
    expect(screen.queryByDisplayValue('whsec_AbCdsecretsecretsecret')).toBeNull();
  });

  it('sends a test event, which the delivery log then shows; the log reads the payload and refreshes', async () => {
    let log = [
      delivery(),
      delivery({
        id: 99,
        event: 'order.cancelled',
        status: 'failed',
        attempts: 10,
        lastStatusCode: 500,
        lastError: 'HTTP 500: nope',
        deliveredAt: null,
      }),
    ];
    const tests: unknown[] = [];
    let reads = 0;
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
      http.get('/api/@me/webhooks', () => HttpResponse.json([endpoint()])),
      http.get('/api/@me/webhooks/deliveries', () => {
        reads++;
        return page(log);
      }),
      http.post('/api/@me/webhooks/test', async ({ request }) => {
        tests.push(await request.json());
        const queued = delivery({
          id: 101,
          event: 'webhook.test',
          orderId: null,
          orderNo: null,
          status: 'pending',
          attempts: 0,
          lastAttemptAt: null,
          lastStatusCode: null,
          deliveredAt: null,
          nextAttemptAt: '2026-11-20T10:05:00.000Z',
        });
        log = [queued, ...log];
        return HttpResponse.json(queued, { status: 202 });
      }),
      http.get('/api/@me/webhooks/deliveries/details', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('id'));
        const row = log.find((d) => d.id === id)!;
        return HttpResponse.json({
          ...row,
          payload: { id: 'evt_1', type: row.event, data: { order: { orderNo: 'KX4P' } } },
        } satisfies WebhookDeliveryDetails);
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    const logTable = await screen.findByRole('table', { name: 'Delivery log' });
    expect(within(logTable).getAllByText('KX4P')).toHaveLength(2);
    expect(within(logTable).getByText('delivered')).toBeInTheDocument();
    expect(within(logTable).getByText('failed')).toBeInTheDocument();
    expect(within(logTable).getByText('500 · HTTP 500: nope')).toBeInTheDocument();
    expect(within(logTable).getByText('10')).toBeInTheDocument();

    const [firstPayload] = within(logTable).getAllByRole('button', { name: 'Payload' });
    await user.click(firstPayload!);
    const payload = await screen.findByRole('dialog', { name: 'Payload' });
    expect(await within(payload).findByText(/"type": "order.created"/)).toBeInTheDocument();
    await user.click(within(payload).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('A test event is on its way; see the delivery log')).toBeInTheDocument();
    expect(tests).toEqual([{ id: 7 }]);
    expect(await within(logTable).findByText('Test event')).toBeInTheDocument();
    expect(within(logTable).getByText('pending')).toBeInTheDocument();

    const before = reads;
    const section = screen.getByRole('region', { name: 'Delivery log' });
    await user.click(within(section).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads).toBeGreaterThan(before));
  });

  it('shows the log’s error with a refresh that loads it', async () => {
    let fail = true;
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
      http.get('/api/@me/webhooks', () => HttpResponse.json([endpoint()])),
      http.get('/api/@me/webhooks/deliveries', () => (fail ? apiError(500, 'unknown') : page([delivery()]))),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    const alert = (await screen.findByText(/The delivery log could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('table', { name: 'Delivery log' })).toBeInTheDocument();
  });

  it('rotates the secret after a confirmation and shows the new one once', async () => {
    const rotated: unknown[] = [];
    server.use(
      ...sessionHandlers(clientMe()),
      http.get('/api/@me/api-keys', () => HttpResponse.json([])),
      http.get('/api/@me/webhooks', () => HttpResponse.json([endpoint()])),
      http.post('/api/@me/webhooks/rotate-secret', async ({ request }) => {
        rotated.push(await request.json());
        return HttpResponse.json({
          ...endpoint({ secretPrefix: 'whsec_NeWw', secretRotatedAt: '2026-11-21T10:00:00.000Z' }),
          secret: 'whsec_NeWwrotatedrotated',
        } satisfies WebhookEndpointWithSecret);
      }),
    );
    const { user } = await renderApp('/settings', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Rotate secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(within(confirm).getByText(/https:\/\/shop.example\/hooks are signed with a new secret/)).toBeInTheDocument();
    expect(rotated).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));
    const shown = await screen.findByRole('dialog', { name: 'Your signing secret' });
    expect(within(shown).getByDisplayValue('whsec_NeWwrotatedrotated')).toBeInTheDocument();
    expect(rotated).toEqual([{ id: 7 }]);
  });
});
