// A live driver in front of an operator's eyes, in real Chromium against the real server with the demo data: the
// operator watches the order list; over HTTP a new order appears, a driver signs in to the driver API and accepts
// it; the row turns "Accepted" without a page reload (real-time events), then the driver's location pings appear on
// the order's route map while the operator looks at it; a second driver signs in at the pickup point and the
// operator gives them the order from the change-driver dialog's nearest drivers.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, cellOf, rowOf as rowOfList, saveScreenshot, signInToOrderList } from './helpers.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';

const DRIVER_PASSWORD = 'driver123'; // the demo drivers' password (server/seed/demo/logins.ts DEMO_DRIVER_PASSWORD)
let browser: Browser;
let page: Page;
let operatorToken = '';
const rowOf = (orderNo: string) => rowOfList(page, orderNo);
const statusCell = (row: Locator) => cellOf(page, row, 'Status');

/** The drivers of a region without an order in hand who may deliver for the company. */
async function freeDrivers(region: string, companyId: number): Promise<DriverRosterItem[]> {
  const roster = await api<{ drivers: DriverRosterItem[] }>(
    'GET',
    `/simulator/roster?region=${encodeURIComponent(region)}`,
    operatorToken,
  );
  expect(roster.status).toBe(200);
  return roster.body.drivers.filter(
    (d) => d.activeOrderId === null && (d.allowedCompanyIds.length === 0 || d.allowedCompanyIds.includes(companyId)),
  );
}

beforeAll(async () => {
  browser = await journeyBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  operatorToken = await apiToken('operator', 'operator123');
});

describe('a live driver', () => {
  let order: OrderListItem;
  let driverToken = '';

  it('the operator signs in to the order list', async () => {
    await signInToOrderList(page, 'operator', 'operator123');
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { liveDriverMark: string }).liveDriverMark = 'same page'));
  });

  it('a new order of today appears on the first page without a reload', async () => {
    // Our own new order, fresh (so the auto-cancel of orders not accepted in 5 minutes leaves it alone): the return
    // order of a picked-up order cancelled because the client did not show up.
    const source = await api<ListResponse<OrderListItem>>(
      'GET',
      '/order/list?status=picked_up,arrived&perPage=50&sort=-createdAt',
      operatorToken,
    );
    expect(source.status).toBe(200);
    // One whose region still has two free drivers allowed for its company: one takes the order below, the other is the
    // dispatch help's (the other journeys keep drivers busy too; e2e alone at b2582c3 picked a region with one, and the
    // dispatch help found nobody).
    let candidate: OrderListItem | undefined;
    for (const o of source.body.items.filter((x) => x.pickupPoint && !x.flags.onHold)) {
      if ((await freeDrivers(o.region.name, o.company.id)).length >= 2) {
        candidate = o;
        break;
      }
    }
    expect(candidate, 'a picked-up order of the demo with two free drivers in its region').toBeDefined();
    const cancelled = await api<{ order: OrderListItem & { returnsOrderNo: string | null } }>(
      'POST',
      '/order/cancel',
      operatorToken,
      {
        orderId: candidate!.id,
        reason: 'CLIENT_DIDNT_SHOW_UP',
        renewOrder: false,
        createReturn: true,
        forceCancel: true,
      },
    );
    expect(cancelled.status).toBe(200);
    const returnsOrderNo = cancelled.body.order.returnsOrderNo!;
    expect(returnsOrderNo).toMatch(/^[A-Z0-9]{4}$/);
    const found = await api<ListResponse<OrderListItem>>(
      'GET',
      `/order/list?globalIdSearch=${returnsOrderNo}`,
      operatorToken,
    );
    order = found.body.items.find((o) => o.orderNo === returnsOrderNo && o.status === 'new')!;
    expect(order).toBeDefined();

    // The console got newOrder and refreshed the first page by itself.
    const row = rowOf(order.orderNo);
    await row.waitFor({ timeout: 20_000 });
    await expect((await statusCell(row)).innerText()).resolves.toBe('New');
  });

  it('a driver signs in to the driver API and accepts it: the row turns Accepted without a reload', async () => {
    const free = await freeDrivers(order.region.name, order.company.id);
    expect(free.length).toBeGreaterThan(0);
    const signIn = await api<{ token: string; driver: { id: number } }>('POST', '/driver/sign-in', null, {
      email: free[0].email,
      password: DRIVER_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    driverToken = signIn.body.token;
    const offered = await api<{ orders: { id: number }[] }>('GET', '/driver/order/offered', driverToken);
    expect(offered.body.orders.map((o) => o.id)).toContain(order.id);

    // The operator keeps an eye on this order (search), whatever the sort does once it is accepted.
    const search = page.getByRole('textbox', { name: 'Search' });
    await search.fill(order.orderNo);
    await search.press('Enter');
    const row = rowOf(order.orderNo);
    await expect.poll(async () => (await statusCell(row)).innerText(), { timeout: 20_000 }).toBe('New');

    const accepted = await api<{ order: { status: string } }>('POST', '/driver/order/accept', driverToken, {
      orderId: order.id,
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.order.status).toBe('accepted');

    await expect.poll(async () => (await statusCell(row)).innerText(), { timeout: 20_000 }).toBe('Accepted');
    await expect(row.innerText()).resolves.toContain(`${free[0].firstName} ${free[0].lastName}`);
    expect(await page.evaluate(() => (window as unknown as { liveDriverMark?: string }).liveDriverMark)).toBe(
      'same page',
    );
    await saveScreenshot(page, 'live-driver-accepted.png', { fullPage: false });
  });

  it('the operator opens the route map; the driver’s location pings appear on it without a reload', async () => {
    await rowOf(order.orderNo).click();
    const panel = page.getByTestId(`order-expand-${order.id}`);
    await panel.waitFor({ timeout: 20_000 });
    await panel.getByRole('button', { name: 'Route' }).click();
    const dialog = page.getByRole('dialog', { name: `Route of order ${order.orderNo}` });
    await dialog.waitFor();
    await dialog.getByText(/^0 location points\b/).waitFor({ timeout: 20_000 });

    const first = { lat: 52.2297, lng: 21.0122 };
    const ping = await api<{ at: string; orderId: number | null }>('POST', '/driver/location', driverToken, first);
    expect(ping.status).toBe(200);
    expect(ping.body.orderId).toBe(order.id);
    await dialog.getByText(/^1 location point\b/).waitFor({ timeout: 20_000 });
    expect((await api('POST', '/driver/location', driverToken, { lat: 52.231, lng: 21.015 })).status).toBe(200);
    await dialog.getByText(/^2 location points\b/).waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { liveDriverMark?: string }).liveDriverMark)).toBe(
      'same page',
    );
    await saveScreenshot(page, 'live-driver-route.png', { fullPage: false });

    // The server kept both points in the order's route.
    const route = await api<{ driverLocationLog: { lat: number; lng: number }[] }>(
      'GET',
      `/order/location-history?orderId=${order.id}`,
      operatorToken,
    );
    expect(route.status).toBe(200);
    expect(route.body.driverLocationLog).toContainEqual(expect.objectContaining(first));
    expect(route.body.driverLocationLog).toHaveLength(2);
    expect((await api('POST', '/driver/logout', driverToken)).status).toBe(204);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('dispatch help: a driver who signs in at the pickup point heads the nearest list; one click gives them the order', async () => {
    const route = await api<{ pickupPoint: { lat: number; lng: number } | null }>(
      'GET',
      `/order/location-history?orderId=${order.id}`,
      operatorToken,
    );
    const pickup = route.body.pickupPoint;
    expect(pickup, 'the return order has a geocoded pickup point').not.toBeNull();
    const [next] = await freeDrivers(order.region.name, order.company.id);
    expect(next, 'a second free driver in the region').toBeDefined();
    const signIn = await api<{ token: string }>('POST', '/driver/sign-in', null, {
      email: next.email,
      password: DRIVER_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await api('POST', '/driver/location', signIn.body.token, pickup!)).status).toBe(200);

    const panel = page.getByTestId(`order-expand-${order.id}`);
    await panel.getByRole('button', { name: 'Change driver' }).click();
    const dialog = page.getByRole('dialog', { name: `Change the driver of order ${order.orderNo}` });
    const nearest = dialog.getByRole('list', { name: 'Nearest online drivers' });
    const first = nearest.getByRole('button').first();
    await expect
      .poll(async () => first.innerText(), { timeout: 20_000 })
      .toContain(`${next.firstName} ${next.lastName}`);
    expect(await first.innerText()).toContain('0.00 km away');
    await saveScreenshot(page, 'dispatch-nearest.png', { fullPage: false });
    await first.click();
    await expect
      .poll(async () => dialog.getByRole('combobox', { name: /Driver/ }).innerText(), { timeout: 20_000 })
      .toContain(next.firstName);
    await dialog.getByRole('button', { name: 'Change driver' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await expect
      .poll(async () => rowOf(order.orderNo).innerText(), { timeout: 20_000 })
      .toContain(`${next.firstName} ${next.lastName}`);
    expect((await api('POST', '/driver/logout', signIn.body.token)).status).toBe(204);
  });
});
