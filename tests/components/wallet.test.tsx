// The wallet page as a user sees it: the entries of today by default (the range picker's presets, at most 7 days,
// the range in the URL), amounts with 2 decimals and the currency (negative in red), deleted entries, expandable
// details, the sums; loading, empty and error with refresh; the header button (create with a driver and the create
// permission, select driver without one); the create dialog (the driver's name in the title, add / subtract in red,
// one idempotency key per opening, the list reloads); an unknown driver or a driverId that is no id said not to exist
// (never every driver's entries); the delete dialog (reason required, settled warning, reload); and react-admin's
// views: /wallet/create (?driverId=, or a driver picked by name first) back to the driver's wallet, and an entry's
// page /wallet/:id/show (linked from the list; Delete only with the write permission; an unknown entry said so).
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, endOfDay, startOfDay } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { WalletDriver, WalletDriverOption, WalletEntry, WalletListResponse } from '../../domain/walletSchemas.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, sessionHandlers } from './support/handlers.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const BASE = ['orders.canAccessPage', 'settings.canAccessPage', 'drivers.canAccessPage', 'wallet.canAccessPage'];
const WITH_CREATE = [...BASE, 'wallet.canCreate'];

const DRIVER: WalletDriver = {
  id: 5,
  firstName: 'Anna',
  lastName: 'Zielińska',
  name: 'Anna Zielińska',
  email: 'anna@kurier.pl',
  regionName: 'Warszawa',
};

const DRIVER_OPTIONS: WalletDriverOption[] = [
  { id: 5, name: 'Anna Zielińska', email: 'anna@kurier.pl', phone: '600 100 200', regionName: 'Warszawa' },
  { id: 8, name: 'Piotr Nowak', email: 'piotr@kurier.pl', phone: null, regionName: 'Kraków' },
];

const entry = (overrides: Partial<WalletEntry> = {}): WalletEntry => ({
  id: 11,
  driverId: 5,
  driverName: 'Anna Zielińska',
  driverEmail: 'anna@kurier.pl',
  no: 'WP/2026/000011',
  type: 'bonus',
  payoutDriver: 5000,
  payoutClient: null,
  currency: 'pln',
  description: 'Weekend bonus',
  descriptionParams: null,
  orderId: null,
  orderNo: null,
  correctionId: null,
  createdAt: new Date().toISOString(),
  createdBy: 1,
  createdByName: 'Admin',
  createdByEmail: 'admin@xdelivery.pl',
  creationComment: 'Per the bonus rules',
  deletedAt: null,
  deletedBy: null,
  deletedByName: null,
  deletedByEmail: null,
  deletionReason: null,
  deletionComment: null,
  settled: false,
  settledAt: null,
  ...overrides,
});

const ENTRIES = [
  entry(),
  entry({
    id: 12,
    no: 'WP/2026/000012',
    type: 'correction',
    payoutDriver: -1550,
    description: 'Damaged parcel',
    creationComment: null,
  }),
  entry({
    id: 13,
    no: 'WP/2026/000013',
    type: 'ride_added',
    payoutDriver: 1234,
    payoutClient: 2000,
    description: 'Delivered order AB12',
    orderId: 3,
    orderNo: 'AB12',
    createdBy: null,
    createdByName: null,
    createdByEmail: null,
    creationComment: null,
    settled: true,
    settledAt: new Date().toISOString(),
  }),
  entry({
    id: 14,
    no: 'WP/2026/000014',
    description: 'Duplicate bonus',
    deletedAt: new Date().toISOString(),
    deletedBy: 1,
    deletedByName: 'Admin',
    deletedByEmail: 'admin@xdelivery.pl',
    deletionReason: 'DUPLICATE',
    deletionComment: 'Added twice',
  }),
];

interface Recorded {
  lists: URLSearchParams[];
  creates: { body: Record<string, unknown>; key: string | null }[];
  deletes: Record<string, unknown>[];
  entries: string[];
  driverSearches: string[];
}

const walletHandlers = (
  opts: { entries?: WalletEntry[]; driver?: WalletDriver | null; createFails?: number; listFails?: number } = {},
) => {
  const rec: Recorded = { lists: [], creates: [], deletes: [], entries: [], driverSearches: [] };
  let createFailures = opts.createFails ?? 0;
  let listFailures = opts.listFails ?? 0;
  const rows = opts.entries ?? ENTRIES;
  const handlers = [
    http.get('/api/wallet/list', ({ request }) => {
      const params = new URL(request.url).searchParams;
      rec.lists.push(params);
      if (listFailures-- > 0) return apiError(500, 'unknown');
      const items = rows.filter((e) => !params.get('driverId') || String(e.driverId) === params.get('driverId'));
      const live = items.filter((e) => !e.deletedAt);
      const body: WalletListResponse = {
        items,
        total: items.length,
        page: Number(params.get('page')),
        perPage: Number(params.get('perPage')),
        totals: items.length
          ? [
              {
                currency: 'pln',
                payoutDriver: live.reduce((s, e) => s + e.payoutDriver, 0),
                payoutClient: live.reduce((s, e) => s + (e.payoutClient ?? 0), 0),
                entries: live.length,
                deleted: items.length - live.length,
              },
            ]
          : [],
      };
      return HttpResponse.json(body);
    }),
    http.get('/api/wallet/entry', ({ request }) => {
      const id = new URL(request.url).searchParams.get('entryId') ?? '';
      rec.entries.push(id);
      const found = rows.find((e) => String(e.id) === id);
      return found ? HttpResponse.json(found) : apiError(404, 'wallet_entry_not_found');
    }),
    http.get('/api/wallet/drivers', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      rec.driverSearches.push(q);
      return HttpResponse.json({ items: DRIVER_OPTIONS.filter((d) => !q || d.name.toLowerCase().includes(q)) });
    }),
    http.get('/api/wallet/driver', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('driverId'));
      const driver = opts.driver === undefined ? DRIVER : opts.driver;
      return driver && driver.id === id ? HttpResponse.json(driver) : apiError(404, 'driver_not_found');
    }),
    http.post('/api/wallet/create', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      rec.creates.push({ body, key: request.headers.get('idempotency-key') });
      if (createFailures-- > 0) return apiError(500, 'unknown');
      return HttpResponse.json(entry({ id: 99, payoutDriver: body.payoutDriver as number }));
    }),
    http.post('/api/wallet/delete', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      rec.deletes.push(body);
      return HttpResponse.json(entry({ id: body.walletEntryId as number, deletedAt: new Date().toISOString() }));
    }),
    // The driver list the page sends the user to.
    http.get('/api/driver/list', () => HttpResponse.json({ items: [], total: 0, page: 1, perPage: 25 })),
    ...filterOptionHandlers(),
  ];
  return { handlers, rec };
};

const setup = (paths = WITH_CREATE, opts: Parameters<typeof walletHandlers>[0] = {}) => {
  const { handlers, rec } = walletHandlers(opts);
  server.use(...sessionHandlers(operatorMe(paths)), ...handlers);
  return rec;
};

/** The row of an entry (the first render compiles the lazy page: a loaded machine may need more than 5 s). */
const rowOf = async (text: string) =>
  (await screen.findByText(text, undefined, { timeout: 20_000 })).closest('tr') as HTMLElement;
const dayRange = (day: Date) => ({ dateFrom: startOfDay(day).toISOString(), dateTo: endOfDay(day).toISOString() });
const rangeOf = (params: URLSearchParams) => ({ dateFrom: params.get('dateFrom'), dateTo: params.get('dateTo') });
const filterOfUrl = () => JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}');
type User = Awaited<ReturnType<typeof renderApp>>['user'];
const fill = async (user: User, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

describe('wallet page', { timeout: 60_000 }, () => {
  it("lists today's entries with amounts, types, creator, status and the sums; deleted entries look deleted", async () => {
    const rec = setup();
    await renderApp('/wallet', { loggedIn: true, withShell: true });

    const bonus = await rowOf('WP/2026/000011');
    expect(within(bonus).getByText('Bonus')).toBeInTheDocument();
    expect(within(bonus).getByText('Anna Zielińska')).toBeInTheDocument();
    expect(within(bonus).getByText('PLN 50.00')).toBeInTheDocument();
    expect(within(bonus).getByText('Weekend bonus')).toBeInTheDocument();
    expect(within(bonus).getByText('admin@xdelivery.pl')).toBeInTheDocument();
    expect(within(bonus).getByText(/^\d{2}:\d{2} \d{2}\.\d{2}\.\d{2}$/)).toBeInTheDocument();
    expect(within(bonus).getByText('Open')).toBeInTheDocument();

    const negative = within(await rowOf('WP/2026/000012')).getByText('-PLN 15.50');
    expect(negative).toHaveAttribute('data-negative', 'true');
    expect(getComputedStyle(negative).color).not.toBe(getComputedStyle(within(bonus).getByText('PLN 50.00')).color);

    const ride = await rowOf('WP/2026/000013');
    expect(within(ride).getByText('Ride')).toBeInTheDocument();
    expect(within(ride).getByText('System')).toBeInTheDocument();
    expect(within(ride).getByText('Settled')).toBeInTheDocument();

    const deleted = await rowOf('WP/2026/000014');
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).queryByRole('button', { name: /Delete entry/ })).not.toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('PLN 46.84')).toBeInTheDocument();
    expect(within(totals).getByText(/3 entries · 1 deleted, not counted/)).toBeInTheDocument();

    expect(rangeOf(rec.lists[0])).toEqual(dayRange(new Date()));
    expect(rec.lists[0].get('driverId')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Wallet' })).toHaveAttribute('href', '/wallet');
  });

  it('expands a row to every detail: comments, order no, deletion', async () => {
    setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });

    await user.click(await rowOf('WP/2026/000014'));
    const details = await screen.findByRole('region', { name: 'Wallet entry details' });
    expect(within(details).getByText('DUPLICATE')).toBeInTheDocument();
    expect(within(details).getByText('Added twice')).toBeInTheDocument();
    expect(within(details).getByText('Per the bonus rules')).toBeInTheDocument();
    expect(within(details).getAllByText('Admin (admin@xdelivery.pl)')).toHaveLength(2);

    await user.click(await rowOf('WP/2026/000013'));
    const all = await screen.findAllByRole('region', { name: 'Wallet entry details' });
    const ride = all.find((region) => within(region).queryByText('AB12'))!;
    expect(within(ride).getByText('PLN 20.00')).toBeInTheDocument();
    expect(within(ride).getByText('Closed payout period')).toBeInTheDocument();
  });

  it("words the system's entries from their data in the user's language, not the server's stored text", async () => {
    const system = {
      createdBy: null,
      createdByName: null,
      createdByEmail: null,
      creationComment: null,
      orderId: 3,
      orderNo: 'AB12',
    };
    setup(WITH_CREATE, {
      entries: [
        entry({
          ...system,
          id: 21,
          no: 'WP/2026/000021',
          type: 'ride_added',
          description: 'stored 21',
          descriptionParams: { kind: 'cancelled', reason: 'CLIENTS_REQUEST' },
        }),
        entry({
          ...system,
          id: 22,
          no: 'WP/2026/000022',
          type: 'correction',
          description: 'stored 22',
          descriptionParams: { kind: 'correction', category: 'incorrect_size' },
        }),
        entry({
          ...system,
          id: 23,
          no: 'WP/2026/000023',
          type: 'ride_added',
          description: 'stored 23',
          descriptionParams: { kind: 'delivered' },
          orderNo: null,
        }),
      ],
    });
    const { user } = await renderApp('/wallet', { loggedIn: true });

    expect(
      within(await rowOf('WP/2026/000021')).getByText("Cancelled order AB12 (Client's request)"),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('WP/2026/000022')).getByText('Correction of order AB12 (Incorrect package size)'),
    ).toBeInTheDocument();
    // An order the operator may not see keeps its number hidden.
    expect(within(await rowOf('WP/2026/000023')).getByText('Delivered order —')).toBeInTheDocument();
    expect(screen.queryByText(/^stored/)).not.toBeInTheDocument();

    await user.click(await rowOf('WP/2026/000022'));
    const details = await screen.findByRole('region', { name: 'Wallet entry details' });
    expect(within(details).getByText('Correction of order AB12 (Incorrect package size)')).toBeInTheDocument();
  });

  it('uses the Yesterday preset and keeps the range in the URL', async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });
    await rowOf('WP/2026/000011');

    await user.click(screen.getByRole('combobox', { name: 'Date range' }));
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }));

    const yesterday = dayRange(addDays(new Date(), -1));
    await waitFor(() => expect(rangeOf(rec.lists.at(-1)!)).toEqual(yesterday));
    expect(filterOfUrl()).toMatchObject(yesterday);
  });

  it('asks for at most 7 days: a longer or reversed range in the URL becomes its last 7 days, forward', async () => {
    const rec = setup();
    const today = new Date();
    const filter = JSON.stringify({
      dateFrom: endOfDay(today).toISOString(),
      dateTo: startOfDay(addDays(today, -20)).toISOString(),
    });
    await renderApp(`/wallet?filter=${encodeURIComponent(filter)}`, { loggedIn: true });
    await rowOf('WP/2026/000011');

    expect(rangeOf(rec.lists[0])).toEqual({
      dateFrom: startOfDay(addDays(today, -6)).toISOString(),
      dateTo: endOfDay(today).toISOString(),
    });
    expect(screen.getByRole('combobox', { name: 'Date range' })).toHaveValue(
      `${[addDays(today, -6), today].map((d) => `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`).join(' - ')}`,
    );
  });

  it('shows the empty state, and the error state whose refresh loads again', async () => {
    setup(WITH_CREATE, { entries: [], listFails: 1 });
    const { user } = await renderApp('/wallet', { loggedIn: true });

    const alert = (await screen.findByText(/The wallet entries could not be loaded/)).closest(
      '[role="alert"]',
    ) as HTMLElement;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No wallet entries in this date range.')).toBeInTheDocument();
  });

  it('without a driver offers "Select driver", which goes to the driver list', async () => {
    setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });
    await rowOf('WP/2026/000011');

    expect(screen.queryByRole('button', { name: 'Create wallet entry' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select driver' }));
    await waitFor(() => expect(currentPath()).toBe('/drivers'));
  });

  it("with a driver: the driver's entries and name; the create button only with the create permission", async () => {
    const rec = setup(BASE);
    await renderApp('/wallet?driverId=5', { loggedIn: true });
    await rowOf('WP/2026/000011');

    expect(rec.lists[0].get('driverId')).toBe('5');
    expect(await screen.findByText('Driver: Anna Zielińska')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create wallet entry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select driver' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete entry/ })).not.toBeInTheDocument();
  });

  it("creates an entry: the driver's name in the title, Add or Subtract in red, the body in grosze, the toast and a reload", async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet?driverId=5', { loggedIn: true });
    await rowOf('WP/2026/000011');
    const loads = rec.lists.length;

    await user.click(screen.getByRole('button', { name: 'Create wallet entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wallet entry: Anna Zielińska' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).not.toHaveClass('MuiButton-colorError');

    await user.click(add);
    expect(await within(dialog).findAllByText('Field is required')).toHaveLength(2);
    expect(rec.creates).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Correction' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Driver payout/ }), '-12,5');
    const subtract = within(dialog).getByRole('button', { name: 'Subtract' });
    expect(subtract).toHaveClass('MuiButton-colorError');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Comment' }), 'Damaged parcel');
    await user.click(subtract);

    await waitFor(() => expect(rec.creates).toHaveLength(1));
    expect(rec.creates[0].body).toEqual({
      driverId: 5,
      type: 'correction',
      payoutDriver: -1250,
      currency: 'pln',
      comment: 'Damaged parcel',
    });
    expect(rec.creates[0].key).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Wallet entry created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(loads));
  });

  it('retries a failed create with the same idempotency key; a new opening gets a new key', async () => {
    const rec = setup(WITH_CREATE, { createFails: 1 });
    const { user } = await renderApp('/wallet?driverId=5', { loggedIn: true });
    await rowOf('WP/2026/000011');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await user.click(screen.getByRole('button', { name: 'Create wallet entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create wallet entry: Anna Zielińska' });
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Bonus' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Driver payout/ }), '100');
    await fill(user, within(dialog).getByRole('textbox', { name: /Client price/ }), '20.99');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Something went wrong, try again later.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rec.creates).toHaveLength(2));
    expect(rec.creates[1].body).toEqual({
      driverId: 5,
      type: 'bonus',
      payoutDriver: 10_000,
      payoutClient: 2099,
      currency: 'pln',
    });
    expect(rec.creates[1].key).toBe(rec.creates[0].key);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Create wallet entry' }));
    const again = await screen.findByRole('dialog', { name: 'Create wallet entry: Anna Zielińska' });
    await user.click(within(again).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Ambassador' }));
    await fill(user, within(again).getByRole('textbox', { name: /Driver payout/ }), '150');
    await user.click(within(again).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rec.creates).toHaveLength(3));
    expect(rec.creates[2].key).not.toBe(rec.creates[0].key);
  });

  it('says that an unknown driver does not exist, with no entries and no create button; the ways on work', async () => {
    setup(WITH_CREATE, { driver: null });
    const { user } = await renderApp('/wallet?driverId=999999', { loggedIn: true });
    expect(await screen.findByText('The driver does not exist', undefined, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('There is no driver 999999, or it is not one of the drivers you see.')).toBeInTheDocument();
    expect(screen.queryByText('WP/2026/000011')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create wallet entry' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show every driver' }));
    await rowOf('WP/2026/000011');
    expect(new URLSearchParams(window.location.search).get('driverId')).toBeNull();
  });

  it("never shows every driver's entries for a driverId that is no id; Select driver goes to the driver list", async () => {
    const rec = setup(WITH_CREATE);
    const { user } = await renderApp('/wallet?driverId=abc', { loggedIn: true });
    expect(
      await screen.findByText('There is no driver abc, or it is not one of the drivers you see.', undefined, {
        timeout: 20_000,
      }),
    ).toBeInTheDocument();
    expect(rec.lists).toHaveLength(0);
    expect(screen.queryByText('WP/2026/000011')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select driver' }));
    await waitFor(() => expect(currentPath()).toBe('/drivers'));
  });

  it('deletes an entry with a required reason and an optional comment; the list reloads', async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });
    const row = await rowOf('WP/2026/000012');
    const loads = rec.lists.length;

    await user.click(within(row).getByRole('button', { name: 'Delete entry WP/2026/000012' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete wallet entry WP/2026/000012' });
    expect(within(dialog).getByText(/Correction of -PLN 15\.50 for Anna Zielińska/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(rec.deletes).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Entered by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rec.deletes).toEqual([{ walletEntryId: 12, reason: 'Entered by mistake' }]));
    expect(await screen.findByText('Wallet entry deleted')).toBeInTheDocument();
    await waitFor(() => expect(rec.lists.length).toBeGreaterThan(loads));
    expect(screen.queryByRole('region', { name: 'Wallet entry details' })).not.toBeInTheDocument();
  });

  it('warns that a settled entry cannot be deleted, without a form', async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });
    const row = await rowOf('WP/2026/000013');

    await user.click(within(row).getByRole('button', { name: 'Delete entry WP/2026/000013' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete wallet entry WP/2026/000013' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This entry is inside a closed payout period (settled) and cannot be deleted.',
    );
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rec.deletes).toHaveLength(0);
  });
});

describe("the wallet resource's views", { timeout: 60_000 }, () => {
  /** Type, amount and comment of a valid entry in the create dialog. */
  const fillEntry = async (user: User, dialog: HTMLElement) => {
    await user.click(within(dialog).getByRole('combobox', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Bonus' }));
    await fill(user, within(dialog).getByRole('textbox', { name: /Driver payout/ }), '25,50');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Comment' }), 'Sunday shift');
  };

  it("/wallet/create?driverId= creates an entry for that driver with an idempotency key, then shows the driver's wallet", async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet/create?driverId=5', { loggedIn: true });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Create wallet entry: Anna Zielińska' },
      { timeout: 20_000 },
    );
    await fillEntry(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(rec.creates).toHaveLength(1));
    expect(rec.creates[0].body).toEqual({
      driverId: 5,
      type: 'bonus',
      payoutDriver: 2550,
      currency: 'pln',
      comment: 'Sunday shift',
    });
    expect(rec.creates[0].key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await screen.findByText('Wallet entry created')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/wallet'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Driver: Anna Zielińska')).toBeInTheDocument();
    await waitFor(() => expect(rec.lists.at(-1)!.get('driverId')).toBe('5'));
  });

  it("the header button opens /wallet/create with the page's query; Cancel goes back to it without writing", async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet?driverId=5', { loggedIn: true });
    await rowOf('WP/2026/000011');
    await user.click(screen.getByRole('button', { name: 'Create wallet entry' }));
    await waitFor(() => expect(currentPath()).toBe('/wallet/create'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
    const dialog = await screen.findByRole('dialog', { name: 'Create wallet entry: Anna Zielińska' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe('/wallet'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rec.creates).toHaveLength(0);
  });

  it('/wallet/create without a driver asks for one by name first, then creates the entry in its wallet', async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet/create', { loggedIn: true });
    const chooser = await screen.findByRole(
      'dialog',
      { name: 'Create wallet entry: choose the driver' },
      { timeout: 20_000 },
    );
    const picker = within(chooser).getByRole('combobox', { name: 'Driver' });
    await user.click(picker);
    await user.type(picker, 'anna');
    // Searched on the server once the typing stops.
    await waitFor(() => expect(rec.driverSearches).toContain('anna'), { timeout: 5_000 });
    await waitFor(() => expect(screen.queryByRole('option', { name: /Piotr Nowak/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: /Anna Zielińska · 600 100 200/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Create wallet entry: Anna Zielińska' });
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
    await fillEntry(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(rec.creates).toHaveLength(1));
    expect(rec.creates[0].body).toMatchObject({ driverId: 5, payoutDriver: 2550 });
    expect(rec.creates[0].key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(currentPath()).toBe('/wallet'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
  });

  it('/wallet/create without the create permission is the wallet page without the dialog', async () => {
    const rec = setup(BASE);
    await renderApp('/wallet/create?driverId=5', { loggedIn: true });
    await rowOf('WP/2026/000011');
    await waitFor(() => expect(currentPath()).toBe('/wallet'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rec.creates).toHaveLength(0);
  });

  it("each entry's number links to its page", async () => {
    setup();
    const { user } = await renderApp('/wallet', { loggedIn: true });
    const row = await rowOf('WP/2026/000012');
    await user.click(within(row).getByRole('link', { name: 'WP/2026/000012' }));
    await waitFor(() => expect(currentPath()).toBe('/wallet/12/show'));
    expect(await screen.findByRole('heading', { name: 'Wallet entry WP/2026/000012', level: 1 })).toBeInTheDocument();
  });

  it("/wallet/:id/show shows the entry: driver, amount, currency, type, description, creator, state, the driver's wallet, Delete", async () => {
    const rec = setup();
    const { user } = await renderApp('/wallet/11/show', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Wallet entry WP/2026/000011', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(rec.entries).toContain('11');
    expect(screen.getByText('Open')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Wallet entry details' });
    expect(within(details).getByText('Anna Zielińska (anna@kurier.pl)')).toBeInTheDocument();
    expect(within(details).getByText('PLN 50.00')).toBeInTheDocument();
    expect(within(details).getByText('PLN (zł)')).toBeInTheDocument();
    expect(within(details).getByText('Bonus')).toBeInTheDocument();
    expect(within(details).getByText('Weekend bonus')).toBeInTheDocument();
    expect(within(details).getByText('Admin (admin@xdelivery.pl)')).toBeInTheDocument();
    expect(within(details).getByText('Per the bonus rules')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete wallet entry WP/2026/000011' });
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Entered by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rec.deletes).toEqual([{ walletEntryId: 11, reason: 'Entered by mistake' }]));
    expect(await screen.findByText('Wallet entry deleted')).toBeInTheDocument();
    await waitFor(() => expect(rec.entries.filter((id) => id === '11').length).toBeGreaterThan(1));

    await user.click(screen.getByRole('link', { name: 'Wallet of Anna Zielińska' }));
    await waitFor(() => expect(currentPath()).toBe('/wallet'));
    expect(new URLSearchParams(window.location.search).get('driverId')).toBe('5');
  });

  it('shows a deleted entry as deleted, with who deleted it and why, and no Delete', async () => {
    setup();
    await renderApp('/wallet/14/show', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Wallet entry WP/2026/000014', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Deleted').length).toBeGreaterThan(0);
    expect(screen.getByText(/by admin@xdelivery\.pl\. Reason: DUPLICATE/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete entry' })).not.toBeInTheDocument();
  });

  it('a user without wallet write sees the entry without Delete', async () => {
    setup(BASE);
    await renderApp('/wallet/12/show', { loggedIn: true });
    expect(
      await screen.findByRole('heading', { name: 'Wallet entry WP/2026/000012', level: 1 }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Damaged parcel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete entry' })).not.toBeInTheDocument();
  });

  it('says that an unknown entry does not exist', async () => {
    const rec = setup();
    await renderApp('/wallet/999/show', { loggedIn: true });
    expect(
      await screen.findByText('The wallet entry does not exist', undefined, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('There is no wallet entry 999, or its driver is not one of the drivers you see.'),
    ).toBeInTheDocument();
    expect(rec.entries).toEqual(['999']);
    expect(screen.queryByRole('button', { name: 'Delete entry' })).not.toBeInTheDocument();
  });

  it('/wallet/:id goes to the entry page; a path that is no id is said not to exist without asking the server', async () => {
    const rec = setup();
    await renderApp('/wallet/abc', { loggedIn: true });
    await waitFor(() => expect(currentPath()).toBe('/wallet/abc/show'));
    expect(
      await screen.findByText(
        'There is no wallet entry abc, or its driver is not one of the drivers you see.',
        undefined,
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(rec.entries).toEqual([]);
  });
});
