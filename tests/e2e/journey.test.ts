// The operator's first minutes, in real Chromium against the real server with the demo data:
// sign in, see today's orders, switch to Polish, reload, still Polish, sign out. The console's motion as a reader who
// did not ask for reduced motion sees it (browser.ts FULL_MOTION), and that a reader who did gets none.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { FULL_MOTION, journeyBrowser } from './browser.ts';
import { baseURL, orderRows, saveScreenshot, signIn } from './helpers.ts';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB', ...FULL_MOTION });
});

/**
 * How long the open menu's transition and the page frame's (the console's own CSS, its margin as the side menu opens)
 * last, in seconds: the longest of each element's computed transition durations.
 */
const motionOf = (page: Page) =>
  page.evaluate(() => {
    const longest = (selector: string) => {
      const element = document.querySelector(selector);
      return element ? Math.max(...getComputedStyle(element).transitionDuration.split(',').map(parseFloat)) : null;
    };
    return { menu: longest('.MuiMenu-paper'), frame: longest('.RaLayout-contentWithSidebar') };
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
    await page.getByRole('menuitem', { name: 'Polski' }).waitFor();
    // The language menu grows in (MUI's transition) and the frame's margin moves with the side menu (the console's).
    const motion = await motionOf(page);
    expect(motion.menu).toBeGreaterThan(0.1);
    expect(motion.frame).toBeGreaterThan(0.1);
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

  it('has no motion for a reader who asked the system for reduced motion', async () => {
    const reduced = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: 'en-GB',
      reducedMotion: 'reduce',
    });
    await signIn(reduced, 'operator', 'operator123');
    await reduced.getByRole('menuitem', { name: 'Dashboard' }).waitFor({ timeout: 20_000 });
    const languages = reduced.getByRole('button', { name: /english/i }).first();
    await languages.click();
    await reduced.getByRole('menuitem', { name: 'Polski' }).waitFor();
    // No transition at all (CssBaseline's rule, over MUI's own timing and the console's CSS).
    const motion = await motionOf(reduced);
    expect(motion.menu).toBe(0);
    expect(motion.frame).toBe(0);
    // The menu works as with the motion: the focus moves into it, Escape closes it and gives the focus back (with
    // transitions of a hundredth of a millisecond, the menu kept neither).
    await expect
      .poll(() => reduced.evaluate(() => Boolean(document.activeElement?.closest('.MuiMenu-paper'))))
      .toBe(true);
    await reduced.keyboard.press('Escape');
    await reduced.getByRole('menuitem', { name: 'Polski' }).waitFor({ state: 'hidden' });
    await expect.poll(() => languages.evaluate((button) => button === document.activeElement)).toBe(true);
    await reduced.context().close();
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
