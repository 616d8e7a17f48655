// Operator accounts in real Chromium against the real server with the demo data: the admin opens Users (/users →
// /users/manager), creates an xd_coordinator operator and sees the canView defaults of that type filled in (pinCode,
// holdOrder, orderEstimations, orderRoute and comments on, the others off); the new operator signs in in a second
// browser context and stays on the order list; the admin deactivates it, and that operator's open console lands on
// the login page saying the account was deactivated, without anybody touching it (the server disconnects its socket,
// the console checks its session). Sign-in is refused, saying so, until the admin activates the account again. Then
// the admin takes its Orders scope away while it is signed in: its open list says access is gone and its menu
// follows within seconds; a page typed in that it may not open shows the access-denied page.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, openSelect, saveScreenshot, signInToOrderList, navigate } from './helpers.ts';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';
import type { NearestDriversAnswer } from '../../domain/dispatch.ts';
import type { OperatorItem } from '../../domain/operatorSchemas.ts';

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
  token = await apiToken('admin', 'admin123');
  browser = await journeyBrowser();
  admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await admin.newPage();
  await signInToOrderList(page, 'admin', 'admin123');
}, 120_000);

describe('operator accounts', () => {
  it('creates an xd_coordinator with its canView defaults; deactivating it logs its open console out at once', async () => {
    // Users in the menu: /users redirects to /users/manager.
    await page.getByRole('menuitem', { name: 'Users' }).click();
    await page.waitForURL(/\/users\/manager$/);
    await page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    const table = page.getByRole('region', { name: 'Operators' });
    await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'users-list.png');

    // The create form: choosing the account type fills its canView defaults.
    const form = page.getByRole('region', { name: 'New operator' });
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByLabel('Password', { exact: false }).first().fill(password);
    await form.getByLabel('Repeat the password').fill(password);
    await openSelect(form.getByRole('combobox', { name: 'Account type' }));
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
    await saveScreenshot(page, 'users-create-coordinator.png', { fullPage: true });
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
    await saveScreenshot(other, 'users-coordinator-signed-in.png');

    // The admin selects it and deactivates it.
    await table.locator('tbody tr').filter({ hasText: email }).click();
    const edit = page.getByRole('region', { name: 'Edit operator' });
    await edit.getByText(email).waitFor();
    await saveScreenshot(page, 'users-edit.png', { fullPage: true });
    await edit.getByRole('button', { name: 'Deactivate' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`${email} is signed out at once`).waitFor();
    await page.waitForTimeout(400); // the dialog's fade-in
    await saveScreenshot(page, 'users-deactivate-dialog.png');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page.getByText('Operator deactivated').waitFor({ timeout: 20_000 });
    // The selection is cleared: the create form is back; the list shows the account inactive.
    await page.getByRole('region', { name: 'New operator' }).waitFor();
    await expect
      .poll(async () => table.locator('tbody tr').filter({ hasText: email }).innerText(), { timeout: 20_000 })
      .toContain('Inactive');

    // Nobody touched the operator's console: it is on the login page, told why.
    await other.waitForURL(/\/login$/, { timeout: 20_000 });
    await other.getByText('You were logged out: your account has been deactivated.', { exact: false }).waitFor({
      timeout: 10_000,
    });
    await saveScreenshot(other, 'users-coordinator-logged-out.png');

    // Sign-in is refused until activation, and the form says the account is deactivated and whom to ask.
    const refused = await api<{ errorCode: string }>('POST', '/auth/login', null, { username: email, password });
    expect(refused).toMatchObject({ status: 401, body: { errorCode: 'account_deactivated' } });
    await other.getByLabel('Login or e-mail').fill(email);
    await other.getByLabel('Password', { exact: false }).first().fill(password);
    await other.getByRole('button', { name: 'Log in' }).click();
    await other
      .getByText('This account is deactivated. If this is a mistake, ask your company’s administrator', {
        exact: false,
      })
      .waitFor({ timeout: 10_000 });
    expect(new URL(other.url()).pathname).toBe('/login');

    await table.locator('tbody tr').filter({ hasText: email }).click();
    await edit.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await page.getByText('Operator activated').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => table.locator('tbody tr').filter({ hasText: email }).innerText(), { timeout: 20_000 })
      .not.toContain('Inactive');
    await saveScreenshot(page, 'users-activated.png');
    expect((await api('POST', '/auth/login', null, { username: email, password })).status).toBe(200);
  }, 240_000);

  it('takes the orders away from a signed-in operator: its open console follows within seconds, no reload', async () => {
    const other = await operator.newPage();
    await signInToOrderList(other, email, password);
    await other.getByRole('menuitem', { name: 'Orders' }).waitFor();

    // The admin gives a picked-up order to another driver; the order, opened by its link on both consoles: the admin
    // (driver info) reads "from X to Y" with the drivers' names in its history, the coordinator (no driver info) only
    // "Driver", and neither ever an e-mail.
    const carried = (
      await api<ListResponse<OrderListItem>>('GET', '/order/list?status=picked_up&perPage=5', token)
    ).body.items.find((o) => o.driver);
    expect(carried, 'a demo order picked up by a driver').toBeDefined();
    const nearest = await api<NearestDriversAnswer>('GET', `/order/nearest-drivers?orderId=${carried!.id}`, token);
    const next = nearest.body.drivers[0]!;
    expect(nearest.body.currentDriverId).toBe(carried!.driver!.id);
    expect((await api('POST', '/order/change-driver', token, { orderId: carried!.id, driverId: next.id })).status).toBe(
      200,
    );
    const entryOf = async (console: Page) => {
      await console.goto(`${baseURL}/orders/${carried!.id}`);
      const entry = console
        .getByTestId(`order-expand-${carried!.id}`)
        .locator('li')
        .filter({ hasText: 'changed the driver' })
        .first();
      await entry.waitFor({ timeout: 20_000 });
      await entry.scrollIntoViewIfNeeded();
      return (await entry.innerText()).replace(/\s+/g, ' ');
    };
    const adminSees = await entryOf(page);
    expect(adminSees).toContain(
      `from ${carried!.driver!.firstName} ${carried!.driver!.lastName} to ${next.firstName} ${next.lastName}`,
    );
    const coordinatorSees = await entryOf(other);
    expect(coordinatorSees).toContain('from Driver to Driver');
    expect(coordinatorSees).not.toContain(next.lastName);
    expect(`${adminSees} ${coordinatorSees}`).not.toMatch(/@/);
    await saveScreenshot(other, 'users-coordinator-history-no-driver-info.png');
    await navigate(page, `/users/manager`);

    // The admin takes the Orders scope away and gives Reports.
    const table = page.getByRole('region', { name: 'Operators' });
    await table.locator('tbody tr').filter({ hasText: email }).click();
    const edit = page.getByRole('region', { name: 'Edit operator' });
    await edit.getByText(email).waitFor();
    await edit.getByRole('checkbox', { name: 'Orders', exact: true }).uncheck();
    await edit.getByRole('checkbox', { name: 'Reports (all)', exact: true }).check();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Operator updated').waitFor({ timeout: 20_000 });

    // The open list says access is gone, the menu offers Reports instead of Orders: within seconds, untouched.
    await other
      .getByRole('heading', { name: 'You no longer have access to this page', level: 1 })
      .waitFor({ timeout: 10_000 });
    await other.getByText('An administrator changed your permissions', { exact: false }).first().waitFor();
    expect(await other.getByRole('menuitem', { name: 'Orders' }).count()).toBe(0);
    await other.getByRole('menuitem', { name: 'Reports' }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/orders/list');
    await saveScreenshot(other, 'users-access-taken-away.png');

    // A page it may not open, typed in: the access-denied page (no silent redirect), with the way to the start.
    await other.goto(`${new URL(other.url()).origin}/companies/list`);
    await other.getByRole('heading', { name: 'No access to this page', level: 1 }).waitFor({ timeout: 20_000 });
    expect(new URL(other.url()).pathname).toBe('/companies/list');
    await other.getByRole('link', { name: 'Go to the start page' }).click();
    await other.waitForURL((url) => url.pathname !== '/companies/list', { timeout: 20_000 });
  }, 240_000);
});
