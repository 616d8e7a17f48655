// The dashboard in real Chromium against the real server with the demo data: an operator signs in and lands on the
// dashboard; a simulated driver (the simulator's driver API client) delivers the order it carries, and the
// dashboard's count of delivered orders in that region goes up within seconds, without a reload; the count opens the
// order list with exactly those orders, the delivered one among them; an attention list opens its filtered list.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { FULL_MOTION, journeyBrowser } from './browser.ts';
import {
  api,
  apiToken,
  baseURL,
  createDemoClientOrder,
  freeDriversFor,
  orderRows,
  rowOf,
  saveScreenshot,
  navigate,
} from './helpers.ts';
import { DriverApiClient } from '../../server/simulator/client.ts';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { DashboardOrders } from '../../domain/dashboard.ts';
import type { ListResponse, OrderDetails, OrderListItem } from '../../domain/api.ts';
import { DASHBOARD_STATUS_COLUMNS } from '../../src/custom-pages/dashboard/TodayByRegion.tsx';

const DRIVER_PASSWORD = 'driver123'; // the demo drivers' password (server/seed/demo/logins.ts DEMO_DRIVER_PASSWORD)
let browser: Browser;
let page: Page;
let operatorToken = '';

beforeAll(async () => {
  browser = await journeyBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', ...FULL_MOTION });
  operatorToken = await apiToken('operator', 'operator123');
});

/** The "Delivered" cell of a region's row in today's table. */
const deliveredCell = (region: string): Locator =>
  page
    .getByRole('region', { name: 'Today’s orders by region' })
    .getByRole('row', { name: new RegExp(`^${region}`) })
    .getByRole('cell')
    .nth(DASHBOARD_STATUS_COLUMNS.indexOf('delivered'));

/** A new order of the demo client, given to a free driver of its region by the operator and picked up by that driver. */
async function carriedNewOrder(): Promise<{ order: OrderListItem; driver: DriverRosterItem }> {
  const { id } = await createDemoClientOrder(
    { name: 'Paczka', externalNo: 'DASH-1' },
    { clientName: 'Anna Odbiorczyni', clientPhone: '600 100 200' },
  );
  const details = (await api<OrderDetails>('GET', `/order/details?orderId=${id}`, operatorToken)).body;
  for (const candidate of await freeDriversFor(details, operatorToken)) {
    const given = await api('POST', '/order/change-driver', operatorToken, { orderId: id, driverId: candidate.id });
    if (given.status !== 200) continue;
    const simulated = new DriverApiClient(baseURL, candidate.email, DRIVER_PASSWORD);
    await simulated.arriveAtPickup(id);
    await simulated.pickUp(id, details.codes?.pickUpVerificationCode ?? undefined);
    const found = await api<ListResponse<OrderListItem>>('GET', `/order/list?globalIdSearch=${id}`, operatorToken);
    const order = found.body.items.find((o) => o.id === id)!;
    expect(order.status).toBe('picked_up');
    return { order, driver: candidate };
  }
  throw new Error(`no free driver in ${details.region.name} took the new order`);
}

describe('the dashboard', () => {
  let carried: OrderListItem;
  let driver: DriverRosterItem;

  it('is the first screen after sign-in', async () => {
    await page.goto(`${baseURL}/login`);
    await page.getByLabel('Login or e-mail').fill('operator');
    await page.getByLabel('Password', { exact: false }).first().fill('operator123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Today’s orders by region' })
      .getByRole('table')
      .waitFor({ timeout: 20_000 });
    // Marks this page load: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { dashboardMark: string }).dashboardMark = 'same page'));
  });

  it("shows a simulated driver's delivery within seconds, without a reload", async () => {
    // A driver of the demo carrying one of today's orders, picked up or at the door.
    const day = await api<DashboardOrders>('GET', '/dashboard/orders', operatorToken);
    expect(day.status).toBe(200);
    const roster = await api<{ drivers: DriverRosterItem[] }>('GET', '/simulator/roster', operatorToken);
    expect(roster.status).toBe(200);
    for (const d of roster.body.drivers.filter((x) => x.activeOrderId !== null)) {
      const found = await api<ListResponse<OrderListItem>>(
        'GET',
        `/order/list?globalIdSearch=${d.activeOrderId}`,
        operatorToken,
      );
      const o = found.body.items.find((x) => x.id === d.activeOrderId);
      if (o && ['picked_up', 'arrived'].includes(o.status) && o.createdAt >= day.body.day.dateFrom) {
        carried = o;
        driver = d;
        break;
      }
    }
    // Just after midnight in Warsaw no demo order of the new day is under way yet (a clean-clone run at 00:02): a client
    // orders one, the operator gives it to a free driver of its region (which accepts it), and the driver picks it up.
    if (!carried) ({ order: carried, driver } = await carriedNewOrder());
    expect(carried, 'a demo driver carrying one of today’s orders').toBeDefined();
    const region = carried.region.name;
    const before = Number((await deliveredCell(region).innerText()).trim());

    const simulated = new DriverApiClient(baseURL, driver.email, DRIVER_PASSWORD);
    if (carried.status === 'picked_up') await simulated.arrive(carried.id);
    await simulated.deliver(carried.id);

    await expect
      .poll(async () => Number((await deliveredCell(region).innerText()).trim()), { timeout: 15_000 })
      .toBe(before + 1);
    expect(await page.evaluate(() => (window as unknown as { dashboardMark?: string }).dashboardMark)).toBe(
      'same page',
    );
    await saveScreenshot(page, 'dashboard.png', { fullPage: true });
  });

  it('opens exactly those orders in the list from the count', async () => {
    const region = carried.region.name;
    const cell = deliveredCell(region);
    const count = Number((await cell.innerText()).trim());
    await cell.getByRole('link').click();
    await page.waitForURL(/\/orders\/list/);
    await rowOf(page, carried.orderNo).waitFor({ timeout: 20_000 });
    // The list's filter (in its URL) counts as many orders as the dashboard's figure.
    const listed = await api<ListResponse<OrderListItem>>(
      'GET',
      `/order/list?${new URLSearchParams({
        ...JSON.parse(new URL(page.url()).searchParams.get('filter')!),
        perPage: '1',
      }).toString()}`,
      operatorToken,
    );
    expect(listed.body.total).toBe(count);
  });

  it('opens an attention list’s orders in the list, the chip standing for the date range', async () => {
    await navigate(page, `/dashboard`);
    const card = page.getByRole('article', { name: /^In one stage over 12 hours/ });
    await card.waitFor({ timeout: 20_000 });
    const total = Number((await card.getByTestId('attention-stuckInStage-total').innerText()).trim());
    if (total === 0) {
      await card.getByText('None. All clear.').waitFor();
      return;
    }
    await card.getByRole('link', { name: `Show all ${total}` }).click();
    await page.waitForURL(/\/orders\/list/);
    await page.getByTestId('attention-filter').waitFor();
    expect(await page.getByTestId('attention-filter').innerText()).toContain('In one stage over 12 hours');
    await orderRows(page).first().waitFor({ timeout: 20_000 });
  });
});
