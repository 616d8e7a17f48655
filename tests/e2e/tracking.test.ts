// A receiver follows a parcel: in real Chromium against the real server with the demo data, a driver carrying a
// picked-up order pings its position; the receiver opens the order's tracking link without signing in, sees the
// stage, the estimated arrival and the driver on the map, and the driver moves there when it pings again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, saveScreenshot } from './helpers.ts';
import type { ListResponse, OrderDetails, OrderListItem } from '../../domain/api.ts';
import type { TrackingAnswer } from '../../domain/tracking.ts';

const DRIVER_PASSWORD = 'driver123'; // the demo drivers' password (server/seed/demo/logins.ts DEMO_DRIVER_PASSWORD)
let browser: Browser;
let page: Page;
let operatorToken = '';

beforeAll(async () => {
  browser = await journeyBrowser();
  // A receiver: a browser of its own, no session.
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' })).newPage();
  operatorToken = await apiToken('operator', 'operator123');
});

describe('a receiver follows a parcel', () => {
  let driverToken = '';
  let trackingUrl = '';
  let position = { lat: 0, lng: 0 };

  it('a driver carrying a picked-up order pings its position', async () => {
    const list = await api<ListResponse<OrderListItem>>(
      'GET',
      '/order/list?status=picked_up&perPage=50&sort=-createdAt',
      operatorToken,
    );
    expect(list.status).toBe(200);
    for (const item of list.body.items) {
      const details = await api<OrderDetails>('GET', `/order/details?orderId=${item.id}`, operatorToken);
      const email = details.body.driverInfo?.email;
      if (!email) continue;
      const signIn = await api<{ token: string }>('POST', '/driver/sign-in', null, {
        email,
        password: DRIVER_PASSWORD,
      });
      if (signIn.status !== 200) continue;
      // Near the receiver (about 1.1 km north), as a driver on its last leg.
      const receiver = details.body.receiver;
      if (receiver.lat === null || receiver.lng === null) continue;
      const near = { lat: Number((receiver.lat + 0.01).toFixed(4)), lng: Number(receiver.lng.toFixed(4)) };
      const ping = await api<{ orderId: number | null }>('POST', '/driver/location', signIn.body.token, near);
      const carried = ping.body.orderId;
      const url = carried
        ? (await api<OrderDetails>('GET', `/order/details?orderId=${carried}`, operatorToken)).body.trackingUrl
        : null;
      const token = url?.split('/track/')[1];
      const tracked = token ? await api<TrackingAnswer>('GET', `/track/${token}`, null) : null;
      if (tracked?.body.stage === 'on_the_way' && tracked.body.live && carried === item.id) {
        driverToken = signIn.body.token;
        position = near;
        trackingUrl = url!;
        break;
      }
      await api('POST', '/driver/logout', signIn.body.token);
    }
    expect(trackingUrl, 'a picked-up demo order whose driver can sign in').toMatch(/\/track\/[0-9a-f]{32}$/);
  });

  it('the receiver opens the link without signing in: stage, estimated arrival and the driver on the map', async () => {
    await page.goto(trackingUrl);
    await page.getByRole('heading', { name: 'Your delivery' }).waitFor({ timeout: 20_000 });
    await page.getByText('On the way', { exact: true }).first().waitFor();
    await page.getByText(/^Estimated arrival: \d{2}:\d{2}$/).waitFor();
    const map = page.getByRole('region', { name: 'Map of the driver’s position' });
    await map.waitFor({ timeout: 20_000 });
    expect(await map.getAttribute('data-driver')).toBe(`${position.lat},${position.lng}`);
    // The delivery address is on the map beside the driver.
    await map.locator('.tracking-map-marker').nth(1).waitFor();
    // Nothing of the console: no menu, no sign-in asked.
    expect(page.url()).toBe(trackingUrl);
    await saveScreenshot(page, 'tracking-on-the-way.png', { fullPage: true });
  });

  it('the driver moves: the page shows the new position by itself', async () => {
    const next = { lat: Number((position.lat - 0.005).toFixed(4)), lng: position.lng };
    expect((await api('POST', '/driver/location', driverToken, next)).status).toBe(200);
    const map = page.getByRole('region', { name: 'Map of the driver’s position' });
    await expect.poll(() => map.getAttribute('data-driver'), { timeout: 30_000 }).toBe(`${next.lat},${next.lng}`);
    expect((await api('POST', '/driver/logout', driverToken)).status).toBe(204);
  });
});
