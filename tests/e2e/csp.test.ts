// The console under its Content-Security-Policy, in real Chromium against the real server: every kind of demo account
// signs in and opens every page its menu offers (and the pages reached from them: a company, the leads, the settings'
// tabs and sub-pages, the registration steps), the maps draw (route map, zip-code map), and the public pages (landing,
// privacy, login, registration, /pin, a receiver's tracking page) and the OpenAPI page at /api/docs load, with no
// violation of the policy reported: none as a `securitypolicyviolation` event, none in the console. Every page opened
// is also checked with axe-core (WCAG 2.1 A and AA): no serious or critical violation. Screenshots in
// tests/e2e/screenshots/csp-*.png.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './browser.ts';
import { api, apiToken, baseURL, menuPaths, SCREENSHOTS, settle, signIn } from './helpers.ts';
import { seriousViolations } from './axe.ts';
import type { CompanyLocations } from '../../src/domain/locationApi.ts';

/** What the browser says when a policy (CSP or Permissions-Policy) stops something. */
const POLICY_MESSAGE =
  /Content[ -]Security[ -]Policy|Refused to (load|execute|apply|connect|frame|evaluate|create)|Permissions[ -]Policy/i;

interface Watched {
  context: BrowserContext;
  page: Page;
  /** Each violation with the page it happened on. */
  violations: string[];
}

let browser: Browser;
/** Serious and critical accessibility violations (axe-core, WCAG 2.1 AA) of every page opened below. */
const accessibility: string[] = [];
/** Pages checked for accessibility (path with query), so a page opened twice is checked once. */
const checked = new Set<string>();

async function checkAccessibility(page: Page): Promise<void> {
  const url = new URL(page.url());
  const key = `${url.pathname}${url.search}`;
  if (checked.has(key)) return;
  checked.add(key);
  accessibility.push(...(await seriousViolations(page)));
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A fresh browser context whose pages report every policy violation: an init script (run before the page's own
 * scripts, on every navigation) listens to `securitypolicyviolation` and hands each to the test, and every console
 * message about a policy is kept as well.
 */
async function watchedContext(): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  const violations: string[] = [];
  await context.exposeBinding(
    '__reportPolicyViolation',
    ({ page }, text: string) => void violations.push(`${new URL(page.url()).pathname}: ${text}`),
  );
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __policyViolations: string[] }).__policyViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`;
      seen.push(text);
      void (window as unknown as { __reportPolicyViolation(text: string): Promise<void> }).__reportPolicyViolation(
        text,
      );
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text()))
      violations.push(`${new URL(page.url()).pathname}: console ${message.type()}: ${message.text()}`);
  });
  return { context, page, violations };
}

/**
 * Opens a console path and checks the console stayed there or went on inside it (a section's link opens its first
 * page: /users → /users/manager), so the account may open it, and drew it.
 */
async function open(page: Page, pathWithQuery: string): Promise<void> {
  await page.goto(`${baseURL}${pathWithQuery}`);
  await settle(page);
  await checkAccessibility(page);
  const url = new URL(page.url());
  expect(`${url.pathname}${url.search}`, `opening ${pathWithQuery}`).toMatch(
    new RegExp(`^${pathWithQuery.replace(/[?]/g, '\\?')}`),
  );
}

/** Signs in, opens every page of the menu and then the extra pages, and answers the violations seen. */
async function openEveryPage(
  username: string,
  password: string,
  expectedMenu: string[],
  extra: (page: Page) => Promise<void> = async () => undefined,
): Promise<string[]> {
  const { context, page, violations } = await watchedContext();
  try {
    await signIn(page, username, password);
    const menu = await menuPaths(page);
    expect(menu).toEqual(expect.arrayContaining(expectedMenu));
    for (const link of menu) await open(page, link);
    await extra(page);
    return violations;
  } finally {
    await context.close();
  }
}

describe('the public pages under the policy', () => {
  it('landing, privacy policy, login, registration, /pin, a tracking page and the OpenAPI page load with no violation', async () => {
    const { context, page, violations } = await watchedContext();
    try {
      await open(page, '/register/landing');
      await page.getByRole('heading', { level: 1 }).waitFor();
      // The client logos (images of this origin) load.
      await page.locator('#klienci img').last().scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#klienci img')].every(
          (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        ),
      );
      await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-landing.png') });
      await open(page, '/privacy');
      await open(page, '/login');
      await page.getByLabel('Login or e-mail').waitFor();
      await open(page, '/register');
      await page.getByRole('button', { name: 'Create account' }).waitFor();
      await open(page, '/pin');
      await page.getByRole('heading', { name: 'Pickup verification' }).waitFor();
      // A receiver's tracking page (an order on its way when the demo has one, with its map).
      const token = await apiToken('operator', 'operator123');
      const list = await api<{ items: { id: number }[] }>('GET', '/order/list?status=picked_up&perPage=1', token);
      const details = await api<{ trackingUrl: string }>(
        'GET',
        `/order/details?orderId=${list.body.items[0].id}`,
        token,
      );
      await open(page, new URL(details.body.trackingUrl).pathname);
      await page.getByRole('heading', { name: 'Your delivery' }).waitFor();

      // The OpenAPI page: Swagger UI's scripts and styles load, it reads the description and opens an operation.
      await page.goto(`${baseURL}/api/docs`);
      await page.getByRole('heading', { name: /delivery-console API/ }).waitFor({ timeout: 30_000 });
      const operation = page.locator('.opblock-summary').filter({ hasText: '/api/health' }).first();
      await operation.click();
      await page.locator('.opblock-body').first().waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-api-docs.png') });
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('every page of every kind of demo account under the policy', () => {
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
        const row = page.locator('table tbody tr').first();
        await row.waitFor({ timeout: 20_000 });
        await row.click();
        const route = page.locator('[data-testid^="order-expand-"]').getByRole('button', { name: 'Route' }).first();
        await route.click({ timeout: 20_000 });
        const dialog = page.getByRole('dialog', { name: /^Route of order/ });
        await dialog.locator('.leaflet-container').waitFor({ timeout: 20_000 });
        await settle(page);
        await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-route-map.png') });
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
        await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-zip-codes.png') });
      },
    );
    expect(violations).toEqual([]);
  });

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
        await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-client-settings-product.png') });
      },
    );
    expect(violations).toEqual([]);
  });

  it('new@demo.pl: the onboarding steps, then the console of a company not yet activated', async () => {
    const { context, page, violations } = await watchedContext();
    try {
      await signIn(page, 'new@demo.pl', 'new12345');
      expect(new URL(page.url()).pathname).toBe('/register/selectProduct');
      await page.getByRole('heading', { name: 'Select delivery option' }).waitFor();
      await page.getByRole('radio', { name: /^S:/ }).check();
      await page.getByRole('button', { name: 'Save and continue to your pick up locations' }).click();
      await page.waitForURL(/\/register\/addLocations$/, { timeout: 20_000 });
      await settle(page);
      // The pickup point form (its address fields and opening hours), then on without one.
      await page.getByRole('button', { name: 'Add pickup point' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'csp-onboarding-pickup-point.png') });
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

describe('the HTML the server sends', () => {
  it('holds no inline script and no inline event handler, and comes with the policy', async () => {
    const res = await fetch(`${baseURL}/orders/list`);
    const html = await res.text();
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toMatch(/<script type="module"[^>]*src="\/assets\//);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('accessibility of every page opened above', () => {
  it('axe-core finds no serious or critical violation (WCAG 2.1 A and AA)', () => {
    expect(checked.size).toBeGreaterThan(20);
    expect(accessibility).toEqual([]);
  });
});
