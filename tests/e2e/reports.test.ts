// An operator generates the ordersFull report, in real Chromium against the real server with the demo data: the
// Reports menu item opens /reports, the type select offers the reports, the Last week preset fills the dates, and
// Generate downloads orders.csv (Playwright's download event) whose bytes are the API's answer for the same days.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseURL, chooseFromSelect, openConsole, openSelect, saveScreenshot } from './helpers.ts';

let page: Page;
let token = '';

beforeAll(async () => {
  ({ page, token } = await openConsole('admin', 'admin123', { acceptDownloads: true }));
}, 120_000);

describe('reports', () => {
  it('generates the ordersFull report of the last week and saves orders.csv', async () => {
    await page.getByRole('menuitem', { name: 'Reports' }).click();
    await page.waitForURL(/\/reports$/);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor({ timeout: 20_000 });

    // The super admin may generate every report; the first one is preselected.
    const type = page.getByRole('combobox', { name: 'Report' });
    await openSelect(type);
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options).toEqual([
      'Driver activity',
      'Driver availability',
      'Orders (full)',
      'Order offers',
      'Drivers’ stock',
      'Corrections',
      'Drivers’ feedback',
      'Stock movements',
      'Stock exchanges between drivers',
      'Wallet entries',
    ]);
    await page.getByRole('option', { name: 'Orders (full)' }).click();
    await page.getByText('Every order created in the range').waitFor();
    await page.getByRole('button', { name: 'Last week' }).click();
    const from = await page.getByLabel('From').inputValue();
    const to = await page.getByLabel('To', { exact: true }).inputValue();
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBe(6);
    await chooseFromSelect(
      page.getByRole('combobox', { name: 'Column separator' }),
      page.getByRole('option', { name: 'Comma (,)' }),
    );
    await saveScreenshot(page, 'reports-form.png', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('button', { name: 'Generate' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('orders.csv');
    const file = readFileSync((await download.path())!);
    await page.getByText('Saved as orders.csv').waitFor({ timeout: 20_000 });
    await saveScreenshot(page, 'reports-saved.png', { fullPage: true });

    // The file: BOM, the header in the user's language (English here), a row per order of the week (the demo has
    // orders every day).
    const text = file.toString('utf8');
    expect(text.startsWith('\uFEFFOrder ID,Order no.,External ID,Created at,Company,Region,')).toBe(true);
    const lines = text.slice(1).split('\r\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(100);
    // The bytes the API answers for the same days (UTC midnight to 23:59:59.999 UTC) in the same language.
    const query = new URLSearchParams({
      reportType: 'full',
      dateFrom: `${from}T00:00:00.000Z`,
      dateTo: `${to}T23:59:59.999Z`,
      lang: 'en',
    });
    const res = await fetch(`${baseURL}/api/order/generate-report?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(file)).toBe(true);
  }, 120_000);
});
