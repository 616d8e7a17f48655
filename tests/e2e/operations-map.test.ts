// The live operations map in real Chromium against the real server with the demo data: a driver on an order signs in
// to the driver API; an operator opens "Live map" from the menu, sees the online drivers and active orders counted and
// drawn, finds that driver (the map centres on it) and opens its card, also with a click on its dot; the driver pings a
// new position and the card and the map's mark of the chosen driver move to it without a reload
// (driverLocationChange).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { DriverRosterItem } from '../../domain/driverApi.ts';
import type { OperationsMapAnswer } from '../../domain/operationsMap.ts';
import { api, openConsole, saveScreenshot } from './helpers.ts';

const DRIVER_PASSWORD = 'driver123'; // the demo drivers' password (server/seed/demo/logins.ts DEMO_DRIVER_PASSWORD)
let page: Page;
let token = '';

beforeAll(async () => {
  ({ page, token } = await openConsole('admin', 'admin123', { locale: 'en-GB' }));
});

describe('the live operations map', () => {
  let driver: DriverRosterItem;
  let driverToken = '';

  it('a driver carrying an order signs in to the driver API (and so is online)', async () => {
    const roster = await api<{ drivers: DriverRosterItem[] }>('GET', '/simulator/roster', token);
    expect(roster.status).toBe(200);
    const carrying = roster.body.drivers.filter((d) => d.activeOrderId !== null && d.lastKnownLocation);
    expect(carrying.length, 'a demo driver on an order').toBeGreaterThan(0);
    for (const candidate of carrying) {
      const signIn = await api<{ token: string }>('POST', '/driver/sign-in', null, {
        email: candidate.email,
        password: DRIVER_PASSWORD,
      });
      if (signIn.status !== 200) continue;
      driver = candidate;
      driverToken = signIn.body.token;
      break;
    }
    expect(driverToken, 'a driver on an order signed in').not.toBe('');
    const map = await api<OperationsMapAnswer>('GET', '/operations/map', token);
    expect(map.status).toBe(200);
    expect(map.body.drivers.map((d) => d.id)).toContain(driver.id);
  });

  it('the operator opens "Live map" from the menu and sees the drivers and orders', async () => {
    await page.getByRole('menuitem', { name: 'Live map' }).click();
    await page.waitForURL(/\/operations\/map$/);
    const map = page.getByRole('region', { name: 'Live map of drivers and active orders' });
    await map.waitFor({ timeout: 20_000 });
    // Drawn on one canvas.
    await map.locator('canvas').first().waitFor({ state: 'attached', timeout: 20_000 });
    const summary = page.getByTestId('operations-map-summary');
    await expect.poll(async () => summary.innerText(), { timeout: 20_000 }).toMatch(/\d+ drivers? online/);
    expect(Number(await map.getAttribute('data-drivers'))).toBeGreaterThan(0);
    expect(Number(await map.getAttribute('data-orders'))).toBeGreaterThan(0);
    await saveScreenshot(page, 'operations-map.png');
  });

  it('the driver’s card follows the driver’s new position without a reload', async () => {
    const name = `${driver.firstName} ${driver.lastName}`;
    const finder = page.getByRole('combobox', { name: 'Find a driver or an order' });
    await finder.fill(name);
    await page.getByRole('option', { name, exact: true }).first().click();
    const card = page.getByRole('dialog', { name });
    await card.waitFor({ timeout: 20_000 });
    // The finder centred the map on the driver: closed, the card opens again with a click on its dot (the canvas).
    await page.keyboard.press('Escape');
    await card.waitFor({ state: 'hidden' });
    const box = (await page.locator('[role="region"][data-drivers]').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await card.waitFor({ timeout: 20_000 });
    const position = card.getByTestId('driver-position');
    const before = await position.getAttribute('data-position');
    expect(before).toMatch(/^-?\d+(\.\d+)?,-?\d+(\.\d+)?$/);
    // The open drawer is a modal dialog: the page behind it is hidden from the accessibility tree.
    const map = page.locator('[role="region"][data-drivers]');
    await expect.poll(async () => map.getAttribute('data-selected-position')).toBe(before);

    // A new position a little north-east of the last one.
    const [lat, lng] = before!.split(',').map(Number);
    const next = { lat: Number((lat + 0.0123).toFixed(5)), lng: Number((lng + 0.0145).toFixed(5)) };
    const ping = await api<{ orderId: number | null }>('POST', '/driver/location', driverToken, next);
    expect(ping.status).toBe(200);
    expect(ping.body.orderId).toBe(driver.activeOrderId);

    await expect
      .poll(async () => position.getAttribute('data-position'), { timeout: 20_000 })
      .toBe(`${next.lat},${next.lng}`);
    expect(await position.innerText()).toContain(`${next.lat.toFixed(5)}° N`);
    expect(await map.getAttribute('data-selected-position')).toBe(`${next.lat},${next.lng}`);
    await saveScreenshot(page, 'operations-map-driver.png');
    expect((await api('POST', '/driver/logout', driverToken)).status).toBe(204);
  });
});
