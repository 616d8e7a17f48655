// The demo client creates an order at /orders/new in real Chromium against the real server: a pickup-delivery order
// with two products from a saved pickup point, checks the delivery estimate, picks a time slot and submits; the
// order lands on the server as scheduled with the slot, and an operator's order list, open in another browser since
// before, refreshes on the real-time event and shows it without a reload.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import {
  api,
  apiToken,
  baseURL,
  chooseFromSelect,
  openSelect,
  rowOf,
  saveScreenshot,
  signInToOrderList,
} from './helpers.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';

let browser: Browser;
let clientContext: BrowserContext;
let operatorContext: BrowserContext;
let client: Page;
let operator: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  operatorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  operator = await operatorContext.newPage();
  client = await clientContext.newPage();
});

describe('order creation', () => {
  it('the demo client creates a scheduled pickup-delivery order with two products and the operator’s open list shows it', async () => {
    // The operator's list is open before the order exists, narrowed to scheduled orders: the list sorts new orders
    // first, then scheduled ones by the longest time in stage, so a busy day would push a fresh one to a later page.
    await signInToOrderList(operator, 'operator', 'operator123');
    await openSelect(operator.getByRole('combobox', { name: 'Status' }));
    await operator.getByRole('option', { name: 'Scheduled' }).click();
    await operator.keyboard.press('Escape');
    await operator.waitForURL(/scheduled/);

    await signInToOrderList(client, 'client@demo.pl', 'client123');
    await client.goto(`${baseURL}/orders/new`);
    const products = client.getByRole('region', { name: 'Products' });
    await products.waitFor({ timeout: 20_000 });

    // Two lines of the pickup-delivery parcel; the other order types lock.
    const add = client.getByRole('button', { name: 'Add Paczka z elektroniką' });
    await add.click();
    await add.click();
    expect(await client.getByRole('button', { name: 'Add Zwrot sprzętu od klienta' }).isDisabled()).toBe(true);
    const cards = client.getByRole('article');
    expect(await cards.count()).toBe(2);
    await cards.nth(0).getByLabel('External number').fill('E2E-1');
    await cards.nth(0).getByLabel('Weight').fill('2,5');
    await cards.nth(1).getByLabel('External number').fill('E2E-2');

    // The client's default pickup point is preselected and locked.
    const pickup = client.getByRole('region', { name: /^Pickup point/ });
    expect(await pickup.getByLabel('Street and number').inputValue()).not.toBe('');
    expect(await pickup.getByLabel('Street and number').getAttribute('readonly')).not.toBeNull();

    const receiver = client.getByRole('region', { name: 'Receiver' });
    await receiver.getByLabel('Name and surname').fill('Jan Testowy');
    await receiver.getByLabel('Street and number').fill('Półwiejska 2');
    await receiver.getByLabel('Postal code').fill('61-888');
    await receiver.getByLabel('City').fill('Poznań');
    await receiver.getByLabel('Phone').fill('600 700 800');

    // The estimate: distance in km and a price with 2 decimals.
    await client.getByRole('button', { name: 'Check delivery' }).click();
    const estimate = client.getByTestId('delivery-estimate');
    await estimate.waitFor({ timeout: 20_000 });
    expect(await estimate.innerText()).toMatch(/\d+\.\d{2} km/);
    expect(await estimate.innerText()).toMatch(/PLN\s?\d+\.\d{2}/);

    // The first slot offered (day headers are read-only options: the slots end with their times), chosen from the
    // keyboard: mouse clicks chose another slot or none on a loaded machine (chooseFromSelect says how).
    await chooseFromSelect(
      client.getByRole('combobox', { name: /^Delivery slot/ }),
      client.getByRole('option', { name: / \d{2}:\d{2}–\d{2}:\d{2}$/ }).first(),
    );
    const slotText = await client.getByRole('combobox', { name: /^Delivery slot/ }).innerText();
    expect(slotText).toMatch(/, \d{2}:\d{2}–\d{2}:\d{2}$/);
    await saveScreenshot(client, 'order-create-journey-form.png', { fullPage: true });

    await client.getByRole('button', { name: 'Create order' }).click();
    const created = client.getByText(/^Order [0-9A-Z]{4} created$/);
    await created.waitFor({ timeout: 20_000 });
    const orderNo = /^Order ([0-9A-Z]{4}) created$/.exec((await created.innerText()).trim())![1]!;
    await client.waitForURL(/\/orders\/list/, { timeout: 20_000 });

    // On the server: scheduled, two products, the slot chosen.
    const token = await apiToken('client@demo.pl', 'client123');
    const list = await api<ListResponse<OrderListItem>>('GET', `/order/list?globalIdSearch=${orderNo}`, token);
    const order = list.body.items.find((o) => o.orderNo === orderNo);
    expect(order?.status).toBe('scheduled');
    expect(order?.scheduledSlotRange).not.toBeNull();

    // The operator's list shows the new order without a reload (newOrder event).
    const row = rowOf(operator, orderNo);
    await row.waitFor({ timeout: 30_000 });
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(operator, 'order-create-journey-operator.png');
  });
});
