// The public pages under the console's Content-Security-Policy, in real Chromium against the real server: landing,
// privacy, login, registration, /pin, a receiver’s tracking page and the OpenAPI pages (/api/docs, /api/docs/merchant)
// load with no violation of the policy (none as a `securitypolicyviolation` event, none in the console), every page
// opened passes axe-core (WCAG 2.1 A and AA: no serious or critical violation), and the HTML the server sends holds no
// inline script. The consoles of the accounts: csp-admin.test.ts, csp-accounts.test.ts (shared parts: policyWatch.ts).
import { describe, expect, it } from 'vitest';
import { api, apiToken, baseURL, saveScreenshot } from './helpers.ts';
import { accessibilityOfPagesOpened, open, withBrowser, watchedContext } from './policyWatch.ts';

withBrowser();

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
      await saveScreenshot(page, 'csp-landing.png');
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
      // The first tag's (the Merchant API's orders): Swagger UI draws the operations further down as they scroll in.
      const operation = page.locator('.opblock-summary').filter({ hasText: '/api/order/details' }).first();
      await operation.click();
      await page.locator('.opblock-body').first().waitFor();
      await saveScreenshot(page, 'csp-api-docs.png');
      // The Merchant API's page: its own document, the create call with its example.
      await page.goto(`${baseURL}/api/docs/merchant`);
      await page.getByRole('heading', { name: /delivery-console Merchant API/ }).waitFor({ timeout: 30_000 });
      await page.locator('.opblock-summary').filter({ hasText: '/api/order/create' }).first().click();
      await page.getByText('"SHOP-1001"').first().waitFor();
      expect(await page.locator('.opblock-summary').filter({ hasText: '/api/wallet' }).count()).toBe(0);
      await saveScreenshot(page, 'csp-api-docs-merchant.png');
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

// The landing, privacy, login, registration, /pin and tracking pages.
accessibilityOfPagesOpened(6);
