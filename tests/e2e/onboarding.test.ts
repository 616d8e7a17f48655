// A new merchant's way to an active account, in real Chromium against the real server: registration,
// the delivery option, two pickup points, the onboarding page with what comes next, company data, the contract
// generated and downloaded (the PDF parses and names the company), the wait for activation, activation by an operator
// on the company page, and the merchant's console switching to "Account active" by itself.
import { readFileSync } from 'node:fs';
import { pdfText } from '../pdfText.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, saveScreenshot, signInToOrderList } from './helpers.ts';
import type { MeResponse } from '../../domain/api.ts';

const stamp = Date.now().toString(36);
const EMAIL = `sklep-${stamp}@example.pl`;
const COMPANY = `Sklep Rowerowy ${stamp} sp. z o.o.`;
let browser: Browser;
let merchant: Page;
let operator: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  merchant = await (
    await browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true })
  ).newPage();
  operator = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
}, 120_000);

describe('merchant onboarding', () => {
  it('registers, chooses the delivery option and adds two pickup points', async () => {
    await merchant.goto(`${baseURL}/login`);
    await merchant.getByRole('link', { name: 'Register your company' }).click();
    await merchant.waitForURL(/\/register$/);
    await merchant.getByLabel(/^E-mail/).fill(EMAIL);
    await merchant.getByLabel(/Company or your name/).fill(COMPANY);
    await merchant.getByLabel(/^Password/).fill('rower1234');
    await merchant.getByLabel(/Repeat the password/).fill('rower1234');
    await merchant.getByLabel('Phone').fill('600 700 800');
    await merchant.getByLabel('City').fill('Warszawa');
    // The city's coverage notice appears under it and moves the button down: a click before it lands may miss.
    await merchant.getByTestId('coverage-notice').getByText('We deliver from Warszawa.').waitFor({ timeout: 20_000 });
    await merchant.getByRole('checkbox', { name: /privacy policy/ }).check();
    await saveScreenshot(merchant, 'onboarding-register.png', { fullPage: true });
    await merchant.getByRole('button', { name: 'Create account' }).click();

    await merchant.waitForURL(/\/register\/selectProduct$/, { timeout: 20_000 });
    await merchant.getByRole('heading', { name: 'Select delivery option' }).waitFor();
    await merchant.getByRole('radio', { name: /^S:/ }).check();
    await saveScreenshot(merchant, 'onboarding-select-product.png', { fullPage: true });
    await merchant.getByRole('button', { name: 'Save and continue to your pick up locations' }).click();

    await merchant.waitForURL(/\/register\/addLocations$/, { timeout: 20_000 });
    const points = [
      ['Sklep Mokotów', 'Puławska 10', '00-590'],
      ['Magazyn Praga', 'Targowa 20', '03-731'],
    ];
    for (const [name, street, zip] of points) {
      await merchant.getByRole('button', { name: 'Add pickup point' }).click();
      const dialog = merchant.getByRole('dialog');
      await dialog.getByLabel(/^Name/).fill(name!);
      await dialog.getByLabel(/^Street/).fill(street!);
      await dialog.getByLabel(/^Zip code/).fill(zip!);
      await dialog.getByLabel(/^City/).fill('Warszawa');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    await saveScreenshot(merchant, 'onboarding-add-locations.png', { fullPage: true });
    await merchant.getByRole('button', { name: 'Save and continue' }).click();
    await merchant.waitForURL(/\/onboarding$/, { timeout: 20_000 });
    await merchant.getByRole('heading', { name: "What's next" }).waitFor();
    await merchant.getByText('Account created!').waitFor();
    await merchant.getByText('Account inactive').waitFor();
    expect(await merchant.locator('[aria-current="step"]').first().textContent()).toContain('Company data');
    await saveScreenshot(merchant, 'onboarding-whats-next.png', { fullPage: true });

    const token = await apiToken(EMAIL, 'rower1234');
    const locations = await api<{ locations: { name: string }[] }[]>('GET', '/region/locations', token);
    expect(locations.body[0]!.locations.map((l) => l.name).sort()).toEqual(['Magazyn Praga', 'Sklep Mokotów']);
  }, 120_000);

  it('fills the company data, generates the contract and downloads it', async () => {
    await merchant.goto(`${baseURL}/onboarding`);
    await merchant.getByRole('heading', { name: "What's next" }).waitFor({ timeout: 20_000 });
    await merchant.getByRole('link', { name: 'Fill in company data' }).click();
    await merchant.getByRole('heading', { name: 'Company data' }).waitFor();
    const field = (label: RegExp) => merchant.getByLabel(label);
    await field(/^Company name/).fill(COMPANY);
    await field(/^Representative first name/).fill('Jan');
    await field(/^Representative last name/).fill('Rowerowy');
    await field(/^NIP/).fill('5260250274');
    await field(/^REGON/).fill('012100784');
    await field(/^Registered office/).fill('Warszawa');
    await field(/^Street/).fill('Puławska');
    await field(/^Building no/).fill('10');
    await field(/^Zip code/).fill('00-590');
    await field(/^City/).fill('Warszawa');
    await merchant.getByRole('button', { name: 'Save company data' }).click();
    // The first save binds the NIP to the company: the console asks first, showing both.
    const bind = merchant.getByRole('dialog', { name: 'Bind this NIP to your company?' });
    await bind.getByText('526-025-02-74').waitFor();
    await bind.getByRole('button', { name: 'Save with this NIP' }).click();
    await merchant.getByText('Company data updated').waitFor({ timeout: 20_000 });

    const generate = merchant.getByRole('button', { name: 'Generate contract' });
    expect(await generate.isDisabled()).toBe(true);
    await merchant.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await generate.click();
    await merchant.getByText('Contract generated').waitFor({ timeout: 20_000 });
    await merchant.getByText('Waiting for activation').first().waitFor({ timeout: 20_000 });
    await saveScreenshot(merchant, 'onboarding-company-data.png', { fullPage: true });

    const [download] = await Promise.all([
      merchant.waitForEvent('download'),
      merchant.getByRole('button', { name: 'Download contract' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('contract.pdf');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(await pdfText(bytes)).toContain(COMPANY);

    // The onboarding page, from a reload: every step done but the activation, which the client now waits for.
    await merchant.goto(`${baseURL}/onboarding`);
    await merchant.getByText('Waiting for activation').waitFor({ timeout: 20_000 });
    expect(await merchant.locator('[aria-current="step"]').first().textContent()).toContain('Activation');
    await saveScreenshot(merchant, 'onboarding-waiting.png', { fullPage: true });
  }, 120_000);

  it('prepares an order while inactive, is activated by an operator and sees "Account active" and its first order offered', async () => {
    const me = await api<MeResponse>('GET', '/@me', await apiToken(EMAIL, 'rower1234'));
    const companyId = me.body.user.companyId!;
    await merchant.goto(`${baseURL}/orders/list`);
    await merchant.getByText('Account inactive').waitFor({ timeout: 20_000 });
    // Not activated yet: the form says so, and that the products come with the activation; nothing to submit.
    await merchant.getByRole('menuitem', { name: 'New order' }).click();
    await merchant.waitForURL(/\/orders\/new/);
    await merchant.getByText(/you can create it only once your account is activated/).waitFor({ timeout: 20_000 });
    await merchant.getByText('No products can be ordered yet').waitFor({ timeout: 20_000 });
    expect(await merchant.getByRole('button', { name: 'Create order' }).count()).toBe(0);
    await merchant.goto(`${baseURL}/orders/list`);
    await merchant.getByText('Account inactive').waitFor({ timeout: 20_000 });

    await signInToOrderList(operator, 'admin', 'admin123');
    await operator.goto(`${baseURL}/companies/company/${companyId}`);
    const activation = operator.getByRole('region', { name: 'Activation' });
    const name = activation.getByRole('textbox', { name: /Client name shown to drivers/ });
    await name.waitFor({ timeout: 20_000 });
    await name.fill('Sklep Rowerowy');
    await activation.getByRole('button', { name: 'Activate company' }).click();
    await operator.getByText('Company activated').waitFor({ timeout: 20_000 });

    // The merchant did nothing: the real-time event switches its console.
    await merchant.getByText('Account active', { exact: true }).waitFor({ timeout: 20_000 });
    await merchant.goto(`${baseURL}/onboarding`);
    await merchant.getByText('Your account is active').waitFor({ timeout: 20_000 });
    await saveScreenshot(merchant, 'onboarding-activated.png', { fullPage: true });
    await merchant.getByRole('link', { name: 'Create your first order' }).click();
    await merchant.waitForURL(/\/orders\/new/);
    await merchant.getByRole('heading', { name: /^New order/, level: 1 }).waitFor({ timeout: 20_000 });
    expect(await merchant.getByText(/you can create it only once your account is activated/).count()).toBe(0);
  }, 120_000);
});
