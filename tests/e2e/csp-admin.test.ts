// The admin's console under the Content-Security-Policy, in real Chromium against the real server: every page its
// menu offers and the pages reached from them (a company, the leads, the settings' password tab), the route map and
// the zip-code map, with no violation of the policy reported (none as a `securitypolicyviolation` event, none in the
// console), and every page opened passes axe-core (WCAG 2.1 A and AA: no serious or critical violation). Screenshots
// in tests/e2e/screenshots/csp-*.png. The other accounts: csp-accounts.test.ts; the public pages: csp-public.test.ts.
import { describe, expect, it } from 'vitest';
import type { CompanyLocations } from '../../domain/locationApi.ts';
import { api, apiToken, baseURL, openDialog, orderRows, saveScreenshot, settle } from './helpers.ts';
import { accessibilityOfPagesOpened, open, openEveryPage, withBrowser } from './policyWatch.ts';

withBrowser();

describe('every page of every kind of demo account under the policy', () => {
  // About 25 pages, each checked with axe-core: the longest journey (120 s was too little on a loaded machine).
  it('admin: every section, a company, the leads, the password tab, the route map and the zip-code map', async () => {
    const token = await apiToken('admin', 'admin123');
    const companies = await api<CompanyLocations[]>('GET', '/region/locations', token);
    expect(companies.status).toBe(200);
    const location = companies.body.flatMap((c) => c.locations).find((l) => l.address.street && l.address.zipCode)!;
    expect(location).toBeDefined();

    const violations = await openEveryPage(
      'admin',
      'admin123',
      [
        '/orders/list',
        '/orders/new',
        '/companies/list',
        '/zipCodes',
        '/reports',
        '/drivers',
        '/wallet',
        '/warehouses',
        '/stock',
        '/users',
        '/multiplier/calendar',
        '/corrections',
        '/settings',
      ],
      async (page) => {
        await open(page, '/companies/leads');
        await open(page, `/companies/company/${location.companyId}`);
        await page.getByRole('region', { name: 'Pickup locations' }).waitFor({ timeout: 30_000 });
        await open(page, '/settings?tab=changePassword');

        // The route map of an order: Leaflet, its markers (inline-styled icons) and the tile layer.
        await open(page, '/orders/list');
        const row = orderRows(page).first();
        await row.waitFor({ timeout: 20_000 });
        await row.click();
        const route = page.locator('[data-testid^="order-expand-"]').getByRole('button', { name: 'Route' }).first();
        const dialog = page.getByRole('dialog', { name: /^Route of order/ });
        await openDialog(route, dialog);
        await dialog.locator('.leaflet-container').waitFor({ timeout: 20_000 });
        await settle(page);
        await saveScreenshot(page, 'csp-route-map.png');
        await page.keyboard.press('Escape');

        // The zip-code map around a pickup point: the search's markers, circle and popup.
        await page.goto(`${baseURL}/zipCodes`);
        await settle(page);
        await page.locator('input[name="street"]').fill(location.address.street);
        await page.locator('input[name="zipCode"]').fill(location.address.zipCode);
        await page.locator('input[name="city"]').fill(location.address.city);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByTestId('zip-codes-found').waitFor({ timeout: 30_000 });
        await page
          .getByRole('region', { name: 'Map of zip codes' })
          .locator('.leaflet-marker-icon')
          .first()
          .waitFor({ timeout: 20_000 });
        await settle(page);
        await saveScreenshot(page, 'csp-zip-codes.png');
      },
    );
    expect(violations).toEqual([]);
  }, 240_000);
});

// The thirteen sections of the menu and their sub-pages, the leads, a company, the password tab.
accessibilityOfPagesOpened(16);
