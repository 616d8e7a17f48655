// Price multipliers in real Chromium against the real server with the demo data: the admin opens Multipliers from
// the menu (/multiplier/calendar), fills the create form for tomorrow (Warszawa, IQOS Polska, a valid evening time
// range), sees "Multiplier created" and the new event on the calendar (day view of tomorrow), opens its details, and
// the order estimate for tomorrow in that region and company carries the new multiplier and a higher price;
// deactivating it from the dialog takes it out of the estimate again.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, openConsole, openSelect, saveScreenshot } from './helpers.ts';
import type { CompanyOption } from '../../domain/api.ts';
import type { MultiplierListResponse } from '../../domain/multiplierSchemas.ts';

const ZONE = 'Europe/Warsaw';
let page: Page;
let token = '';

/** Tomorrow's date in Warsaw, "YYYY-MM-DD". */
const tomorrowInWarsaw = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + 86_400_000));

beforeAll(async () => {
  ({ page, token } = await openConsole('admin', 'admin123', {
    viewport: { width: 1440, height: 1000 },
    timezoneId: ZONE,
  }));
}, 120_000);

describe('multipliers', () => {
  it('creates a multiplier for tomorrow on the calendar page, shows it, and the order estimate uses it', async () => {
    const companies = await api<CompanyOption[]>('GET', '/company/list?status=active', token);
    const iqos = companies.body.find((c) => c.name.startsWith('IQOS Polska'))!;
    expect(iqos).toBeDefined();
    const day = tomorrowInWarsaw();
    const estimate = async (at: string) => {
      const res = await api<{ price: number; multiplier: number | null }>(
        'POST',
        '/order/check-delivery-availability',
        token,
        {
          companyId: iqos.id,
          sender: { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' },
          receiver: { street: 'Marszałkowska 10', city: 'Warszawa', zipCode: '00-624' },
          packageSize: 'M',
          at,
        },
      );
      expect(res.status).toBe(200);
      return res.body;
    };

    await page.getByRole('menuitem', { name: 'Multipliers' }).click();
    await page.waitForURL(/\/multiplier\/calendar$/);
    const calendar = page.getByRole('region', { name: 'Multipliers calendar' });
    await calendar.locator('.rbc-month-view').waitFor({ timeout: 20_000 });

    const form = page.getByRole('region', { name: 'New multiplier' });
    await form.locator('input[name="dateFrom"]').fill(`${day}T00:00`);
    await form.locator('input[name="dateTo"]').fill(`${day}T23:59`);
    await form.locator('input[name="multiplier"]').fill('3.7');
    await form.locator('textarea[name="description"]').first().fill('E2E storm surcharge');
    await openSelect(form.getByRole('combobox', { name: /Regions/ }));
    await page.getByRole('option', { name: 'Warszawa' }).click();
    await page.keyboard.press('Escape');
    await openSelect(form.getByRole('combobox', { name: /Companies/ }));
    await page.getByRole('option', { name: iqos.name }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('button', { name: 'Add time range' }).click();
    const row = form.getByTestId('time-range-row').first();
    await row.locator('input[name$=".from"]').fill('17:00');
    await row.locator('input[name$=".to"]').fill('20:00');
    await row.locator('input[name$=".multiplier"]').fill('4.5');
    await expect.poll(() => row.getAttribute('data-valid')).toBe('true');
    // Midday and evening of tomorrow in Warsaw (UTC+1 or +2): 11:00/12:00 and 18:00/19:00.
    const noon = `${day}T10:00:00Z`;
    const evening = `${day}T17:00:00Z`;
    const before = await estimate(noon);
    await saveScreenshot(page, 'multipliers-form.png', { fullPage: true });

    await form.getByRole('button', { name: 'Create multiplier' }).click();
    await page.getByText('Multiplier created').waitFor({ timeout: 20_000 });
    // The form starts over.
    await expect.poll(() => form.locator('input[name="multiplier"]').inputValue()).toBe('1.01');

    // On the server, for tomorrow in Warszawa and IQOS Polska.
    const listed = await api<MultiplierListResponse>(
      'GET',
      `/multiplier/list?dateFrom=${encodeURIComponent(`${day}T00:00:00+01:00`)}&dateTo=${encodeURIComponent(`${day}T23:59:59+01:00`)}`,
      token,
    );
    const created = listed.body.multipliers.find((m) => m.description === 'E2E storm surcharge')!;
    expect(created).toMatchObject({
      multiplier: 3.7,
      regions: ['Warszawa'],
      companyIds: [iqos.id],
      timeRanges: [{ from: { hour: 17, minute: 0 }, to: { hour: 20, minute: 0 }, multiplier: 4.5 }],
    });

    // On the calendar: tomorrow's day view shows "3.7×".
    await calendar.getByRole('button', { name: 'Day', exact: true }).click();
    await calendar.getByRole('button', { name: 'Next', exact: true }).click();
    const event = calendar.locator('.rbc-event', { hasText: '3.7×' });
    await event.first().waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'multipliers-calendar.png', { fullPage: true });
    await event.first().click();
    const dialog = page.getByRole('dialog', { name: 'Multiplier 3.7×' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(iqos.name);
    expect(await dialog.innerText()).toContain('17:00–20:00: 4.5×');
    await saveScreenshot(page, 'multipliers-details.png');

    // The order estimate for tomorrow: the new multiplier, a higher price; the time range in the evening.
    const raised = await estimate(noon);
    expect(raised.multiplier).toBe(3.7);
    expect(raised.price).toBeGreaterThan(before.price);
    expect((await estimate(evening)).multiplier).toBe(4.5);

    // Deactivate from the dialog: the estimate drops back.
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await page
      .getByRole('dialog', { name: 'Deactivate the multiplier?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await page.getByText('Multiplier deactivated').waitFor({ timeout: 20_000 });
    await dialog.waitFor({ state: 'hidden' });
    await calendar.locator('.multiplier-event-deactivated', { hasText: '3.7×' }).first().waitFor({ timeout: 20_000 });
    const after = await estimate(noon);
    expect(after.multiplier).not.toBe(3.7);
    expect(after.price).toBeLessThan(raised.price);
    await saveScreenshot(page, 'multipliers-deactivated.png', { fullPage: true });
  });
});
