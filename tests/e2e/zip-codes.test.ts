// An operator checks delivery coverage around a pickup point, in real Chromium against the real server with the
// demo data: on a company's page, the location's "Zip codes" link opens /zipCodes?locationId=… with the address
// in the navigation state; the form is prefilled, the search runs, the map (offline basemap here: no tile server)
// shows the search point with its popup and radius circle, covered codes in blue and out-of-bounds ones in red,
// and the areas layer draws the polygons. Screenshots in tests/e2e/screenshots/zip-codes-*.png.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, navigate, saveScreenshot, signIn } from './helpers.ts';
import type { CompanyLocations, Location, ZipCodeSearchResult } from '../../domain/locationApi.ts';

let browser: Browser;
let page: Page;
let token = '';
let target: { location: Location; result: ZipCodeSearchResult };

/** A demo location whose 7 km circle holds covered codes and codes out of bounds (a city's edge). */
async function pickLocation(): Promise<{ location: Location; result: ZipCodeSearchResult }> {
  const list = await api<CompanyLocations[]>('GET', '/region/locations', token);
  expect(list.status).toBe(200);
  let best: { location: Location; result: ZipCodeSearchResult } | null = null;
  for (const location of list.body.flatMap((c) => c.locations).slice(0, 60)) {
    const { street, city, zipCode } = location.address;
    const q = new URLSearchParams({ street, city, zipCode, radius: '7' });
    const res = await api<ZipCodeSearchResult>('GET', `/region/zip-codes?${q}`, token);
    if (res.status !== 200 || !res.body.zipCodes.length) continue;
    if (!best || res.body.zipCodesOutOfBounds.length > best.result.zipCodesOutOfBounds.length)
      best = { location, result: res.body };
  }
  expect(best).not.toBeNull();
  expect(best!.result.zipCodesOutOfBounds.length).toBeGreaterThan(0);
  return best!;
}

beforeAll(async () => {
  token = await apiToken('admin', 'admin123');
  target = await pickLocation();
  browser = await journeyBrowser();
  page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' });
  // Signed in once the console has drawn its start page: a journey's first move inside it must not race the console's
  // own step from / to the dashboard (under a loaded run, the dashboard's redirect came after the journey's move).
  await signIn(page, 'admin', 'admin123');
  await page.waitForURL(/\/dashboard$/);
});

describe('zip-code coverage of a pickup point', () => {
  it("opens from the location's link on the company page and shows covered and out-of-bounds codes", async () => {
    const { location, result } = target;
    await navigate(page, `/companies/company/${location.companyId}`);
    const section = page.getByRole('region', { name: 'Pickup locations' });
    const row = section.getByTestId(`location-${location.id}`);
    await row.waitFor({ timeout: 30_000 });
    await row.getByRole('link', { name: /Zip codes/ }).click();

    await page.waitForURL(new RegExp(`/zipCodes\\?locationId=${location.id}$`));
    // Prefilled from the navigation state, and the search has run.
    await expect.poll(() => page.locator('input[name="street"]').inputValue()).toBe(location.address.street);
    expect(await page.locator('input[name="zipCode"]').inputValue()).toBe(location.address.zipCode);
    expect(await page.locator('input[name="city"]').inputValue()).toBe(location.address.city);
    expect(await page.locator('input[name="radius"]').inputValue()).toBe('7');
    const found = page.getByTestId('zip-codes-found');
    await found.waitFor({ timeout: 30_000 });
    await expect.poll(() => found.innerText()).toContain(result.zipCodes[0]!.name);
    expect(await page.getByTestId('zip-codes-out-of-bounds').innerText()).toContain(
      result.zipCodesOutOfBounds[0]!.name,
    );
    expect(await page.getByText(`Covered (${result.zipCodes.length})`).isVisible()).toBe(true);
    expect(await page.getByText(`Not covered (${result.zipCodesOutOfBounds.length})`).isVisible()).toBe(true);

    // The map: one centroid per code in its colour, the radius circle, the popup of the search point.
    const map = page.getByRole('region', { name: 'Map of zip codes' });
    await expect
      .poll(() => map.locator('.zip-codes-centroid-covered').count(), { timeout: 30_000 })
      .toBe(result.zipCodes.length);
    expect(await map.locator('.zip-codes-centroid-outOfBounds').count()).toBe(result.zipCodesOutOfBounds.length);
    expect(await map.locator('.zip-codes-centroid-outOfBounds').first().getAttribute('fill')).toBe('#d32f2f');
    expect(await map.locator('.zip-codes-centroid-covered').first().getAttribute('fill')).toBe('#1565c0');
    expect(await map.locator('.zip-codes-radius').count()).toBe(1);
    const popup = map.locator('.leaflet-popup-content');
    await popup.waitFor();
    expect(await popup.innerText()).toMatch(
      new RegExp(`lat ${result.centerPoint.lat.toFixed(5)}, lng ${result.centerPoint.lng.toFixed(5)}, radius 7 km`),
    );
    // No tile server here: the offline basemap of voivodeships is drawn instead.
    await expect.poll(() => map.getAttribute('data-offline'), { timeout: 20_000 }).toBe('true');
    await page.waitForTimeout(500);
    await saveScreenshot(page, 'zip-codes-popup.png');
    // Closed, the popup uncovers the red markers north of the point; the popup opens again on the point.
    await map.locator('.leaflet-popup-close-button').click();
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await page.waitForTimeout(700);
    await saveScreenshot(page, 'zip-codes-centroids.png');

    // The areas layer (off by default) draws the polygons.
    await page.getByLabel('Areas').check();
    await expect.poll(() => map.locator('.zip-codes-area-covered').count()).toBeGreaterThan(0);
    await page.getByLabel('Centroids').uncheck();
    await expect.poll(() => map.locator('.zip-codes-centroid').count()).toBe(0);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'zip-codes-areas.png');
  });

  it('a new search from the form moves the map (radius 3 km)', async () => {
    await page.getByLabel('Centroids').check();
    await page.locator('input[name="radius"]').fill('3');
    await page.getByRole('button', { name: 'Search' }).click();
    const map = page.getByRole('region', { name: 'Map of zip codes' });
    await expect.poll(() => map.locator('.leaflet-popup-content').innerText()).toContain('radius 3 km');
    const { street, city, zipCode } = target.location.address;
    const q = new URLSearchParams({ street, city, zipCode, radius: '3' });
    const expected = (await api<ZipCodeSearchResult>('GET', `/region/zip-codes?${q}`, token)).body;
    await expect.poll(() => map.locator('.zip-codes-centroid-covered').count()).toBe(expected.zipCodes.length);
    // Zoomed in to 14, every centroid shows its zip code.
    expect(await map.locator('.zip-codes-label').count()).toBe(0);
    await map.locator('.leaflet-popup-close-button').click();
    // Zoom in step by step until the labels show: Leaflet drops a zoom asked for while an animation still runs (a
    // busy machine), so a fixed number of clicks may stop short of 14; past 14 the labels stay.
    const allCodes = expected.zipCodes.length + expected.zipCodesOutOfBounds.length;
    await expect
      .poll(
        async () => {
          const shown = await map.locator('.zip-codes-label').count();
          if (shown < allCodes) await map.getByRole('button', { name: 'Zoom in' }).click();
          return shown;
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(allCodes);
    await page.waitForTimeout(300);
    await saveScreenshot(page, 'zip-codes-labels.png');
  });
});
