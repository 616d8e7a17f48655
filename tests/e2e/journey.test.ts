// The operator's first minutes, in real Chromium against the real server with the demo data:
// sign in, see today's orders, switch to Polish, reload, still Polish, sign out.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { baseURL, orderRows, saveScreenshot } from './helpers.ts';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
});

describe('operator journey', () => {
  it('sends a visitor to the login page', async () => {
    await page.goto(`${baseURL}/orders/list`);
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Log in to delivery-console' }).waitFor();
  });

  it('signs in and shows today’s orders', async () => {
    await page.getByLabel('Login or e-mail').fill('operator');
    await page.getByLabel('Password', { exact: false }).first().fill('operator123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(/\/orders\/list/);
    await page.getByText('Logged in!').waitFor();
    const rows = orderRows(page);
    await rows.first().waitFor({ timeout: 20_000 });
    expect(await rows.count()).toBeGreaterThan(5);
    // The list shows today's orders: the first rows are the newest statuses (priority sort) with today's data.
    await expect(page.getByRole('columnheader', { name: 'Order no' }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'orders-en.png', { fullPage: false });
  });

  it('switches to Polish and stays Polish after a reload', async () => {
    await page
      .getByRole('button', { name: /english/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Polski' }).click();
    await page
      .getByRole('menuitem', { name: 'Lista zamówień' })
      .or(page.getByText('Lista zamówień').first())
      .first()
      .waitFor();
    await page.reload();
    await orderRows(page).first().waitFor({ timeout: 20_000 });
    await expect(page.getByText('Lista zamówień').first().isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'orders-pl.png', { fullPage: false });
  });

  it('signs out back to the login page, and the old session is gone', async () => {
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    expect(token).toMatch(/^ey/);
    await page.getByRole('menuitem', { name: 'Wyloguj' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('button', { name: 'Zaloguj' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY)).toBeNull();
    const res = await fetch(`${baseURL}/api/@me`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
  });
});
