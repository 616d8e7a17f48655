// The demo client closes its pickup point on a special date in real Chromium against the real server: at
// /settings/locations it edits its default pickup point, picks a date on the special-dates calendar and marks it
// closed; the location on the server keeps its other working settings and has the closed date, and the order form's
// slot picker, which offered that date before, offers no slot on it any more.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { journeyBrowser } from './browser.ts';
import { api, apiToken, baseURL, openSelect, saveScreenshot, signInToOrderList, navigate } from './helpers.ts';
import type { CompanyLocations, Location } from '../../domain/locationApi.ts';
import type { OrderFormOptions } from '../../domain/orderCreateApi.ts';
import { DEFAULT_TIME_ZONE, isoDate, offeredSlots, zonedParts } from '../../domain/timeSlots.ts';
import { effectiveWorkingSettings } from '../../domain/workingHours.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await journeyBrowser();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

/** The day headers of the open slot menu ("Tomorrow, Thursday, 26 November"). */
const slotDayHeaders = async (): Promise<string[]> => {
  await page.goto(`${baseURL}/orders/new`);
  const slotPicker = page.getByRole('combobox', { name: /^Delivery slot/ });
  await slotPicker.waitFor({ timeout: 20_000 });
  await openSelect(slotPicker);
  await page.getByRole('option').first().waitFor();
  const headers = (await page.locator('[role="listbox"] li.MuiListSubheader-root').allInnerTexts()).map((t) =>
    t.trim(),
  );
  await page.keyboard.press('Escape');
  return headers;
};

describe('special dates of a pickup point', () => {
  it('a client closes its pickup point on a date and the order form offers no slot that date', async () => {
    const token = await apiToken('client@demo.pl', 'client123');
    const options = await api<OrderFormOptions>('GET', '/order/form-options', token);
    expect(options.status).toBe(200);
    const point =
      options.body.locations.find((l) => l.id === options.body.company.defaultLocationId) ?? options.body.locations[0]!;
    const before = (await api<CompanyLocations[]>('GET', `/region/locations?locationId=${point.id}`, token)).body[0]!
      .locations[0]!;

    // A date two or more days ahead (the browser's calendar may run ahead of Warsaw) on which the point offers slots.
    const ws = effectiveWorkingSettings(point.workingSettings, options.body.company.workingSettings);
    const zone = ws?.zone ?? DEFAULT_TIME_ZONE;
    const now = new Date();
    const dayOf = (iso: string) => isoDate(zonedParts(new Date(iso), zone));
    const soonest = dayOf(new Date(now.getTime() + 2 * 86_400_000).toISOString());
    const slot = offeredSlots(ws, now).find((s) => dayOf(s.from) >= soonest);
    expect(slot, 'the demo pickup point offers a slot two or more days ahead').toBeDefined();
    const date = dayOf(slot!.from);
    const header = new Intl.DateTimeFormat('en', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: zone,
    }).format(new Date(slot!.from));

    // Before: the order form offers the date.
    await signInToOrderList(page, 'client@demo.pl', 'client123');
    expect((await slotDayHeaders()).some((h) => h.endsWith(header))).toBe(true);

    // The pickup point's form: pick the date on the calendar, closed that day, save.
    await navigate(page, `/settings/locations`);
    await page.getByRole('button', { name: `Edit ${point.name}` }).click();
    const dialog = page.getByRole('dialog');
    const calendar = dialog.getByRole('group', { name: 'Special dates' });
    await calendar.scrollIntoViewIfNeeded();
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const monthName = new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, 1)),
    );
    if (!(await calendar.getByRole('grid', { name: monthName }).isVisible())) {
      await calendar.getByRole('button', { name: /next month/i }).click();
    }
    // The day's ordinal closes its number: "December 1st" and not "December 10th" (a run on the 1st met eleven).
    await calendar
      .getByRole('grid', { name: monthName })
      .getByRole('button', { name: new RegExp(`\\b${monthName.split(' ')[0]} ${day}(?:st|nd|rd|th)?, ${year}`) })
      .click();
    await calendar.getByRole('button', { name: 'Closed that day' }).click();
    await calendar.getByTestId(`special-date-${date}`).waitFor();
    await saveScreenshot(page, 'special-dates-journey-form.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Location updated').waitFor({ timeout: 20_000 });

    // On the server: the closed date, everything else kept.
    const after = (await api<CompanyLocations[]>('GET', `/region/locations?locationId=${point.id}`, token)).body[0]!
      .locations[0]! as Location;
    expect(after.workingSettings.customDates).toContainEqual({ date, closed: true });
    const { customDates: _after, ...restAfter } = after.workingSettings;
    const { customDates: _before, ...restBefore } = before.workingSettings;
    expect(restAfter).toEqual(restBefore);
    expect(after.workingSettings.customDates?.filter((c) => c.date !== date)).toEqual(
      before.workingSettings.customDates?.filter((c) => c.date !== date) ?? [],
    );

    // After: no slot on that date.
    const headers = await slotDayHeaders();
    expect(headers.length).toBeGreaterThan(0);
    expect(headers.some((h) => h.endsWith(header))).toBe(false);
    await saveScreenshot(page, 'special-dates-journey-slots.png');
  });
});
