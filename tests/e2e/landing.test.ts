// The public sales landing page in real Chromium against the real server, at a phone's and a laptop's width, in
// Polish (its primary language): no horizontal scrolling, the logos load, a demo request goes through to the thank-you
// and is stored, the case study downloads and its button rests, the PDF is served, the privacy policy reads well.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, saveScreenshot } from './helpers.ts';
import type { LeadListResponse } from '../../domain/leadSchemas.ts';

let browser: Browser;

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
] as const;

/** The page is no wider than the window (nothing sticks out sideways). */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const scrolling = document.scrollingElement as HTMLElement;
    return { scrollWidth: scrolling.scrollWidth, innerWidth: window.innerWidth };
  });

beforeAll(async () => {
  browser = await journeyBrowser();
});
describe.each(VIEWPORTS)(
  'sales landing page on a $name',
  ({ name, viewport, isMobile, hasTouch, deviceScaleFactor }) => {
    let context: BrowserContext;
    let page: Page;
    const email = `e2e-${name}-${Date.now()}@sklep-testowy.pl`;

    beforeAll(async () => {
      context = await browser.newContext({
        viewport,
        isMobile,
        hasTouch,
        deviceScaleFactor,
        locale: 'pl-PL',
        acceptDownloads: true,
      });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context?.close();
    });

    it('shows the pitch in Polish without horizontal scrolling, with the logos loaded', async () => {
      await page.goto(`${baseURL}/register/landing?utm_source=e2e&utm_medium=${name}`);
      await page.getByRole('heading', { level: 1, name: 'Dostawa już od 90 minut' }).waitFor();
      await page.getByRole('heading', { name: 'Wyższa marża' }).waitFor();
      const logos = page.getByRole('region', { name: 'Zaufały nam sklepy z całej Polski' }).getByRole('img');
      expect(await logos.count()).toBe(6);
      await logos.last().scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll('#klienci img')].every((img) => (img as HTMLImageElement).complete),
      );
      const widths = await logos.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).naturalWidth));
      expect(widths.every((w) => w > 0)).toBe(true);

      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await page.evaluate(() => window.scrollTo(0, 0));
      await saveScreenshot(page, `landing-${name}.png`, { fullPage: true });
    });

    it('scrolls to the form from the call to action and shows the field errors', async () => {
      await page.getByRole('button', { name: 'Umów bezpłatną prezentację' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
      // The smooth scroll ends (the position stays put) with the form's first field on screen, under the top bar.
      let lastY = -1;
      await expect
        .poll(
          async () => {
            const y = await page.evaluate(() => window.scrollY);
            const settled = y === lastY;
            lastY = y;
            return settled;
          },
          { interval: 250, timeout: 10_000 },
        )
        .toBe(true);
      const field = await page.locator('input[name="name"]').evaluate((input) => {
        const box = input.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom, innerHeight: window.innerHeight };
      });
      expect(field.top).toBeGreaterThanOrEqual(64);
      expect(field.bottom).toBeLessThanOrEqual(field.innerHeight);
      await saveScreenshot(page, `landing-${name}-cta.png`);
      await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();
      await page.getByText('Musisz to zaakceptować').waitFor();
      expect(await page.getByText('Pole jest wymagane').count()).toBe(3);
      await saveScreenshot(page.locator('#prezentacja'), `landing-${name}-form-errors.png`);
    });

    it('sends a demo request and shows the thank-you; the lead is stored with its source', async () => {
      await page.getByLabel('Imię i nazwisko').fill('Anna Kowalczyk');
      await page.getByLabel('Nazwa firmy').fill('Sklep Testowy');
      await page.getByLabel('Służbowy e-mail').fill(email);
      await page.getByLabel('Telefon', { exact: true }).fill('600 100 200');
      await page.getByLabel('Co wysyłasz? (opcjonalnie)').fill('Około 200 paczek dziennie w Warszawie i Krakowie.');
      await page.getByRole('checkbox', { name: /Wyrażam zgodę na kontakt/ }).check();
      await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).click();

      await page.getByRole('heading', { name: 'Dziękujemy! Otrzymaliśmy Twoje zgłoszenie.' }).waitFor();
      expect(await page.getByRole('button', { name: 'Wyślij zgłoszenie' }).count()).toBe(0);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await saveScreenshot(page.locator('#prezentacja'), `landing-${name}-thanks.png`);

      const token = await apiToken('admin', 'admin123');
      const list = await api<LeadListResponse>('GET', `/lead/list?q=${encodeURIComponent(email)}`, token);
      expect(list.status).toBe(200);
      expect(list.body.items).toHaveLength(1);
      expect(list.body.items[0]).toMatchObject({
        name: 'Anna Kowalczyk',
        companyName: 'Sklep Testowy',
        phone: '600 100 200',
        source: `utm_source=e2e&utm_medium=${name}`,
      });
    });

    it('downloads the case study PDF; the button rests after the click', async () => {
      const button = page.getByRole('link', { name: 'Pobierz case study (PDF)' });
      const downloading = page.waitForEvent('download');
      await button.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.pdf$/);
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      await expect.poll(() => button.getAttribute('aria-disabled'), { timeout: 8_000, interval: 500 }).toBeNull();

      const res = await fetch(`${baseURL}/docs/case-study.pdf`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/pdf/);
      const bytes = Buffer.from(await res.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('opens the privacy policy from the data controller notice, readable without horizontal scrolling', async () => {
      await page.getByRole('link', { name: 'polityka prywatności', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Polityka prywatności' }).waitFor();
      await page.getByRole('heading', { name: '3. Cele i podstawy prawne (art. 6 RODO)' }).waitFor();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      await saveScreenshot(page, `privacy-${name}.png`, { fullPage: name === 'phone' ? false : true });
    });
  },
);

describe('sales landing page in other languages and widths', () => {
  it.each([
    ['en-GB', 600],
    ['cs-CZ', 600],
    ['cs-CZ', 768],
    ['cs-CZ', 1024],
    ['en-GB', 1280],
  ])('%s at %i px has no horizontal scrolling', async (locale, width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale });
    try {
      const page = await context.newPage();
      await page.goto(`${baseURL}/register/landing`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('#prezentacja form').waitFor();
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      if (width === 768) await saveScreenshot(page, `landing-${locale}-${width}.png`);
    } finally {
      await context.close();
    }
  });
});
