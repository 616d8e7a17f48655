// An operator works the drivers page and notifies drivers, in real Chromium against the real server with the demo
// data: opens /drivers from the menu (active drivers, one page), filters by region and status (the filters go to the
// URL), expands a driver to its details and wallet link, sends a notification to the online drivers of that region
// and sees how many it reached (the same number the API lists); one of those drivers then fetches it through the
// driver API and acknowledges it, as the simulator's virtual drivers do.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, chooseFromSelect, openConsole, saveScreenshot } from './helpers.ts';
import type { DriverPageResponse } from '../../domain/driverSchemas.ts';
import type { DriverNotificationsResponse } from '../../domain/notificationSchemas.ts';

const REGION = 'Kraków';
let page: Page;
let token = '';

const rows = (p: Page) => p.locator('table tbody tr.RaDataTable-row');

beforeAll(async () => {
  ({ page, token } = await openConsole());
}, 120_000);

describe('drivers page and push notifications', () => {
  it('lists the active drivers, filters by region and status, and expands a driver', async () => {
    await page.getByRole('menuitem', { name: 'Drivers' }).click();
    await page.waitForURL(/\/drivers/);
    await rows(page).first().waitFor({ timeout: 20_000 });
    const all = await api<DriverPageResponse>('GET', '/driver/list?active=true&page=1&perPage=25', token);
    expect(all.status).toBe(200);
    await expect
      .poll(() => page.getByText(new RegExp(`of ${all.body.total}$`)).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await saveScreenshot(page, 'drivers-list.png');

    await chooseFromSelect(
      page.getByRole('combobox', { name: 'Region' }),
      page.getByRole('option', { name: REGION, exact: true }),
    );
    await chooseFromSelect(
      page.getByRole('combobox', { name: 'Status' }),
      page.getByRole('option', { name: 'Online', exact: true }),
    );
    await page.waitForURL((url) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}');
      return filter.region === REGION && filter.status === 'online' && filter.active === 'true';
    });
    const expected = await api<DriverPageResponse>(
      'GET',
      `/driver/list?region=${encodeURIComponent(REGION)}&status=online&active=true&page=1&perPage=25`,
      token,
    );
    expect(expected.body.total).toBeGreaterThan(0);
    await expect.poll(() => rows(page).count(), { timeout: 20_000 }).toBe(expected.body.items.length);
    for (const text of await rows(page).allInnerTexts()) {
      expect(text).toContain(REGION);
      expect(text).toContain('Online');
    }

    const first = expected.body.items[0];
    const row = rows(page).filter({ hasText: first.email }).first();
    await row.click();
    const details = page.getByRole('region', { name: 'Driver details' });
    await details.waitFor({ timeout: 20_000 });
    await details.getByText(first.email).first().waitFor();
    await details.getByRole('table', { name: 'Stock' }).or(details.getByText('No stock')).first().waitFor();
    expect(await details.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe(
      `/wallet?driverId=${first.id}`,
    );
    if (first.mobile?.version)
      await details
        .getByText(new RegExp(`Version ${first.mobile.version.replace(/\./g, '\\.')} on (Android|iOS)`))
        .waitFor();
    await saveScreenshot(page, 'drivers-expanded.png');
  }, 120_000);

  it('sends a notification to the online drivers of the region and tells how many it reached; a driver receives it', async () => {
    const reachable = await api<DriverPageResponse>(
      'GET',
      `/driver/list?region=${encodeURIComponent(REGION)}&status=online&active=true&blocked=false&page=1&perPage=100`,
      token,
    );
    const expected = reachable.body.total;
    expect(expected).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Send notification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send a notification to drivers' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText('Field is required').first().waitFor();
    await dialog.getByRole('checkbox', { name: REGION, exact: true }).check();
    await dialog.getByRole('radio', { name: 'Online' }).check();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Duży popyt');
    await dialog.getByRole('textbox', { name: 'Message', exact: true }).fill('Mnożnik 1.5x w Krakowie do 19:00');
    await dialog.getByRole('textbox', { name: 'Details title' }).fill('Wieczorny bonus');
    await dialog.getByRole('textbox', { name: 'Details text' }).fill('Każda dostawa między 16 a 19 płatna x1,5.');
    await saveScreenshot(page, 'drivers-notification-form.png');
    await dialog.getByRole('button', { name: 'Send' }).click();

    // The dialog's status says first how many it will reach (the preview), then how many it reached: wait for that.
    const reached = dialog.getByRole('status').filter({ hasText: /reached/ });
    await reached.waitFor({ timeout: 20_000 });
    expect(await reached.innerText()).toBe(
      `The notification reached ${expected} ${expected === 1 ? 'driver' : 'drivers'}.`,
    );
    await page.getByText('Notification sent').waitFor();
    await saveScreenshot(page, 'drivers-notification-sent.png');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // One of them fetches it through the driver API (demo drivers' password) and acknowledges it.
    const target = reachable.body.items[0];
    const signIn = await api<{ token: string }>('POST', '/driver/sign-in', null, {
      email: target.email,
      password: 'driver123',
    });
    expect(signIn.status).toBe(200);
    const inbox = await api<DriverNotificationsResponse>('GET', '/driver/notifications', signIn.body.token);
    const received = inbox.body.notifications.find((n) => n.short.title === 'Duży popyt');
    expect(received).toMatchObject({
      short: { body: 'Mnożnik 1.5x w Krakowie do 19:00' },
      long: { title: 'Wieczorny bonus' },
    });
    const ack = await api<{ acknowledged: number }>('POST', '/driver/notifications/ack', signIn.body.token, {
      ids: [received!.id],
    });
    expect(ack.body).toEqual({ acknowledged: 1 });
    const after = await api<DriverNotificationsResponse>('GET', '/driver/notifications', signIn.body.token);
    expect(after.body.notifications.map((n) => n.id)).not.toContain(received!.id);
    await api('POST', '/driver/logout', signIn.body.token);
  }, 120_000);
});
