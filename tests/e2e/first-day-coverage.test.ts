// A shop in a city we do not deliver from, on its first day, in Polish, in real Chromium against the real server, with
// an account the seed did not prepare: the registration says at once that we do not deliver from Lublin yet and where
// we do, keeps the account; the pickup point in Lublin is marked the same way as it is typed and in the list; the
// "what's next" page says the account waits for coverage in Lublin instead of a one-day promise; the back office finds
// the shop among the leads for sales, with its city. A screenshot of every step (tests/e2e/screenshots).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, saveScreenshot } from './helpers.ts';
import type { MeResponse } from '../../domain/api.ts';

const stamp = Date.now().toString(36);
const EMAIL = `lublin-${stamp}@example.pl`;
const PASSWORD = 'lublin2026';
const COMPANY = `Kwiaciarnia Koziołek ${stamp}`;
const shot = (page: Page, name: string) => saveScreenshot(page, `first-day-coverage-${name}.png`, { fullPage: true });

let browser: Browser;
let merchant: Page;
let admin: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  const context = { viewport: { width: 1440, height: 900 }, locale: 'pl-PL', timezoneId: 'Europe/Warsaw' };
  merchant = await (await browser.newContext(context)).newPage();
  admin = await (await browser.newContext(context)).newPage();
}, 120_000);

describe('pierwszy dzień sklepu w Lublinie, gdzie jeszcze nie działamy', () => {
  it('rejestracja od razu mówi, że nie odbieramy przesyłek z Lublina, i gdzie działamy; konto i tak powstaje', async () => {
    await merchant.goto(`${baseURL}/register`);
    await merchant.getByLabel(/^E-mail/).waitFor({ timeout: 20_000 });
    await merchant.getByLabel(/^E-mail/).fill(EMAIL);
    await merchant.getByLabel(/Nazwa firmy lub imię i nazwisko/).fill(COMPANY);
    await merchant.getByLabel(/^Hasło/).fill(PASSWORD);
    await merchant.getByLabel(/Powtórz hasło/).fill(PASSWORD);
    await merchant.getByLabel('Telefon').fill('812 345 678');
    await merchant.getByLabel('Miasto').fill('Lublin');
    const notice = merchant.getByTestId('coverage-notice');
    await notice.waitFor({ timeout: 20_000 });
    const said = await notice.innerText();
    expect(said).toContain('Nie odbieramy jeszcze przesyłek z miejscowości Lublin');
    // Where we deliver: the demo's regions, Warszawa among them.
    expect(said).toMatch(/Działamy w: .*Warszawa/);
    expect(said).toContain('Zachowujemy Twoje dane');
    await shot(merchant, '01-register-lublin');

    await merchant.getByRole('checkbox', { name: /politykę prywatności/ }).check();
    await merchant.getByRole('button', { name: 'Załóż konto' }).click();
    await merchant.waitForURL(/\/register\/selectProduct$/, { timeout: 20_000 });
    await merchant.getByText('Konto utworzone!').first().waitFor();
    await merchant.getByRole('radio', { name: /^M:/ }).check();
    await merchant.getByRole('button', { name: 'Zapisz i przejdź do punktów odbioru' }).click();

    await merchant.waitForURL(/\/register\/addLocations$/, { timeout: 20_000 });
    await merchant.getByRole('button', { name: 'Dodaj punkt odbioru' }).click();
    const dialog = merchant.getByRole('dialog');
    await dialog.getByLabel(/^Nazwa/).fill('Kwiaciarnia przy Bramie');
    await dialog.getByLabel(/^Ulica i numer/).fill('Krakowskie Przedmieście 1');
    await dialog.getByLabel(/^Kod pocztowy/).fill('20-002');
    await dialog.getByLabel(/^Miejscowość/).fill('Lublin');
    await dialog.getByLabel(/^Telefon/).fill('812 345 679');
    // Said in the dialog as the address is typed.
    await dialog.getByText(/Nie odbieramy jeszcze przesyłek z miejscowości Lublin/).waitFor({ timeout: 20_000 });
    await shot(merchant, '02-pickup-point-lublin');
    await dialog.getByRole('button', { name: 'Zapisz' }).click();
    await dialog.waitFor({ state: 'detached' });
    // …and in the list of the points being added.
    await merchant
      .getByRole('list')
      .getByText(/Nie odbieramy jeszcze przesyłek z miejscowości Lublin/)
      .first()
      .waitFor({ timeout: 20_000 });
    await merchant.getByRole('button', { name: 'Zapisz i kontynuuj' }).click();

    await merchant.waitForURL(/\/onboarding$/, { timeout: 20_000 });
    await merchant.getByRole('heading', { name: 'Co dalej' }).waitFor();
    await merchant.getByText('Czekamy na zasięg: Lublin').first().waitFor({ timeout: 20_000 });
    expect(await merchant.getByText('w ciągu jednego dnia roboczego').count()).toBe(0);
    await shot(merchant, '03-waiting-for-coverage');

    const me = await api<MeResponse>('GET', '/@me', await apiToken(EMAIL, PASSWORD));
    expect(me.status).toBe(200);
    expect(me.body.user.companyId).toBeGreaterThan(0);
  }, 180_000);

  it('dział sprzedaży widzi zgłoszenie sklepu z Lublina wśród zgłoszeń, z miejscowością', async () => {
    await admin.goto(`${baseURL}/login`);
    await admin.getByLabel('Login lub e-mail').fill('admin');
    await admin.getByLabel('Hasło').first().fill('admin123');
    await admin.getByRole('button', { name: 'Zaloguj' }).click();
    await admin.waitForURL(/\/dashboard$/, { timeout: 20_000 });
    await admin.goto(`${baseURL}/companies/leads`);
    await admin.getByRole('heading', { name: 'Zgłoszenia dla sprzedaży' }).first().waitFor({ timeout: 20_000 });
    const row = admin.locator('table tbody tr').filter({ hasText: COMPANY });
    await row.first().waitFor({ timeout: 20_000 });
    const text = await row.first().innerText();
    expect(text).toContain('Miejscowość poza zasięgiem');
    expect(text).toContain('Lublin');
    await shot(admin, '04-leads');
  }, 120_000);
});
