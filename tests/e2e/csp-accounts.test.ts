// The consoles of the operator, the coordinator, a client and a client not yet activated (its onboarding steps) under
// the Content-Security-Policy, in real Chromium against the real server: every page their menus offer and the
// settings' sub-pages, with no violation of the policy reported (none as a `securitypolicyviolation` event, none in the
// console), and every page opened passes axe-core (WCAG 2.1 A and AA: no serious or critical violation) as that
// account sees it. The admin: csp-admin.test.ts; the public pages: csp-public.test.ts.
import { describe, expect, it } from 'vitest';
import { menuPaths, saveScreenshot, settle, signIn } from './helpers.ts';
import { accessibilityOfPagesOpened, open, openEveryPage, withBrowser, watchedContext } from './policyWatch.ts';

withBrowser();

describe('every page of every kind of demo account under the policy', () => {
  it('operator: every section of its menu', async () => {
    expect(
      await openEveryPage('operator', 'operator123', ['/orders/list', '/orders/new', '/drivers', '/settings']),
    ).toEqual([]);
  });

  it('coordinator: every section of its menu and the password tab', async () => {
    const violations = await openEveryPage(
      'coordinator',
      'coordinator123',
      ['/orders/list', '/settings'],
      async (page) => {
        await open(page, '/settings?tab=changePassword');
      },
    );
    expect(violations).toEqual([]);
  });

  it('client@demo.pl: every section of its menu, its pickup locations and its package settings', async () => {
    const violations = await openEveryPage(
      'client@demo.pl',
      'client123',
      ['/orders/list', '/orders/new', '/settings'],
      async (page) => {
        await open(page, '/settings/locations');
        await open(page, '/settings/product');
        await saveScreenshot(page, 'csp-client-settings-product.png');
      },
    );
    expect(violations).toEqual([]);
  });

  it('new@demo.pl: the onboarding steps, then the console of a company not yet activated', async () => {
    const { context, page, violations } = await watchedContext();
    try {
      await signIn(page, 'new@demo.pl', 'new12345');
      // The start page sends a company with no registration step done to its first step, once its session is read.
      await page.waitForURL(/\/register\/selectProduct$/, { timeout: 20_000 });
      await page.getByRole('heading', { name: 'Select delivery option' }).waitFor();
      await page.getByRole('radio', { name: /^S:/ }).check();
      await page.getByRole('button', { name: 'Save and continue to your pick up locations' }).click();
      await page.waitForURL(/\/register\/addLocations$/, { timeout: 20_000 });
      await settle(page);
      // The pickup point form (its address fields and opening hours), then on without one.
      await page.getByRole('button', { name: 'Add pickup point' }).click();
      await page.getByRole('dialog').waitFor();
      await saveScreenshot(page, 'csp-onboarding-pickup-point.png');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Skip for now' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/register'), { timeout: 20_000 });
      await settle(page);

      const menu = await menuPaths(page);
      expect(menu).toEqual(expect.arrayContaining(['/settings']));
      for (const link of menu) await open(page, link);
      await open(page, '/settings?tab=companyData');
      await open(page, '/settings/locations');
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Each account’s own view of its pages: the order list, the order form, the settings and their tabs.
accessibilityOfPagesOpened(6);
