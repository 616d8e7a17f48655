// A shop's webhooks in real Chromium against the real server (started with WEBHOOKS_ALLOW_PRIVATE=true by
// global-setup.ts, so an http endpoint on 127.0.0.1 is taken): the demo client adds an endpoint pointing at a small
// receiver this file runs, copies the secret shown once, sends a test event, then creates an order through the API;
// the receiver gets both, signed as the API reference tells a shop to verify (server/routes/docs/webhooks.ts), and the
// settings' delivery log shows both delivered with the receiver's 200. Screenshots of the card with its endpoint and
// log in English, Polish and Czech (1440×900) go to tests/e2e/screenshots/.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { baseURL, createDemoClientOrder, saveScreenshot, settle, signIn, navigate } from './helpers.ts';
import { webhooksCz } from '../../locales/cz/webhooks.ts';
import { webhooksEn } from '../../locales/en/webhooks.ts';
import { webhooksPl } from '../../locales/pl/webhooks.ts';

/** One request the receiver got: its headers (lower-case names) and its body exactly as received. */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
}

interface WebhookEvent {
  id: string;
  type: string;
  createdAt: string;
  data: { order?: { orderNo: string }; endpointId?: number };
}

/** The documented verification (server/routes/docs/webhooks.ts), as a shop would write it. */
function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string): boolean {
  const timestamp = headers['webhook-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  const given = Buffer.from(String(headers['webhook-signature'] ?? ''));
  return given.length === expected.length && timingSafeEqual(given, Buffer.from(expected));
}

const received: Received[] = [];
let receiver: Server;
let receiverURL: string;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let secret = '';

/** The first request whose event matches, once the delivery job (every 3 s) has sent it. */
async function receivedEvent(
  match: (event: WebhookEvent) => boolean,
): Promise<{ request: Received; event: WebhookEvent }> {
  let found: { request: Received; event: WebhookEvent } | undefined;
  await expect
    .poll(
      () => {
        found = received
          .map((request) => ({ request, event: JSON.parse(request.rawBody) as WebhookEvent }))
          .find(({ event }) => match(event));
        return found !== undefined;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

/** The delivery log's section on the settings page. */
const deliveryLog = () => page.getByRole('region', { name: webhooksEn.log.title });

/** The log's row of an event (and order), read again with the log's Refresh until it shows delivered. */
async function deliveredRow(event: string, orderNo?: string): Promise<Locator> {
  const log = deliveryLog();
  const row = log
    .getByRole('row')
    .filter({ hasText: event })
    .filter({ hasText: orderNo ?? receiverURL });
  await expect
    .poll(
      async () => {
        await log.getByRole('button', { name: webhooksEn.log.refresh }).click();
        await settle(page);
        return (await row.count()) > 0 ? await row.first().innerText() : '';
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toMatch(new RegExp(`${webhooksEn.log.status.delivered}[\\s\\S]*\\b200\\b`));
  return row.first();
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
      });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverURL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/e2e-${Date.now().toString(36)}`;

  browser = await journeyBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  page = await context.newPage();
});

afterAll(async () => {
  await new Promise((resolve) => (receiver ? receiver.close(resolve) : resolve(undefined)));
});

describe('merchant webhooks', () => {
  it('the client adds an endpoint in the settings and gets its secret once', async () => {
    await signIn(page, 'client@demo.pl', 'client123');
    await navigate(page, `/settings`);
    const card = page.getByRole('button', { name: webhooksEn.new });
    await card.waitFor({ timeout: 20_000 });
    await card.click();

    const dialog = page.getByRole('dialog', { name: webhooksEn.addTitle });
    await dialog.getByLabel(/^URL/).fill(receiverURL);
    await dialog.getByLabel(webhooksEn.description).fill('E2E shop');
    // Every event is chosen at first; the shop leaves out the two it does not use.
    for (const name of [webhooksEn.event.order_hold, webhooksEn.event.order_driver_changed])
      await dialog.getByRole('checkbox', { name }).uncheck();
    expect(await dialog.getByRole('checkbox', { name: webhooksEn.event.order_created }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: webhooksEn.add }).click();

    // The secret, shown once: copied with its button, the same as the field shows.
    const secretDialog = page.getByRole('dialog', { name: webhooksEn.secretTitle });
    await secretDialog.getByText(webhooksEn.secretShownOnce).waitFor();
    secret = await secretDialog.getByLabel(webhooksEn.secret).inputValue();
    expect(secret).toMatch(/^whsec_\S{20,}$/);
    await secretDialog.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await secretDialog.getByRole('button', { name: webhooksEn.secretDone }).click();
    await secretDialog.waitFor({ state: 'detached' });

    // Listed without its secret: the URL, the events chosen, the secret's start.
    const endpoints = page.getByRole('table', { name: webhooksEn.title });
    const row = endpoints.getByRole('row').filter({ hasText: receiverURL });
    await row.waitFor();
    expect(await row.innerText()).toContain(secret.slice(0, 10));
    expect(await row.innerText()).not.toContain(secret);
    expect(await row.innerText()).toContain(webhooksEn.event.order_created);
    expect(await row.innerText()).not.toContain(webhooksEn.event.order_hold);
  });

  it('a test event reaches the receiver signed with the secret and the log shows it delivered', async () => {
    const row = page.getByRole('table', { name: webhooksEn.title }).getByRole('row').filter({ hasText: receiverURL });
    await row.getByRole('button', { name: webhooksEn.test }).click();
    await page.getByText(webhooksEn.testSent).waitFor();

    const { request, event } = await receivedEvent((e) => e.type === 'webhook.test');
    expect(request.method).toBe('POST');
    expect(request.path).toBe(new URL(receiverURL).pathname);
    expect(request.headers['content-type']).toMatch(/^application\/json/);
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(request.headers['webhook-signature']).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyWebhook(secret, request.headers, request.rawBody)).toBe(true);
    // Signed over this body and timestamp with this secret only.
    expect(verifyWebhook(secret, request.headers, request.rawBody.replace('}', ' }'))).toBe(false);
    expect(verifyWebhook(`${secret}x`, request.headers, request.rawBody)).toBe(false);

    await deliveredRow(webhooksEn.event.webhook_test);
  });

  it('an order the client creates reaches the receiver as order.created and the log shows it delivered', async () => {
    // From the client's saved pickup point by its id alone, to the receiver of the order form's journey (Poznań).
    const { orderNo } = await createDemoClientOrder(
      { name: 'Wireless headphones', externalNo: 'SKU-4471' },
      { clientName: 'Jan Testowy', clientPhone: '600 700 800' },
      `E2E-WH-${Date.now().toString(36)}`,
    );

    const { request, event } = await receivedEvent((e) => e.type === 'order.created');
    expect(event.data.order?.orderNo).toBe(orderNo);
    expect(request.headers['webhook-id']).toBe(event.id);
    expect(verifyWebhook(secret, request.headers, request.rawBody)).toBe(true);

    const row = await deliveredRow(webhooksEn.event.order_created, orderNo);
    await row.scrollIntoViewIfNeeded();
    // The body posted, from the row's Payload button.
    await row.getByRole('button', { name: webhooksEn.log.payload }).click();
    const payload = page.getByRole('dialog', { name: webhooksEn.log.payloadTitle });
    await expect.poll(() => payload.innerText(), { timeout: 20_000 }).toContain(`"orderNo": "${orderNo}"`);
    await payload.getByRole('button', { name: 'Close' }).click();
    await payload.waitFor({ state: 'detached' });
  });

  it.each([
    ['en', 'en-GB', webhooksEn],
    ['pl', 'pl-PL', webhooksPl],
    ['cz', 'cs-CZ', webhooksCz],
  ] as const)('screenshot of the card with its endpoint and delivery log (%s)', async (lang, locale, texts) => {
    // The same session in a browser of that language, with that language chosen.
    const localized = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale,
      storageState: await context.storageState(),
    });
    // The language chosen for it, as the language menu stores it: the copied session may hold a choice already.
    await localized.addInitScript((language) => {
      // (Not on the blank page a context opens with: it has no storage.)
      if (window.location.protocol.startsWith('http'))
        window.localStorage.setItem('RaStore.locale', JSON.stringify(language));
    }, lang);
    const shot = await localized.newPage();
    try {
      await shot.goto(`${baseURL}/settings`);
      const log = shot.getByRole('region', { name: texts.log.title });
      const rows = shot.getByRole('table', { name: texts.log.title }).getByRole('row');
      await expect.poll(() => rows.count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
      await settle(shot);
      // The card's top just below the app bar, its endpoint and log below.
      const card = shot
        .locator('.MuiCard-root')
        .filter({ has: shot.getByRole('table', { name: texts.title }) })
        .last();
      await card.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      // The app bar hides on scrolling down and comes back on scrolling up: a step up, as a user's wheel does, once
      // the scroll down has been seen (done in the same task, the page saw one scroll, down, and kept it hidden).
      await shot.waitForTimeout(300);
      await shot.mouse.move(720, 450);
      await shot.mouse.wheel(0, -80);
      await shot.waitForFunction(() => document.querySelector('header')?.getBoundingClientRect().top === 0, undefined, {
        timeout: 10_000,
      });
      expect(await log.count()).toBe(1);
      // Every text translated: no message key shows.
      expect(await card.innerText()).not.toMatch(/settings\.webhooks\./);
      await saveScreenshot(shot, `merchant-webhooks-${lang}.png`);
    } finally {
      await localized.close();
    }
  });
});
