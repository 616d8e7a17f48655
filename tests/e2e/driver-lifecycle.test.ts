// A driver's life in the back office, in real Chromium against the real server, with a driver the seed did not
// prepare: an admin creates him from the drivers page (region of a warehouse, allowed for that warehouse's company
// only), gives him stock from the warehouse on the stock page, blocks him with a reason on his page (the stock page no
// longer offers him and says why; the server refuses stock for him with driver_blocked), unblocks him (offered again).
// A screenshot of every step (tests/e2e/screenshots/driver-lifecycle-NN-*.png).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, baseURL, chooseFromSelect, openConsole, saveScreenshot, navigate } from './helpers.ts';
import type { DriverDetails } from '../../domain/driverSchemas.ts';
import type { StockResponse, WarehouseItem, WarehouseListResponse } from '../../domain/stockSchemas.ts';

const stamp = Date.now().toString(36);
const FIRST = 'Ignacy';
const LAST = `Nowakowski${stamp}`;
const EMAIL = `ignacy.${stamp}@example.pl`;
const AMOUNT = 1;
const shot = (page: Page, name: string) => saveScreenshot(page, `driver-lifecycle-${name}.png`, { fullPage: true });

let page: Page;
let token = '';
let warehouse: WarehouseItem;
let productId = 0;
let productName = '';
let driverId = 0;

beforeAll(async () => {
  ({ page, token } = await openConsole());
  const warehouses = await api<WarehouseListResponse>('GET', '/warehouse/list', token);
  expect(warehouses.status).toBe(200);
  warehouse = warehouses.body.items.find(
    (w) => w.active && Object.values(w.stock).some((s) => s.canTransferStock && s.available >= AMOUNT),
  )!;
  expect(warehouse, 'a demo warehouse with transferable stock').toBeDefined();
  const item = Object.values(warehouse.stock).find((s) => s.canTransferStock && s.available >= AMOUNT)!;
  productId = item.productId;
  productName = item.name;
}, 120_000);

/** Chooses an option of a MUI select by its field's label. */
async function choose(p: Page, label: string, option: string): Promise<void> {
  await chooseFromSelect(
    p.getByRole('combobox', { name: label }),
    p.getByRole('option', { name: option, exact: true }),
  );
}

/** Opens the stock page with the warehouse giving; answers the receiving panel. */
async function stockPageFromWarehouse(p: Page): Promise<Locator> {
  await p.goto(`${baseURL}/stock`);
  const giving = p.getByRole('region', { name: 'Giving' });
  await giving.waitFor({ timeout: 20_000 });
  await giving.getByRole('button', { name: 'Warehouse' }).click();
  await giving.getByRole('combobox', { name: 'Warehouse' }).fill(warehouse.owner);
  await p.getByRole('option', { name: `${warehouse.owner} - ${warehouse.region}`, exact: true }).click();
  return p.getByRole('region', { name: 'Receiving' });
}

describe('a driver created, stocked, blocked and unblocked by an admin', () => {
  it('creates the driver from the drivers page, allowed for the warehouse’s company only', async () => {
    await page.getByRole('menuitem', { name: 'Drivers' }).click();
    await page.waitForURL(/\/drivers/);
    await page.getByRole('link', { name: 'New driver' }).click();
    await page.waitForURL(/\/drivers\/create$/);
    await page.getByRole('heading', { name: 'New driver', level: 1 }).waitFor({ timeout: 20_000 });
    await page.getByLabel(/^First name/).fill(FIRST);
    await page.getByLabel(/^Last name/).fill(LAST);
    await page.getByLabel(/^Phone/).fill('512 345 678');
    await page.getByLabel(/^E-mail/).fill(EMAIL);
    await page.getByLabel(/^First password/).fill('start2026');
    await choose(page, 'Region', warehouse.region);
    await choose(page, 'Type', 'Driver');
    await choose(page, 'Vehicle', 'Car');
    const companies = page.getByRole('combobox', { name: 'Allowed companies' });
    await companies.fill(warehouse.companyName);
    await page.getByRole('option', { name: warehouse.companyName, exact: true }).click();
    await shot(page, '01-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The driver is created.').waitFor({ timeout: 20_000 });
    await page.waitForURL(/\/drivers\/\d+\/show$/, { timeout: 20_000 });
    driverId = Number(/\/drivers\/(\d+)\/show$/.exec(new URL(page.url()).pathname)![1]);
    await page.getByText(EMAIL).first().waitFor({ timeout: 20_000 });
    await shot(page, '02-driver-page');

    const details = await api<{ driver: DriverDetails }>('GET', `/driver/details?driverId=${driverId}`, token);
    expect(details.status).toBe(200);
    expect(details.body.driver).toMatchObject({
      firstName: FIRST,
      lastName: LAST,
      email: EMAIL,
      regionName: warehouse.region,
      type: 'driver',
      blocked: false,
      active: true,
    });
    expect(details.body.driver.allowedCompanyIds).toEqual([warehouse.companyId]);
  }, 180_000);

  it('gives him stock from the warehouse on the stock page', async () => {
    const receiving = await stockPageFromWarehouse(page);
    await receiving.getByRole('combobox', { name: 'Driver' }).fill(EMAIL);
    await page.getByRole('option', { name: `${FIRST} ${LAST} (${EMAIL})`, exact: true }).click();
    await receiving.getByText('No stock.', { exact: false }).first().waitFor({ timeout: 20_000 });

    const giving = page.getByRole('region', { name: 'Giving' });
    const row = giving
      .locator('tbody tr.RaDataTable-row')
      .filter({ has: page.locator('td', { hasText: productName }) })
      .first();
    await row.click();
    const form = page.getByRole('region', { name: `Transfer ${productName}` });
    await form.getByRole('spinbutton', { name: 'Amount to transfer' }).fill(String(AMOUNT));
    await form.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('Stock transferred.').waitFor({ timeout: 20_000 });
    await receiving.getByText(productName).first().waitFor({ timeout: 20_000 });
    await shot(page, '03-stock-given');

    const stock = await api<StockResponse>('GET', `/driver/stock?driverId=${driverId}`, token);
    expect(stock.body.stock[String(productId)]?.amount).toBe(AMOUNT);
  }, 180_000);

  it('blocks him with a reason: the stock page no longer offers him and says why, the server refuses him stock', async () => {
    await navigate(page, `/drivers/${driverId}/show`);
    await page.getByRole('button', { name: 'Block' }).click();
    const dialog = page.getByRole('dialog', { name: 'Block the driver' });
    await dialog.getByLabel(/^Reason/).fill('Zgubione paczki');
    await shot(page, '04-block-dialog');
    await dialog.getByRole('button', { name: 'Block' }).click();
    await page.getByText('The driver is blocked.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Unblock' }).waitFor({ timeout: 20_000 });
    await shot(page, '05-blocked');

    const receiving = await stockPageFromWarehouse(page);
    await receiving
      .getByText(
        `Blocked and inactive drivers, and drivers who may not carry ${warehouse.companyName}’s goods, are not listed.`,
      )
      .waitFor({ timeout: 20_000 });
    await receiving.getByRole('combobox', { name: 'Driver' }).fill(EMAIL);
    await page.getByText('Nothing found').waitFor({ timeout: 20_000 });
    expect(await page.getByRole('option', { name: `${FIRST} ${LAST} (${EMAIL})` }).count()).toBe(0);
    await shot(page, '06-stock-not-offered');

    const refused = await api<{ errorCode: string }>('POST', '/stock/add', token, {
      amount: AMOUNT,
      warehouseId: warehouse.id,
      driverId,
      productId,
    });
    expect([refused.status, refused.body.errorCode]).toEqual([409, 'driver_blocked']);
  }, 180_000);

  it('unblocks him: the stock page offers him again', async () => {
    await navigate(page, `/drivers/${driverId}/show`);
    await page.getByRole('button', { name: 'Unblock' }).click();
    await page.getByText('The driver is unblocked.').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Block' }).waitFor({ timeout: 20_000 });

    const receiving = await stockPageFromWarehouse(page);
    await receiving.getByRole('combobox', { name: 'Driver' }).fill(EMAIL);
    await page.getByRole('option', { name: `${FIRST} ${LAST} (${EMAIL})`, exact: true }).waitFor({ timeout: 20_000 });
    await shot(page, '07-offered-again');
    const details = await api<{ driver: DriverDetails }>('GET', `/driver/details?driverId=${driverId}`, token);
    expect(details.body.driver.blocked).toBe(false);
  }, 180_000);
});
