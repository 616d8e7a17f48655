// An operator activates a pending company, in real Chromium against the real server with the demo data: the menu
// badge counts the pending companies, the company list finds 'Księgarnia Czytelnik' (pending, contract generated),
// its page shows the activation form, activating notifies "Company activated", and the badge drops on this console
// and, through the real-time event, on a second console that did nothing. 'Nowa Firma Demo' (no contract) says it
// awaits contract generation.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, saveScreenshot, signInToOrderList, navigate } from './helpers.ts';
import type {
  CompanyDetailsResponse,
  CompanyPageListResponse,
  PendingCountResponse,
} from '../../domain/companySchemas.ts';

let browser: Browser;
let context: BrowserContext;
let page: Page;
let token = '';

const pendingCount = async () =>
  (await api<PendingCountResponse>('GET', '/company/pending-count', token)).body.pendingCount;
const badge = (p: Page) => p.getByRole('menuitem', { name: /Companies/ }).getByRole('status');

beforeAll(async () => {
  token = await apiToken('admin', 'admin123');
  browser = await journeyBrowser();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signInToOrderList(page, 'admin', 'admin123');
}, 120_000);

describe('company activation', () => {
  it('shows a pending company without a contract as awaiting contract generation', async () => {
    const list = await api<CompanyPageListResponse>(
      'GET',
      `/company/page-list?q=${encodeURIComponent('Nowa Firma Demo')}`,
      token,
    );
    const nowa = list.body.items[0];
    expect(nowa).toMatchObject({ name: 'Nowa Firma Demo', status: 'pending' });
    await navigate(page, `/companies/company/${nowa.id}`);
    const activation = page.getByRole('region', { name: 'Activation' });
    await activation.getByText('Awaiting contract generation').waitFor({ timeout: 20_000 });
    expect(await activation.getByRole('button', { name: 'Activate company' }).count()).toBe(0);
  }, 60_000);

  it('activates the pending company with a contract; the badge drops on this console and on another one', async () => {
    const before = await pendingCount();
    expect(before).toBeGreaterThanOrEqual(1);

    // A second console of the same operator, left on the order list.
    const other = await context.newPage();
    await other.goto(`${baseURL}/orders/list`);
    await expect.poll(async () => (await badge(other).textContent())?.trim(), { timeout: 20_000 }).toBe(String(before));

    await page.getByRole('menuitem', { name: /Companies/ }).click();
    await page.waitForURL(/\/companies\/list/);
    await expect.poll(async () => (await badge(page).textContent())?.trim(), { timeout: 20_000 }).toBe(String(before));
    await page.getByPlaceholder('Name, NIP or owner e-mail').fill('Księgarnia Czytelnik');
    const row = page.locator('table tbody tr').filter({ hasText: 'Księgarnia Czytelnik' });
    await row.first().waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('table tbody tr').count()).toBe(1);
    expect(await row.innerText()).toContain('Pending');
    await saveScreenshot(page, 'companies-list.png');

    await row.click();
    await page.waitForURL(/\/companies\/company\/\d+$/);
    const companyId = Number(page.url().split('/').pop());
    const activation = page.getByRole('region', { name: 'Activation' });
    const name = activation.getByRole('textbox', { name: /Client name shown to drivers/ });
    await name.waitFor({ timeout: 20_000 });
    await name.fill('');
    await activation.getByRole('button', { name: 'Activate company' }).click();
    await activation.getByText('Field is required').waitFor();
    await name.fill('Czytelnik – księgarnia');
    await saveScreenshot(page, 'companies-activation-form.png', { fullPage: true });
    await activation.getByRole('button', { name: 'Activate company' }).click();

    await page.getByText('Company activated').waitFor({ timeout: 20_000 });
    await activation.getByText(/The company has been active since/).waitFor();
    await page.getByText('Shown to drivers as: Czytelnik – księgarnia').waitFor();
    await expect
      .poll(async () => ((await badge(page).count()) === 0 ? '0' : (await badge(page).textContent())?.trim()), {
        timeout: 20_000,
      })
      .toBe(String(before - 1));
    // The other console did nothing: the real-time event refetched its badge.
    await expect
      .poll(async () => ((await badge(other).count()) === 0 ? '0' : (await badge(other).textContent())?.trim()), {
        timeout: 20_000,
      })
      .toBe(String(before - 1));
    await saveScreenshot(page, 'companies-activated.png', { fullPage: true });

    const { body } = await api<CompanyDetailsResponse>('GET', `/company/details?companyId=${companyId}`, token);
    expect(body.company).toMatchObject({ status: 'active', displayName: 'Czytelnik – księgarnia', canActivate: false });
    expect(await pendingCount()).toBe(before - 1);

    // The list shows it active.
    await page.getByRole('link', { name: 'Back to the company list' }).click();
    await page.waitForURL(/\/companies\/list/);
    await expect
      .poll(
        async () => page.locator('table tbody tr').filter({ hasText: 'Księgarnia Czytelnik' }).first().innerText(),
        { timeout: 20_000 },
      )
      .toContain('Active');
    await other.close();
  }, 120_000);
});
