// An operator moves stock from a warehouse to a driver, in real Chromium against the real server with the demo data:
// opens /stock, sets the giving side to a seeded warehouse and the receiving side to a driver allowed to carry the
// warehouse company's goods, expands a transferable product, transfers an amount, and sees the warehouse's amount
// drop and the driver's rise in both tables without reloading the page (the same numbers the API then answers).
// Also looks at the warehouses page with a warehouse's add-stock form open.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { api, openConsole, saveScreenshot, navigate } from './helpers.ts';
import type { DriverPageResponse } from '../../domain/driverSchemas.ts';
import type { StockItem, StockResponse, WarehouseListResponse } from '../../domain/stockSchemas.ts';

const AMOUNT = 2;
let page: Page;
let token = '';

beforeAll(async () => {
  ({ page, token } = await openConsole());
}, 120_000);

/** The row of a panel's stock table whose product cell starts with the product's name. */
const stockRow = (panel: Locator, item: StockItem): Locator =>
  panel.locator('tbody tr.RaDataTable-row').filter({
    has: panel
      .page()
      .locator('td', { hasText: new RegExp(`^${item.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) }),
  });

/** The Amount cell (after the expand toggle, product and company). */
const amountOf = async (row: Locator) => Number((await row.locator('td').nth(3).innerText()).trim());

describe('stock transfer', () => {
  it('moves an amount from a warehouse to a driver and both tables show the new balances', async () => {
    const warehouses = await api<WarehouseListResponse>('GET', '/warehouse/list', token);
    expect(warehouses.status).toBe(200);
    const warehouse = warehouses.body.items.find((w) =>
      Object.values(w.stock).some((s) => s.canTransferStock && s.available >= AMOUNT),
    );
    expect(warehouse).toBeDefined();
    const product = Object.values(warehouse!.stock)
      .filter((s) => s.canTransferStock && s.available >= AMOUNT)
      .sort((a, b) => b.available - a.available)[0];
    const drivers = await api<DriverPageResponse>(
      'GET',
      `/driver/list?companyId=${warehouse!.companyId}&active=true&blocked=false&page=1&perPage=25`,
      token,
    );
    expect(drivers.body.items.length).toBeGreaterThan(0);
    const driver = drivers.body.items[0];
    const driverBefore = await api<StockResponse>('GET', `/driver/stock?driverId=${driver.id}`, token);
    const heldBefore = driverBefore.body.stock[String(product.productId)]?.amount ?? 0;

    await page.getByRole('menuitem', { name: 'Stock' }).click();
    await page.waitForURL(/\/stock/);
    const giving = page.getByRole('region', { name: 'Giving' });
    const receiving = page.getByRole('region', { name: 'Receiving' });
    await giving.waitFor({ timeout: 20_000 });

    await giving.getByRole('button', { name: 'Warehouse' }).click();
    await giving.getByRole('combobox', { name: 'Warehouse' }).fill(warehouse!.owner);
    await page.getByRole('option', { name: `${warehouse!.owner} - ${warehouse!.region}`, exact: true }).click();
    await receiving.getByRole('combobox', { name: 'Driver' }).fill(driver.email);
    await page
      .getByRole('option', { name: `${driver.firstName} ${driver.lastName} (${driver.email})`, exact: true })
      .click();
    // The choices go to the URL (replaced in place, no navigation).
    await expect
      .poll(
        () => {
          const url = new URL(page.url());
          return [url.searchParams.get('givingWarehouseId'), url.searchParams.get('receivingDriverId')];
        },
        { timeout: 20_000 },
      )
      .toEqual([String(warehouse!.id), String(driver.id)]);

    const givingRow = stockRow(giving, product);
    await givingRow.waitFor({ timeout: 20_000 });
    const warehouseBefore = await amountOf(givingRow);
    expect(warehouseBefore).toBe(product.amount);
    await receiving
      .getByText(heldBefore ? product.name : 'No stock.', { exact: false })
      .first()
      .waitFor({ timeout: 20_000 });

    await givingRow.click();
    const form = page.getByRole('region', { name: `Transfer ${product.name}` });
    await form.getByRole('spinbutton', { name: 'Amount to transfer' }).fill(String(AMOUNT));
    await form.getByRole('button', { name: 'Transfer' }).click();
    await page.getByText('Stock transferred.').waitFor({ timeout: 20_000 });

    await expect.poll(() => amountOf(stockRow(giving, product)), { timeout: 20_000 }).toBe(warehouseBefore - AMOUNT);
    await expect
      .poll(async () => ((await stockRow(receiving, product).count()) ? amountOf(stockRow(receiving, product)) : 0), {
        timeout: 20_000,
      })
      .toBe(heldBefore + AMOUNT);
    await saveScreenshot(page, 'stock-transfer.png');

    const warehouseAfter = await api<StockResponse>('GET', `/warehouse/stock?warehouseId=${warehouse!.id}`, token);
    expect(warehouseAfter.body.stock[String(product.productId)].amount).toBe(warehouseBefore - AMOUNT);
    const driverAfter = await api<StockResponse>('GET', `/driver/stock?driverId=${driver.id}`, token);
    expect(driverAfter.body.stock[String(product.productId)].amount).toBe(heldBefore + AMOUNT);
  }, 180_000);

  it('shows the warehouses by region with a warehouse’s add-stock form open', async () => {
    await navigate(page, `/warehouses`);
    const rows = page.locator('tbody tr.RaDataTable-row');
    await rows.first().waitFor({ timeout: 20_000 });
    const warehouses = await api<WarehouseListResponse>('GET', '/warehouse/list', token);
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(warehouses.body.items.length);
    await rows.first().click();
    const form = page.getByRole('region', { name: `Add stock to ${warehouses.body.items[0].owner}` });
    await form.getByRole('button', { name: 'Add stock' }).waitFor({ timeout: 20_000 });
    // The row has finished opening when the button is wholly inside the visible area.
    await expect
      .poll(
        async () =>
          form.getByRole('button', { name: 'Add stock' }).evaluate((b) => {
            const rect = b.getBoundingClientRect();
            const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
            return !!hit && b.contains(hit);
          }),
        { timeout: 20_000 },
      )
      .toBe(true);
    await saveScreenshot(page, 'warehouses.png', { fullPage: true });
  }, 120_000);
});
