// The multipliers calendar page: the calendar's window (5 months each side of the viewed date, refetched when
// navigation leaves it), views, event titles, the details dialog with deactivate (confirm, toast, reload) or the
// deactivated notice, loading error with refresh, and the create form (field errors, only valid time-range rows
// sent, success toast, reload, reset; failures); the resource's views: /multipliers/create (the same form as a page,
// back to the calendar at the new multiplier's week), /multipliers/:id/show (the details, Deactivate with its
// confirmation, not found for an unknown id) and the dialog's link to it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addMonths, endOfDay, format, startOfDay, subMonths } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { MultiplierCreateInput, MultiplierItem } from '../../domain/multiplierSchemas.ts';
import { LOCALE_STORE_KEY } from '../../src/i18n/localeStore.ts';
import { DAY_POPOVER_WIDTH } from '../../src/resources/multipliers/DayMultipliers.tsx';
import { operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const PATHS = ['orders.canAccessPage', 'settings.canAccessPage', 'multipliers.canAccessPage'];
const ALPHA: CompanyOption = { id: 11, name: 'Alpha Pharmacy', status: 'active', logo: null };
const BETA: CompanyOption = { id: 12, name: 'Beta Electronics', status: 'active', logo: null };
const REGIONS: Region[] = [
  { id: 1, name: 'Warszawa', active: true },
  { id: 2, name: 'Kraków', active: true },
];

const today = (hour: number, minute = 0) => {
  const d = new Date();
  d.setHours(hour, minute, 0, 0);
  return d;
};
const plusDays = (d: Date, days: number) => new Date(d.getTime() + days * 86_400_000);
/**
 * The fixture multiplier's first day at `hour`: today, or Saturday when today is Sunday. It lasts until the next
 * day, and the calendar's weeks start on Monday: from a Sunday it was drawn in two week rows, as two events.
 */
const fixtureDay = (hour: number) => {
  const d = today(hour);
  if (d.getDay() === 0) d.setDate(d.getDate() - 1);
  return d;
};

const multiplier = (overrides: Partial<MultiplierItem> = {}): MultiplierItem => ({
  id: 1,
  description: 'Storm surcharge',
  dateFrom: fixtureDay(8).toISOString(),
  dateTo: plusDays(fixtureDay(8), 1).toISOString(),
  regions: ['Warszawa', 'Kraków'],
  companyIds: [11, 12],
  multiplier: 1.5,
  timeRanges: [{ from: { hour: 7, minute: 5 }, to: { hour: 9, minute: 30 }, multiplier: 2 }],
  createdAt: today(6).toISOString(),
  createdBy: { id: 1, email: 'admin@x.pl' },
  deactivatedAt: null,
  deactivatedBy: null,
  deactivationReason: null,
  ...overrides,
});

interface Recorder {
  lists: URLSearchParams[];
  creates: MultiplierCreateInput[];
  deactivations: unknown[];
  details: string[];
}
const recorder = (): Recorder => ({ lists: [], creates: [], deactivations: [], details: [] });

const multiplierHandlers = (
  rows: MultiplierItem[],
  rec: Recorder,
  {
    list,
    create,
  }: { list?: () => Response | undefined; create?: (body: MultiplierCreateInput) => Response | undefined } = {},
) => [
  http.get('/api/multiplier/list', ({ request }) => {
    rec.lists.push(new URL(request.url).searchParams);
    return list?.() ?? HttpResponse.json({ multipliers: rows });
  }),
  http.post('/api/multiplier/create', async ({ request }) => {
    const body = (await request.json()) as MultiplierCreateInput;
    rec.creates.push(body);
    const refused = create?.(body);
    if (refused) return refused;
    const created = multiplier({
      id: 100 + rec.creates.length,
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
      multiplier: body.multiplier as number,
      timeRanges: body.timeRanges ?? null,
    });
    rows.push(created);
    return HttpResponse.json({ multiplier: created });
  }),
  http.get('/api/multiplier/details', ({ request }) => {
    const id = new URL(request.url).searchParams.get('multiplierId') ?? '';
    rec.details.push(id);
    const row = rows.find((r) => String(r.id) === id);
    return row ? HttpResponse.json({ multiplier: row }) : apiError(404, 'multiplier_not_found');
  }),
  http.post('/api/multiplier/deactivate', async ({ request }) => {
    const body = (await request.json()) as { multiplierId: number };
    rec.deactivations.push(body);
    const row = rows.find((r) => r.id === body.multiplierId)!;
    Object.assign(row, { deactivatedAt: new Date().toISOString(), deactivatedBy: { id: 1, email: 'admin@x.pl' } });
    return HttpResponse.json({ multiplier: row });
  }),
];

const setup = async (
  rows: MultiplierItem[],
  rec: Recorder,
  options: Parameters<typeof multiplierHandlers>[2] = {},
  path = '/multiplier/calendar',
) => {
  server.use(
    ...sessionHandlers(operatorMe(PATHS)),
    ...filterOptionHandlers({ companies: [ALPHA, BETA], regions: REGIONS }),
    ...multiplierHandlers(rows, rec, options),
  );
  return renderApp(path, { loggedIn: true });
};

const calendar = async () => screen.findByRole('region', { name: 'Multipliers calendar' }, { timeout: 15_000 });
const form = () => screen.getByRole('region', { name: 'New multiplier' });
const input = (name: string) => form().querySelector(`[name="${name}"]`) as HTMLInputElement;
const event = async (title: string) =>
  (await within(await calendar()).findByText(title, {}, { timeout: 10_000 })).closest('.rbc-event') as HTMLElement;

describe('multipliers calendar page', { timeout: 90_000 }, () => {
  it('loads 5 months each side of today, aligned to days, and titles events with the value followed by ×; deactivated ones are greyed', async () => {
    const rec = recorder();
    await setup(
      [
        multiplier(),
        multiplier({
          id: 2,
          multiplier: 2.25,
          deactivatedAt: today(7).toISOString(),
          deactivatedBy: { id: 1, email: 'admin@x.pl' },
        }),
      ],
      rec,
    );
    const active = await event('1.5×');
    const greyed = await event('2.25×');
    const now = new Date();
    expect(rec.lists[0]?.get('dateFrom')).toBe(startOfDay(subMonths(now, 5)).toISOString());
    expect(rec.lists[0]?.get('dateTo')).toBe(endOfDay(addMonths(now, 5)).toISOString());
    expect(active).not.toHaveClass('multiplier-event-deactivated');
    expect(greyed).toHaveClass('multiplier-event-deactivated');
    expect(
      within(greyed).getByTitle('2.25× · Warszawa, Kraków · All companies · 07:05–09:30: 2× (Deactivated)'),
    ).toBeInTheDocument();
    expect(greyed.style.textDecoration).toBe('line-through');
    expect(within(await calendar()).getByRole('button', { name: 'Month' })).toHaveClass('rbc-active');
  });

  it('“+N more” lists the day’s multipliers in a popover inside the window, each opening its details', async () => {
    // jsdom lays nothing out: a month row of 80 px with 20 px rows holds two events a day (react-big-calendar measures
    // it), the day's "+N more" sits at the right edge of a 1440 px window and the popover's paper is as wide as it lets it.
    const rect = Element.prototype.getBoundingClientRect;
    const rectSpy = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = (left: number, top: number, width: number, height: number) =>
        ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height }) as DOMRect;
      if (this.classList.contains('rbc-month-row')) return box(0, 0, 1000, 80);
      if (this.classList.contains('rbc-row')) return box(0, 0, 1000, 20);
      if (this.classList.contains('rbc-show-more')) return box(1380, 300, 50, 18);
      return rect.call(this);
    });
    const widthSpy = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('multiplier-day-popover') ? DAY_POPOVER_WIDTH : 0;
    });
    const innerWidth = window.innerWidth;
    window.innerWidth = 1440;
    try {
      const rec = recorder();
      const rows = Array.from({ length: 6 }, (_, i) =>
        multiplier({
          id: i + 1,
          multiplier: [1.1, 1.2, 1.3, 1.4, 1.5, 1.6][i]!,
          regions: [i % 2 ? 'Kraków' : 'Warszawa'],
          ...(i === 5 ? { deactivatedAt: today(7).toISOString(), deactivatedBy: { id: 1, email: 'admin@x.pl' } } : {}),
        }),
      );
      const { user } = await setup(rows, rec);
      const cal = await calendar();
      // Each multiplier lasts from 8:00 on its first day to 8:00 the next: the first day's "+N more" comes first.
      const [more] = await within(cal).findAllByRole('button', { name: /^\+\d+ more$/ });
      const shown = cal.querySelectorAll('.rbc-month-view .rbc-event').length;
      expect(shown).toBeLessThan(6);
      expect(more).toHaveTextContent(`+${6 - shown} more`);

      await user.click(more!);
      const day = fixtureDay(8);
      const popover = await screen.findByRole('dialog', {
        name: `${format(day, 'EEEE')}, ${day.getDate()} ${format(day, 'MMMM yyyy')}`,
      });
      // Every multiplier of the day, as on the calendar; the deactivated one says so.
      const items = within(popover).getAllByRole('button');
      expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual([
        '1.1×',
        '1.2×',
        '1.3×',
        '1.4×',
        '1.5×',
        '1.6×',
      ]);
      expect(items[2]).toHaveTextContent('1.3×Warszawa');
      expect(items[2]).toHaveTextContent('All companies');
      expect(items[2]).toHaveTextContent('07:05–09:30: 2×');
      expect(within(items[5]!).getByText('Deactivated')).toBeInTheDocument();
      // Inside the window, at most 360 px wide, beside its day.
      const paper = popover as HTMLElement;
      const left = parseFloat(paper.style.left);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(left + DAY_POPOVER_WIDTH).toBeLessThanOrEqual(1440);
      expect(parseFloat(paper.style.top)).toBeGreaterThanOrEqual(318);

      await user.click(items[2]!);
      expect(await screen.findByRole('dialog', { name: 'Multiplier 1.3×' })).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog', { name: /^\w+day, / })).toBeNull());
    } finally {
      rectSpy.mockRestore();
      widthSpy.mockRestore();
      window.innerWidth = innerWidth;
    }
  });

  it('switches between the month, week and day views', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier()], rec);
    const cal = await calendar();
    await event('1.5×');
    expect(cal.querySelector('.rbc-month-view')).not.toBeNull();
    expect(cal.querySelector('.rbc-toolbar-label')?.textContent).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    await user.click(within(cal).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(cal.querySelector('.rbc-time-view')).not.toBeNull());
    // The week's header names its first and last day: "23 November – 29 November 2026".
    expect(cal.querySelector('.rbc-toolbar-label')?.textContent).toMatch(
      /^\d{1,2} [A-Z][a-z]+ – \d{1,2} [A-Z][a-z]+ \d{4}$/,
    );
    expect(cal.querySelectorAll('.rbc-time-header .rbc-header')).toHaveLength(7);
    // Weeks start on Monday.
    const firstDay = cal.querySelector('.rbc-time-header .rbc-header')?.textContent ?? '';
    expect(firstDay).toMatch(/Mon/);
    await user.click(within(cal).getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(cal.querySelectorAll('.rbc-time-header .rbc-header')).toHaveLength(1));
    expect(within(cal).getByRole('button', { name: 'Day' })).toHaveClass('rbc-active');
    expect(within(cal).queryByRole('button', { name: 'Agenda' })).toBeNull();
  });

  it('refetches when navigation leaves the loaded window, with a window around the new date', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier()], rec);
    const cal = await calendar();
    await event('1.5×');
    expect(rec.lists).toHaveLength(1);
    await user.click(within(cal).getByRole('button', { name: 'Next' }));
    expect(rec.lists).toHaveLength(1);
    for (let i = 0; i < 6; i++) await user.click(within(cal).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(1));
    const shown = addMonths(new Date(), 7);
    const last = rec.lists.at(-1)!;
    expect(new Date(last.get('dateFrom')!).getTime()).toBeLessThanOrEqual(
      startOfDay(new Date(shown.getFullYear(), shown.getMonth(), 1)).getTime(),
    );
    expect(new Date(last.get('dateTo')!).getTime()).toBeGreaterThan(
      new Date(shown.getFullYear(), shown.getMonth() + 1, 0).getTime(),
    );
  });

  it('opens the details on a click and deactivates after a confirmation: toast, dialog closed, window reloaded', async () => {
    const rec = recorder();
    const rows = [multiplier()];
    const { user } = await setup(rows, rec);
    await user.click(await event('1.5×'));
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier 1.5×' });
    const pad = (n: number) => String(n).padStart(2, '0');
    const from = fixtureDay(8);
    const to = plusDays(from, 1);
    const stamp = (d: Date) =>
      `${pad(d.getHours())}:${pad(d.getMinutes())} ${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${String(d.getFullYear()).slice(2)}`;
    expect(within(dialog).getByText(stamp(from))).toBeInTheDocument();
    expect(within(dialog).getByText(stamp(to))).toBeInTheDocument();
    expect(within(dialog).getByText('Warszawa, Kraków')).toBeInTheDocument();
    expect(await within(dialog).findByText('All companies')).toBeInTheDocument();
    expect(within(dialog).getByText('07:05–09:30: 2×')).toBeInTheDocument();
    expect(within(dialog).getByText('admin@x.pl')).toBeInTheDocument();
    expect(within(dialog).getByText('Storm surcharge')).toBeInTheDocument();

    const listsBefore = rec.lists.length;
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the multiplier?' });
    // The confirmation says what ends; nothing is sent before it is confirmed.
    expect(confirm).toHaveTextContent(
      `End the 1.5× multiplier (regions: Warszawa, Kraków; companies: All companies), from ${stamp(from)} to ${stamp(to)}?`,
    );
    expect(rec.deactivations).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Multiplier deactivated')).toBeInTheDocument();
    expect(rec.deactivations).toEqual([{ multiplierId: 1 }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Multiplier 1.5×' })).toBeNull());
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(listsBefore));
    await waitFor(async () => expect(await event('1.5×')).toHaveClass('multiplier-event-deactivated'));
  });

  it('shows each multiplier’s value, regions, companies and hours on the calendar, in Polish number format', async () => {
    window.localStorage.setItem(`RaStore.${LOCALE_STORE_KEY}`, JSON.stringify('pl'));
    const rec = recorder();
    await setup(
      [
        multiplier({
          id: 1,
          multiplier: 1.5,
          companyIds: [11],
          regions: ['Kraków'],
          timeRanges: [{ from: { hour: 16, minute: 0 }, to: { hour: 19, minute: 30 }, multiplier: 2.25 }],
        }),
        multiplier({ id: 2, multiplier: 1.15, regions: ['Warszawa'], timeRanges: null }),
      ],
      rec,
    );
    const cal = await screen.findByRole('region', { name: 'Kalendarz mnożników' }, { timeout: 15_000 });
    const first = (await within(cal).findByText('1,5×', {}, { timeout: 10_000 })).closest('.rbc-event') as HTMLElement;
    expect(first).toHaveTextContent('1,5×KrakówAlpha Pharmacy16:00–19:30: 2,25×');
    expect(within(first).getByTitle('1,5× · Kraków · Alpha Pharmacy · 16:00–19:30: 2,25×')).toBeInTheDocument();
    const second = within(cal).getByText('1,15×').closest('.rbc-event') as HTMLElement;
    expect(within(second).getByText('Warszawa')).toBeInTheDocument();
    expect(within(second).getByText('Wszystkie firmy')).toBeInTheDocument();
    expect(within(second).getByText('Cały dzień')).toBeInTheDocument();
    expect(cal).not.toHaveTextContent(/\d\.\d+×|\dx\b/);
    // The create form's smallest multiplier, in the same format.
    expect(screen.getByText('Co najmniej 1,01')).toBeInTheDocument();
  });

  it('ends nothing when the confirmation is cancelled', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier()], rec);
    await user.click(await event('1.5×'));
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier 1.5×' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the multiplier?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate the multiplier?' })).toBeNull());
    expect(rec.deactivations).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('keeps the dialog open with the generic message when the deactivation fails', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier()], rec);
    server.use(http.post('/api/multiplier/deactivate', () => apiError(409, 'multiplier_already_deactivated')));
    await user.click(await event('1.5×'));
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier 1.5×' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deactivate the multiplier?' })).getByRole('button', {
        name: 'Deactivate',
      }),
    );
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Multiplier 1.5×' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Deactivate the multiplier?' })).toBeNull();
  });

  it('shows a deactivated notice (when, by whom, why) instead of the Deactivate button', async () => {
    const rec = recorder();
    const at = today(7, 3);
    const { user } = await setup(
      [
        multiplier({
          deactivatedAt: at.toISOString(),
          deactivatedBy: { id: 2, email: 'boss@x.pl' },
          deactivationReason: 'Mistake',
        }),
      ],
      rec,
    );
    await user.click(await event('1.5×'));
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier 1.5×' });
    const pad = (n: number) => String(n).padStart(2, '0');
    const notice = within(dialog).getByRole('status');
    expect(notice).toHaveTextContent(
      `Deactivated at 07:03 ${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${String(at.getFullYear()).slice(2)} by boss@x.pl.`,
    );
    expect(notice).toHaveTextContent('Reason: Mistake');
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('puts the calendar in an error state with a refresh control when the list fails', async () => {
    const rec = recorder();
    let fail = true;
    const { user } = await setup([multiplier()], rec, { list: () => (fail ? apiError(500, 'unknown') : undefined) });
    const alert = (await screen.findByText('The multipliers could not be loaded.', {}, { timeout: 15_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    await event('1.5×');
    expect(screen.queryByText('The multipliers could not be loaded.')).toBeNull();
  });

  it('validates the form, sends only the valid time-range rows, reloads the calendar and resets', async () => {
    const rec = recorder();
    const { user } = await setup([], rec);
    await calendar();
    const section = form();
    // The multiplier starts at the smallest one allowed, which its help states.
    expect(input('multiplier').value).toBe('1.01');
    expect(within(section).getByRole('spinbutton', { name: /Multiplier/ })).toHaveAccessibleDescription(
      'At least 1.01',
    );
    await user.click(within(section).getByRole('button', { name: 'Create multiplier' }));
    expect(await within(section).findAllByText('Field is required')).toHaveLength(2);
    expect(within(section).getAllByText('Choose at least one value')).toHaveLength(2);
    expect(within(section).queryByText('Must be at least 1.01')).toBeNull();
    expect(rec.creates).toHaveLength(0);
    // Below it, the form says so.
    await user.clear(input('multiplier'));
    await user.type(input('multiplier'), '1');
    expect(await within(section).findByText('Must be at least 1.01')).toBeInTheDocument();

    fireEvent.change(input('dateFrom'), { target: { value: '2030-05-04T08:00' } });
    fireEvent.change(input('dateTo'), { target: { value: '2030-05-05T20:30' } });
    await user.clear(input('multiplier'));
    await user.type(input('multiplier'), '1.5');
    await user.type(input('description'), 'Long weekend');
    await user.click(within(section).getByRole('combobox', { name: /Regions/ }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('combobox', { name: /Companies/ }));
    await user.click(await screen.findByRole('option', { name: 'Beta Electronics' }));
    await user.keyboard('{Escape}');

    await user.click(within(section).getByRole('button', { name: 'Add time range' }));
    await user.click(within(section).getByRole('button', { name: 'Add time range' }));
    await user.click(within(section).getByRole('button', { name: 'Add time range' }));
    const rows = within(section).getAllByTestId('time-range-row');
    const fill = async (row: HTMLElement, from: string, to: string, value: string) => {
      if (from) fireEvent.change(row.querySelector('input[type="time"][name$=".from"]')!, { target: { value: from } });
      if (to) fireEvent.change(row.querySelector('input[type="time"][name$=".to"]')!, { target: { value: to } });
      if (value) await user.type(row.querySelector('input[name$=".multiplier"]')!, value);
    };
    await fill(rows[0]!, '16:00', '19:00', '2');
    await fill(rows[1]!, '20:00', '', '3');
    await fill(rows[2]!, '22:00', '21:00', '3');
    await waitFor(() => expect(rows[0]).toHaveAttribute('data-valid', 'true'));
    expect(rows[1]).toHaveAttribute('data-valid', 'false');
    expect(rows[2]).toHaveAttribute('data-valid', 'false');
    expect(getComputedStyle(rows[0]!).borderColor).not.toBe(getComputedStyle(rows[1]!).borderColor);

    const listsBefore = rec.lists.length;
    await user.click(within(section).getByRole('button', { name: 'Create multiplier' }));
    expect(await screen.findByText('Multiplier created')).toBeInTheDocument();
    expect(rec.creates).toEqual([
      {
        dateFrom: new Date('2030-05-04T08:00').toISOString(),
        dateTo: new Date('2030-05-05T20:30').toISOString(),
        multiplier: 1.5,
        description: 'Long weekend',
        regions: ['Kraków'],
        companyIds: [12],
        timeRanges: [{ from: { hour: 16, minute: 0 }, to: { hour: 19, minute: 0 }, multiplier: 2 }],
      },
    ]);
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(listsBefore));
    // The form starts over once creation is over.
    await waitFor(() => expect(input('multiplier').value).toBe('1.01'));
    expect(input('dateFrom').value).toBe('');
    expect(input('description').value).toBe('');
    expect(within(section).queryAllByTestId('time-range-row')).toHaveLength(0);
  });

  it('shows a 400’s field errors under the fields and the generic message for other failures, keeping the values', async () => {
    const rec = recorder();
    let answer: Response = apiError(500, 'unknown');
    const { user } = await setup([], rec, { create: () => answer });
    await calendar();
    const section = form();
    fireEvent.change(input('dateFrom'), { target: { value: '2030-05-04T08:00' } });
    fireEvent.change(input('dateTo'), { target: { value: '2030-05-05T08:00' } });
    await user.clear(input('multiplier'));
    await user.type(input('multiplier'), '2');
    await user.click(within(section).getByRole('combobox', { name: /Regions/ }));
    await user.click(await screen.findByRole('option', { name: 'Warszawa' }));
    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('combobox', { name: /Companies/ }));
    await user.click(await screen.findByRole('option', { name: 'Alpha Pharmacy' }));
    await user.keyboard('{Escape}');

    await user.click(within(section).getByRole('button', { name: 'Create multiplier' }));
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    expect(input('multiplier').value).toBe('2');

    answer = HttpResponse.json(
      {
        name: 'BadRequest',
        message: 'Invalid input',
        errorCode: 'validation_failed',
        errors: { regions: ['multipliers.validation.unknownRegion'] },
      },
      { status: 400 },
    );
    await user.click(within(section).getByRole('button', { name: 'Create multiplier' }));
    expect(await within(section).findByText('Unknown region')).toBeInTheDocument();
    expect(rec.creates).toHaveLength(2);
  });
});

describe('multipliers resource views', { timeout: 90_000 }, () => {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = (d: Date) =>
    `${pad(d.getHours())}:${pad(d.getMinutes())} ${pad(d.getDate())}.${pad(d.getMonth() + 1)}.${String(d.getFullYear()).slice(2)}`;
  const page = async (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

  it('/multipliers/create creates with the calendar’s form and returns to the calendar at the new multiplier’s week', async () => {
    const rec = recorder();
    const { user } = await setup([], rec, {}, '/multipliers/create');
    const section = await screen.findByRole('region', { name: 'New multiplier' }, { timeout: 15_000 });
    // The form alone: no calendar on this page.
    expect(screen.queryByRole('region', { name: 'Multipliers calendar' })).toBeNull();
    fireEvent.change(input('dateFrom'), { target: { value: '2030-05-08T08:00' } });
    fireEvent.change(input('dateTo'), { target: { value: '2030-05-09T20:30' } });
    await user.clear(input('multiplier'));
    await user.type(input('multiplier'), '1.75');
    await user.type(input('description'), 'May rush');
    await user.click(within(section).getByRole('combobox', { name: /Regions/ }));
    await user.click(await screen.findByRole('option', { name: 'Warszawa' }));
    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('combobox', { name: /Companies/ }));
    await user.click(await screen.findByRole('option', { name: 'Alpha Pharmacy' }));
    await user.keyboard('{Escape}');
    await user.click(within(section).getByRole('button', { name: 'Add time range' }));
    const [row] = within(section).getAllByTestId('time-range-row');
    fireEvent.change(row!.querySelector('input[type="time"][name$=".from"]')!, { target: { value: '07:00' } });
    fireEvent.change(row!.querySelector('input[type="time"][name$=".to"]')!, { target: { value: '09:00' } });
    await user.type(row!.querySelector('input[name$=".multiplier"]')!, '2');
    await user.click(within(section).getByRole('button', { name: 'Create multiplier' }));

    expect(await screen.findByText('Multiplier created')).toBeInTheDocument();
    expect(rec.creates).toEqual([
      {
        dateFrom: new Date('2030-05-08T08:00').toISOString(),
        dateTo: new Date('2030-05-09T20:30').toISOString(),
        multiplier: 1.75,
        description: 'May rush',
        regions: ['Warszawa'],
        companyIds: [11],
        timeRanges: [{ from: { hour: 7, minute: 0 }, to: { hour: 9, minute: 0 }, multiplier: 2 }],
      },
    ]);
    // Back to the calendar, in the week view of 8 May 2030 (weeks start on Monday: 6 – 12 May), the new one on it.
    await waitFor(() => expect(currentPath()).toBe('/multiplier/calendar'));
    expect(window.location.search).toBe('?date=2030-05-08&view=week');
    const cal = await calendar();
    await waitFor(() => expect(cal.querySelector('.rbc-time-view')).not.toBeNull());
    expect(cal.querySelector('.rbc-toolbar-label')?.textContent).toBe('6 May – 12 May 2030');
    expect(within(cal).getByRole('button', { name: 'Week' })).toHaveClass('rbc-active');
    await event('1.75×');
    // The window loaded is the one around the new multiplier's date.
    const last = rec.lists.at(-1)!;
    expect(last.get('dateFrom')).toBe(startOfDay(subMonths(new Date(2030, 4, 8), 5)).toISOString());
  });

  it('/multipliers/:id/show shows the multiplier and deactivates it after a confirmation', async () => {
    const rec = recorder();
    const rows = [multiplier({ id: 7 })];
    const { user } = await setup(rows, rec, {}, '/multipliers/7/show');
    await page('Multiplier 1.5×');
    expect(rec.details).toContain('7');
    expect(screen.getByText('Active')).toBeInTheDocument();
    const from = fixtureDay(8);
    expect(screen.getByText(stamp(from))).toBeInTheDocument();
    expect(screen.getByText(stamp(plusDays(from, 1)))).toBeInTheDocument();
    expect(screen.getByText('Warszawa, Kraków')).toBeInTheDocument();
    expect(await screen.findByText('All companies')).toBeInTheDocument();
    expect(screen.getByText('07:05–09:30: 2×')).toBeInTheDocument();
    expect(screen.getByText('Storm surcharge')).toBeInTheDocument();
    const pick = new Date(from);
    expect(screen.getByRole('link', { name: 'Show in the calendar' })).toHaveAttribute(
      'href',
      `/multiplier/calendar?date=${pick.getFullYear()}-${pad(pick.getMonth() + 1)}-${pad(pick.getDate())}&view=week`,
    );

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the multiplier?' });
    expect(confirm).toHaveTextContent(
      `End the 1.5× multiplier (regions: Warszawa, Kraków; companies: All companies), from ${stamp(from)} to ${stamp(plusDays(from, 1))}?`,
    );
    expect(rec.deactivations).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Multiplier deactivated')).toBeInTheDocument();
    expect(rec.deactivations).toEqual([{ multiplierId: 7 }]);
    // The page reloads it: deactivated, with the notice and no Deactivate button.
    expect(await screen.findByRole('status')).toHaveTextContent('Deactivated at');
    expect(screen.getByText('Deactivated')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    expect(currentPath()).toBe('/multipliers/7/show');
  });

  it('a cancelled confirmation on the page ends nothing', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier({ id: 7 })], rec, {}, '/multipliers/7/show');
    await page('Multiplier 1.5×');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate the multiplier?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Deactivate the multiplier?' })).toBeNull());
    expect(rec.deactivations).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('an unknown multiplier, or a path that is no id, says it was not found', async () => {
    const rec = recorder();
    const view = await setup([multiplier()], rec, {}, '/multipliers/999/show');
    expect(await screen.findByText('The multiplier was not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(rec.details).toEqual(['999']);
    expect(screen.getByRole('link', { name: 'Back to the calendar' })).toHaveAttribute('href', '/multiplier/calendar');
    view.unmount();

    const rec2 = recorder();
    await setup([multiplier()], rec2, {}, '/multipliers/abc/show');
    expect(await screen.findByText('The multiplier was not found.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(rec2.details).toHaveLength(0);
  });

  it('/multipliers/:id (nothing to edit) opens the multiplier’s page', async () => {
    const rec = recorder();
    await setup([multiplier({ id: 7 })], rec, {}, '/multipliers/7');
    await page('Multiplier 1.5×');
    expect(currentPath()).toBe('/multipliers/7/show');
  });

  it('the calendar’s details dialog links to the multiplier’s page', async () => {
    const rec = recorder();
    const { user } = await setup([multiplier({ id: 7 })], rec);
    await user.click(await event('1.5×'));
    const dialog = await screen.findByRole('dialog', { name: 'Multiplier 1.5×' });
    const link = within(dialog).getByRole('link', { name: 'Open page' });
    expect(link).toHaveAttribute('href', '/multipliers/7/show');
    await user.click(link);
    await page('Multiplier 1.5×');
    expect(currentPath()).toBe('/multipliers/7/show');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
