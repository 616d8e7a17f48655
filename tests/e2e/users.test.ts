// Operator accounts in real Chromium against the real server with the demo data: the admin opens Users (/users →
// /users/manager), creates an xd_coordinator operator and sees the canView defaults of that type filled in (pinCode,
// holdOrder, orderEstimations, orderRoute and comments on, the others off); the new operator signs in in a second
// browser context and stays on the order list; the admin deactivates it, and that operator's open console lands on
// the login page with the restricted-area message without anybody touching it (the server disconnects its socket,
// the console checks its session). Sign-in is refused until the admin activates the account again.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { api, apiToken, signInToOrderList } from './helpers.ts';
import type { OperatorItem } from '../../src/domain/operatorSchemas.ts';

const shots = path.resolve(import.meta.dirname, 'screenshots');
const email = `koordynator.${Date.now().toString(36)}@demo.pl`;
const password = 'koord1234';
let browser: Browser;
let admin: BrowserContext;
let operator: BrowserContext;
let page: Page;
let token = '';

const CAN_VIEW_LABELS = {
  sensitiveData: 'Sensitive data',
  pinCode: 'PIN code',
  cancellation: 'Cancellation',
  holdOrder: 'Hold order',
  orderEstimations: 'Order estimations',
  orderRoute: 'Order route',
  comments: 'Comments',
  changeDriver: 'Change driver',
  driverInfo: 'Driver info',
  driverPayout: 'Driver payout',
};

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  token = await apiToken('admin', 'admin123');
  browser = await launchChromium();
  admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await admin.newPage();
  await signInToOrderList(page, 'admin', 'admin123');
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('operator accounts', () => {
  it('creates an xd_coordinator with its canView defaults; deactivating it logs its open console out at once', async () => {
    // Users in the menu: /users redirects to /users/manager.
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(/\/users\/manager$/);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const table = page.getByRole('region', { name: 'Operators' });
    await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    await page.screenshot({ path: path.join(shots, 'users-list.png') });

    // The create form: choosing the account type fills its canView defaults.
    const form = page.getByRole('region', { name: 'New operator' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Password', { exact: false }).first().fill(password);
    await form.getByLabel('Repeat the password').fill(password);
    await form.getByRole('combobox', { name: 'Account type' }).click();
    expect(await page.getByRole('option', { name: 'Deactivated' }).count()).toBe(0);
    await page.getByRole('option', { name: 'XD coordinator' }).click();
    const on = ['pinCode', 'holdOrder', 'orderEstimations', 'orderRoute', 'comments'];
    for (const [flag, label] of Object.entries(CAN_VIEW_LABELS)) {
      const box = form.getByRole('checkbox', { name: label, exact: true });
      await expect.poll(() => box.isChecked(), { timeout: 10_000 }).toBe(on.includes(flag));
    }
    await form.getByRole('checkbox', { name: 'Orders', exact: true }).check();
    await form.getByRole('checkbox', { name: 'All companies' }).check();
    await form.getByRole('checkbox', { name: 'All regions' }).check();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, 'users-create-coordinator.png'), fullPage: true });
    await form.getByRole('button', { name: 'Create operator' }).click();
    await page.getByText('Operator created').waitFor({ timeout: 20_000 });

    // Newest first: the new operator heads the table.
    await expect
      .poll(async () => await table.locator('tbody tr').first().innerText(), { timeout: 20_000 })
      .toContain(email);
    const created = (await api<OperatorItem[]>('GET', '/operator/list', token)).body.find((o) => o.email === email)!;
    expect(created).toMatchObject({
      accountType: 'xd_coordinator',
      active: true,
      scope: ['orders'],
      companyIds: '*',
      regions: '*',
      canView: {
        sensitiveData: false,
        pinCode: true,
        cancellation: false,
        holdOrder: true,
        orderEstimations: true,
        orderRoute: true,
        comments: true,
        changeDriver: false,
        driverInfo: false,
        driverPayout: false,
      },
    });

    // The new operator signs in in another browser and stays on its order list.
    const other = await operator.newPage();
    await signInToOrderList(other, email, password);
    await other.screenshot({ path: path.join(shots, 'users-coordinator-signed-in.png') });

    // The admin selects it and deactivates it.
    await table.locator('tbody tr').filter({ hasText: email }).click();
    const edit = page.getByRole('region', { name: 'Edit operator' });
    await edit.getByText(email).waitFor();
    await page.screenshot({ path: path.join(shots, 'users-edit.png'), fullPage: true });
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${email} is signed out at once`).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await page.screenshot({ path: path.join(shots, 'users-deactivate-dialog.png') });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Operator deactivated').waitFor({ timeout: 20_000 });
    // The selection is cleared: the create form is back; the list shows the account inactive.
    await page.getByRole('region', { name: 'New operator' }).waitFor();
    await expect
      .poll(async () => table.locator('tbody tr').filter({ hasText: email }).innerText(), { timeout: 20_000 })
      .toContain('Inactive');

    // Nobody touched the operator's console: it is on the login page with the restricted-area message.
    await other.waitForURL(/\/login$/, { timeout: 20_000 });
    await other.getByText('You have to be logged in to visit this page').waitFor({ timeout: 10_000 });
    await other.screenshot({ path: path.join(shots, 'users-coordinator-logged-out.png') });

    // Sign-in is refused until activation.
    const refused = await api<{ errorCode: string }>('POST', '/auth/login', null, { username: email, password });
    expect(refused).toMatchObject({ status: 401, body: { errorCode: 'account_deactivated' } });

    await table.locator('tbody tr').filter({ hasText: email }).click();
    await edit.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Operator activated').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => table.locator('tbody tr').filter({ hasText: email }).innerText(), { timeout: 20_000 })
      .not.toContain('Inactive');
    await page.screenshot({ path: path.join(shots, 'users-activated.png') });
    expect((await api('POST', '/auth/login', null, { username: email, password })).status).toBe(200);
  }, 240_000);
});
