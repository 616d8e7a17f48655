// The /reports page: the types the user may generate, each type's default range and filters, the presets, the span
// message, the query sent (days at UTC midnight, the end at 23:59:59.999 UTC, createdAtFrom/createdAtTo for order
// offers and dateFrom/dateTo for the others), the wallet entries report's driver picked by name, the saved file name,
// the progress indicator and the failure toast.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompanyOption, Region } from '../../domain/api.ts';
import type { WalletDriverOption } from '../../domain/walletSchemas.ts';
import { captureDownloads, type SavedFile } from './support/downloads.ts';
import { operatorMe } from './support/fixtures.ts';
import { sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

/** Tuesday 10 March 2026, noon local time. */
const NOW = new Date(2026, 2, 10, 12, 0, 0);
const REGIONS: Region[] = [
  { id: 1, name: 'Kraków', active: true },
  { id: 2, name: 'Warszawa', active: true },
];
const DRIVER_OPTIONS: WalletDriverOption[] = [
  { id: 5, name: 'Anna Zielińska', email: 'anna@kurier.pl', phone: null, regionName: 'Warszawa' },
  { id: 42, name: 'Piotr Nowak', email: 'piotr@kurier.pl', phone: '600 200 300', regionName: 'Warszawa' },
];
const COMPANIES: CompanyOption[] = [
  { id: 7, name: 'Beta Electronics', status: 'active', logo: null },
  { id: 3, name: 'Alpha Pharmacy', status: 'active', logo: null },
];

const me = (...reports: string[]) =>
  operatorMe([
    'orders.canAccessPage',
    'settings.canAccessPage',
    'reports.canAccessPage',
    ...reports.map((r) => `reports.${r}`),
  ]);

/** Every report endpoint answers a small CSV and records the query. */
const reportHandlers = (
  requests: URL[],
  answer: () => Response | Promise<Response> = () =>
    new HttpResponse('\uFEFFa,b\r\n1,2\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
) => [
  http.get('/api/region/list', () => HttpResponse.json(REGIONS)),
  http.get('/api/company/list', () => HttpResponse.json(COMPANIES)),
  ...['/api/order/generate-report', '/api/report/:name'].map((path) =>
    http.get(path, async ({ request }) => {
      requests.push(new URL(request.url));
      return answer();
    }),
  ),
];

const openWith = async (withShell: boolean, ...reports: string[]) => {
  const requests: URL[] = [];
  server.use(...sessionHandlers(me(...reports)), ...reportHandlers(requests));
  const view = await renderApp('/reports', { loggedIn: true, withShell });
  await screen.findByRole('heading', { name: 'Reports', level: 1 });
  return { ...view, requests };
};
const open = (...reports: string[]) => openWith(false, ...reports);

const typeSelect = () => screen.getByRole('combobox', { name: 'Report' });
const chooseType = async (user: Awaited<ReturnType<typeof open>>['user'], label: string) => {
  await user.click(typeSelect());
  await user.click(await screen.findByRole('option', { name: label }));
};
const dateValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The files the current test saved (through the browser's download). */
let saved: SavedFile[] = [];
const generateButton = () => screen.getByRole('button', { name: 'Generate' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved = captureDownloads();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/reports', () => {
  it('offers only the report types the user may generate, and is in the menu', async () => {
    const { user } = await openWith(true, 'ordersFull', 'driversStock', 'corrections');
    expect(screen.getByRole('menuitem', { name: 'Reports' })).toHaveAttribute('href', '/reports');
    expect(typeSelect()).toHaveTextContent('Orders (full)');
    await user.click(typeSelect());
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Orders (full)', 'Drivers’ stock', 'Corrections']);
  });

  it(
    'starts each type on its default range: last month, or today for availability, feedback, corrections and stock exchange',
    { timeout: 90_000 },
    async () => {
      const { user } = await open(
        'ordersFull',
        'driverAvailability',
        'corrections',
        'driversStock',
        'stockExchange',
        'driversFeedback',
        'orderOffers',
        'auditStockMovement',
        'driverActivity',
      );
      // The first type the user may generate: driver activity, last month (11 February … 10 March).
      expect(typeSelect()).toHaveTextContent('Driver activity');
      expect([dateValue('From'), dateValue('To')]).toEqual(['2026-02-11', '2026-03-10']);
      expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('At most 366 days')).toBeInTheDocument();

      for (const label of ['Orders (full)', 'Order offers', 'Stock movements']) {
        await chooseType(user, label);
        expect([dateValue('From'), dateValue('To')], label).toEqual(['2026-02-11', '2026-03-10']);
        expect(screen.getByText('At most 120 days')).toBeInTheDocument();
      }
      for (const label of ['Corrections', 'Drivers’ feedback', 'Stock exchanges between drivers']) {
        await chooseType(user, label);
        expect([dateValue('From'), dateValue('To')], label).toEqual(['2026-03-10', '2026-03-10']);
        expect(screen.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
        expect(screen.getByText('At most 60 days')).toBeInTheDocument();
      }
      // Availability: one day; the presets longer than a day are disabled.
      await chooseType(user, 'Driver availability');
      expect(dateValue('Day')).toBe('2026-03-10');
      expect(screen.getByRole('button', { name: 'Last week' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Last month' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Yesterday' })).toBeEnabled();
      // Drivers' stock has no dates; region and companies.
      await chooseType(user, 'Drivers’ stock');
      expect(screen.getByText('The stock as it is now: no dates.')).toBeInTheDocument();
      expect(screen.queryByLabelText('From')).not.toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Region' })).toHaveTextContent('---');
      expect(screen.getByRole('combobox', { name: 'Companies' })).toBeInTheDocument();
    },
  );

  it('applies the presets Today, Yesterday, LastWeek and LastMonth', async () => {
    const { user } = await open('ordersFull');
    await user.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect([dateValue('From'), dateValue('To')]).toEqual(['2026-03-09', '2026-03-09']);
    await user.click(screen.getByRole('button', { name: 'Last week' }));
    expect([dateValue('From'), dateValue('To')]).toEqual(['2026-03-04', '2026-03-10']);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect([dateValue('From'), dateValue('To')]).toEqual(['2026-03-10', '2026-03-10']);
    await user.click(screen.getByRole('button', { name: 'Last month' }));
    expect([dateValue('From'), dateValue('To')]).toEqual(['2026-02-11', '2026-03-10']);
  });

  it('says when the range is longer than the type allows, or reversed, and holds Generate back', async () => {
    const { requests } = await open('ordersFull');
    setDate('From', '2025-11-10'); // 121 days up to 10 March
    expect(await screen.findByText('The range is too long: at most 120 days')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    setDate('From', '2025-11-11'); // 120 days
    expect(await screen.findByText('At most 120 days')).toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    setDate('To', '2025-11-01');
    expect(await screen.findByText('The end date is before the start date')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(requests).toHaveLength(0);
  });

  it('sends the ordersFull query with the days at UTC midnight and 23:59:59.999 UTC, and saves orders.csv', async () => {
    const { user, requests } = await open('ordersFull');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await user.click(screen.getByRole('combobox', { name: 'Companies' }));
    await user.click(await screen.findByRole('option', { name: 'Beta Electronics' }));
    await user.click(generateButton());

    expect(await screen.findByText('Saved as orders.csv')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    const url = requests[0];
    expect(url.pathname).toBe('/api/order/generate-report');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      reportType: 'full',
      dateFrom: '2026-02-11T00:00:00.000Z',
      dateTo: '2026-03-10T23:59:59.999Z',
      region: 'Kraków',
      'companyIds[]': '7',
      lang: 'en', // the user's language: the header line in it
    });
    expect(url.searchParams.getAll('companyIds[]')).toEqual(['7']);
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe('orders.csv');
    expect(await saved[0].blob.text()).toContain('1,2');
  });

  it('uses each type’s endpoint, query names and file name', { timeout: 90_000 }, async () => {
    const { user, requests } = await open('orderOffers', 'driverAvailability', 'auditStockMovement', 'driversStock');
    const cases: [string, string, Record<string, string>, string][] = [
      [
        'Driver availability',
        '/api/report/driver-availability',
        { dateFrom: '2026-03-10T00:00:00.000Z', dateTo: '2026-03-10T23:59:59.999Z' },
        'xdeliverer_availability_report.csv',
      ],
      [
        'Order offers',
        '/api/report/order-offers',
        { createdAtFrom: '2026-02-11T00:00:00.000Z', createdAtTo: '2026-03-10T23:59:59.999Z' },
        'order_offers.csv',
      ],
      ['Drivers’ stock', '/api/report/driver', {}, 'drivers_stock.csv'],
    ];
    for (const [label, path, query, file] of cases) {
      await chooseType(user, label);
      await user.click(generateButton());
      await screen.findByText(`Saved as ${file}`);
      const url = requests[requests.length - 1];
      expect(url.pathname, label).toBe(path);
      expect(Object.fromEntries(url.searchParams), label).toEqual({ ...query, lang: 'en' });
      expect(saved.at(-1)?.name).toBe(file);
    }
    // The movement type goes as reportType; the separator on request.
    await chooseType(user, 'Stock movements');
    await user.click(screen.getByRole('combobox', { name: 'Movement type' }));
    await user.click(await screen.findByRole('option', { name: 'Warehouse → driver' }));
    await user.click(screen.getByRole('combobox', { name: 'Column separator' }));
    await user.click(await screen.findByRole('option', { name: 'Semicolon (;) with decimal comma' }));
    await user.click(generateButton());
    await screen.findByText('Saved as stock_movement.csv');
    expect(Object.fromEntries(requests[requests.length - 1].searchParams)).toEqual({
      dateFrom: '2026-02-11T00:00:00.000Z',
      dateTo: '2026-03-10T23:59:59.999Z',
      reportType: 'warehouseToDriver',
      separator: 'semicolon',
      lang: 'en',
    });
  });

  it('generates the wallet entries report with a region and a driver picked by name; no driver means every driver', async () => {
    const searches: string[] = [];
    server.use(
      http.get('/api/wallet/drivers', ({ request }) => {
        const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
        searches.push(q);
        return HttpResponse.json({ items: DRIVER_OPTIONS.filter((d) => !q || d.name.toLowerCase().includes(q)) });
      }),
    );
    const { user, requests } = await open('walletEntries');
    expect(typeSelect()).toHaveTextContent('Wallet entries');
    expect(screen.queryByRole('textbox', { name: 'Driver (id)' })).not.toBeInTheDocument();

    // Without a driver: every driver's entries (no driverId).
    await user.click(generateButton());
    await screen.findByText('Saved as wallet_entries.csv');
    expect(requests.at(-1)!.searchParams.has('driverId')).toBe(false);

    const driver = screen.getByRole('combobox', { name: 'Driver' });
    await user.click(driver);
    await user.type(driver, 'nowak');
    await waitFor(() => expect(searches).toContain('nowak'), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('option', { name: /Anna Zielińska/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: /^Piotr Nowak · 600 200 300/ }));
    expect(driver).toHaveValue('Piotr Nowak · 600 200 300');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Warszawa' }));
    await user.click(generateButton());
    await waitFor(() => expect(requests.at(-1)!.searchParams.get('driverId')).toBe('42'));
    expect(requests.at(-1)!.pathname).toBe('/api/report/wallet-entries');
    expect(Object.fromEntries(requests.at(-1)!.searchParams)).toEqual({
      dateFrom: '2026-02-11T00:00:00.000Z',
      dateTo: '2026-03-10T23:59:59.999Z',
      region: 'Warszawa',
      driverId: '42',
      lang: 'en',
    });
  });

  it('shows progress while generating, with every control held', async () => {
    const requests: URL[] = [];
    server.use(
      ...sessionHandlers(me('corrections')),
      ...reportHandlers(requests, async () => {
        await delay(300);
        return new HttpResponse('\uFEFFx\r\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const { user } = await renderApp('/reports', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('progressbar', { name: 'Generating the report…' })).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Yesterday' })).toBeDisabled();
    expect(await screen.findByText('Saved as corrections.csv')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Generating the report…' })).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it('shows reportGeneratingFailure when the report fails, and saves nothing', async () => {
    const requests: URL[] = [];
    server.use(
      ...sessionHandlers(me('driversFeedback')),
      ...reportHandlers(requests, () =>
        HttpResponse.json({ name: 'InternalServerError', message: 'x', errorCode: 'unknown' }, { status: 500 }),
      ),
    );
    const { user } = await renderApp('/reports', { loggedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('The report could not be generated. Try again later.')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await waitFor(() => expect(generateButton()).toBeEnabled());
    expect(requests[0].pathname).toBe('/api/report/drivers-feedback');
  });
});
