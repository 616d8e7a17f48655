// The stock transfer page: the two panels with their entity types (driver by default) and pickers
// ("First Last (email)", "owner - region"), the holders' stock tables, the giving rows' transfer form (required, at
// least 1, at most the available amount) or "cannot be transferred", the pre-checks with their own notifications,
// the path of each entity pair, the success and error-code messages, both lists fetched again after every attempt,
// and the receiving driver's pending stock (loader, empty, error + refresh).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import type { StockExchange, StockItem, WarehouseItem } from '../../domain/stockSchemas.ts';
import { selectionFromParams, transferPreCheck } from '../../src/custom-pages/stock/transferSelection.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const PATHS = ['orders.canAccessPage', 'settings.canAccessPage', 'stock.canAccessPage'];

const item = (productId: number, name: string, amount: number, overrides: Partial<StockItem> = {}): StockItem => ({
  productId,
  name,
  productCode: `P-${productId}`,
  companyId: 11,
  companyName: 'IQOS Polska',
  companyImageUrl: null,
  imageUrl: null,
  canTransferStock: true,
  amount,
  reserved: 0,
  available: amount,
  items: [],
  ...overrides,
});

const driver = (id: number, firstName: string, lastName: string, email: string, blocked = false) =>
  ({
    id,
    firstName,
    lastName,
    email,
    phone: null,
    regionId: 1,
    regionName: 'Kraków',
    status: 'online',
    active: true,
    blocked,
  }) as unknown as DriverRow;

const DRIVERS = [
  driver(5, 'Anna', 'Zielińska', 'anna@kurier.pl'),
  driver(6, 'Bartek', 'Nowak', 'bartek@kurier.pl'),
  driver(7, 'Cezary', 'Blokowany', 'cezary@kurier.pl', true),
];
const WAREHOUSES = [
  {
    id: 1,
    owner: 'Magazyn IQOS Kraków',
    region: 'Kraków',
    companyId: 11,
    companyName: 'IQOS Polska',
    regionId: 1,
    stock: {},
    totalStockCount: 0,
  },
  {
    id: 2,
    owner: 'Magazyn IQOS Warszawa',
    region: 'Warszawa',
    companyId: 11,
    companyName: 'IQOS Polska',
    regionId: 2,
    stock: {},
    totalStockCount: 0,
  },
] as WarehouseItem[];

interface State {
  stock: Record<string, StockItem[]>;
  pending: Record<number, StockExchange[] | 'error'>;
  stockCalls: string[];
  pendingCalls: number[];
  transfers: { path: string; body: Record<string, number> }[];
  /** Answer of the next transfer; a success moves the amount. */
  refuse?: () => Response;
}

const initialState = (): State => ({
  stock: {
    'driver:5': [
      item(101, 'ILUMA PRIME', 4, { reserved: 1, available: 3 }),
      item(103, 'Etui', 2, { canTransferStock: false }),
    ],
    'driver:6': [item(101, 'ILUMA PRIME', 1)],
    'warehouse:1': [item(101, 'ILUMA PRIME', 10), item(102, 'ILUMA ONE', 6)],
    'warehouse:2': [item(101, 'ILUMA PRIME', 2)],
  },
  pending: {},
  stockCalls: [],
  pendingCalls: [],
  transfers: [],
});

const holdersOf = (path: string, body: Record<string, number>): [string, string] => {
  switch (path) {
    case '/api/stock/add':
      return [`warehouse:${body.warehouseId}`, `driver:${body.driverId}`];
    case '/api/stock/transfer-batch-wtw':
      return [`warehouse:${body.givingWarehouseId}`, `warehouse:${body.receivingWarehouseId}`];
    case '/api/stock/transfer-batch-dtw':
      return [`driver:${body.givingDriverId}`, `warehouse:${body.receivingWarehouseId}`];
    default:
      return [`driver:${body.givingDriverId}`, `driver:${body.receivingDriverId}`];
  }
};

const move = (state: State, from: string, to: string, productId: number, amount: number) => {
  const giving = state.stock[from].find((s) => s.productId === productId)!;
  giving.amount -= amount;
  giving.available -= amount;
  const receiving = state.stock[to] ?? (state.stock[to] = []);
  const line = receiving.find((s) => s.productId === productId);
  if (line) {
    line.amount += amount;
    line.available += amount;
  } else receiving.push({ ...giving, amount, available: amount, reserved: 0 });
};

const stockHandlers = (state: State) => [
  ...sessionHandlers(operatorMe(PATHS)),
  http.get('/api/driver/list', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const q = (params.get('q') ?? '').toLowerCase();
    const items = DRIVERS.filter(
      (d) =>
        `${d.firstName} ${d.lastName} ${d.email}`.toLowerCase().includes(q) &&
        (params.get('blocked') !== 'false' || !(d as { blocked?: boolean }).blocked),
    );
    return HttpResponse.json({ items, total: items.length, page: 1, perPage: 50 });
  }),
  http.get('/api/warehouse/list', () => HttpResponse.json({ items: WAREHOUSES })),
  http.get('/api/driver/stock', ({ request }) => {
    const key = `driver:${new URL(request.url).searchParams.get('driverId')}`;
    state.stockCalls.push(key);
    return HttpResponse.json({
      stock: Object.fromEntries((state.stock[key] ?? []).map((s) => [String(s.productId), s])),
    });
  }),
  http.get('/api/warehouse/stock', ({ request }) => {
    const key = `warehouse:${new URL(request.url).searchParams.get('warehouseId')}`;
    state.stockCalls.push(key);
    return HttpResponse.json({
      stock: Object.fromEntries((state.stock[key] ?? []).map((s) => [String(s.productId), s])),
    });
  }),
  http.get('/api/stock/pending', ({ request }) => {
    const driverId = Number(new URL(request.url).searchParams.get('driverId'));
    state.pendingCalls.push(driverId);
    const answer = state.pending[driverId] ?? [];
    return answer === 'error' ? apiError(500, 'boom') : HttpResponse.json({ items: answer });
  }),
  ...[
    '/api/stock/add',
    '/api/stock/transfer-batch-wtw',
    '/api/stock/transfer-batch-dtw',
    '/api/stock/transfer-batch-finish',
  ].map((path) =>
    http.post(path, async ({ request }) => {
      const body = (await request.json()) as Record<string, number>;
      state.transfers.push({ path: path.slice(4), body });
      if (state.refuse) return state.refuse();
      const [from, to] = holdersOf(path, body);
      move(state, from, to, body.productId, body.amount);
      return HttpResponse.json({
        movementType: null,
        movementId: 1,
        exchangeId: null,
        giving: { amount: 0, available: 0 },
        receiving: { amount: 0 },
      });
    }),
  ),
];

type User = Awaited<ReturnType<typeof renderApp>>['user'];
const panel = (name: 'Giving' | 'Receiving') => screen.getByRole('region', { name });
const findPanel = (name: 'Giving' | 'Receiving') => screen.findByRole('region', { name }, { timeout: 10_000 });

/** Types into a panel's picker and picks the option whose text is exactly `label`. */
const pick = async (
  user: User,
  side: 'Giving' | 'Receiving',
  picker: 'Driver' | 'Warehouse',
  text: string,
  label: string,
) => {
  const input = within(panel(side)).getByRole('combobox', { name: picker });
  await user.click(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('option', { name: label }, { timeout: 5_000 }));
};

const stockRow = async (side: 'Giving' | 'Receiving', product: string) =>
  (await within(panel(side)).findByText(product, {}, { timeout: 5_000 })).closest('tr') as HTMLElement;

/** The texts of a row's cells (without the expand toggle's). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .filter((c) => !c.classList.contains('RaDataTable-expandIconCell'))
    .map((c) => c.textContent);

/** Expands a giving row and submits the amount. */
const transferAmount = async (user: User, product: string, amount: string) => {
  await user.click(await stockRow('Giving', product));
  const form = await screen.findByRole('region', { name: `Transfer ${product}` });
  const field = within(form).getByRole('spinbutton', { name: 'Amount to transfer' });
  await user.clear(field);
  if (amount) await user.type(field, amount);
  await user.click(within(form).getByRole('button', { name: 'Transfer' }));
  return form;
};

const countOf = (calls: string[], key: string) => calls.filter((c) => c === key).length;

describe('stock transfer page', { timeout: 60_000 }, () => {
  it('starts with driver on both sides, offers "First Last (email)" and "owner - region", keeps the choice in the URL, and clearing resets the list', async () => {
    const state = initialState();
    server.use(...stockHandlers(state));
    const { user } = await renderApp('/stock', { loggedIn: true });

    const giving = await findPanel('Giving');
    const receiving = panel('Receiving');
    for (const side of [giving, receiving]) {
      expect(within(side).getByRole('button', { name: 'Driver' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(side).getByRole('button', { name: 'Warehouse' })).toHaveAttribute('aria-pressed', 'false');
      expect(within(side).getByText('Choose a driver to see its stock.')).toBeInTheDocument();
    }
    expect(state.stockCalls).toEqual([]);

    await user.click(within(giving).getByRole('combobox', { name: 'Driver' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Anna Zielińska (anna@kurier.pl)',
      'Bartek Nowak (bartek@kurier.pl)',
      'Cezary Blokowany (cezary@kurier.pl)',
    ]);
    await user.keyboard('{Escape}');
    // A blocked driver may give stock back, not receive it: the receiving picker does not offer it.
    await user.click(within(receiving).getByRole('combobox', { name: 'Driver' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Anna Zielińska (anna@kurier.pl)',
      'Bartek Nowak (bartek@kurier.pl)',
    ]);
    await user.keyboard('{Escape}');
    await pick(user, 'Giving', 'Driver', 'anna', 'Anna Zielińska (anna@kurier.pl)');
    expect(cellsOf(await stockRow('Giving', 'ILUMA PRIME'))).toEqual(['ILUMA PRIME (P-101)', 'IQOS Polska', '4', '3']);
    expect(new URLSearchParams(window.location.search).get('givingDriverId')).toBe('5');

    await user.click(within(receiving).getByRole('button', { name: 'Warehouse' }));
    expect(within(receiving).getByText('Choose a warehouse to see its stock.')).toBeInTheDocument();
    await user.click(within(receiving).getByRole('combobox', { name: 'Warehouse' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Magazyn IQOS Kraków - Kraków',
      'Magazyn IQOS Warszawa - Warszawa',
    ]);
    await user.click(screen.getByRole('option', { name: 'Magazyn IQOS Warszawa - Warszawa' }));
    await stockRow('Receiving', 'ILUMA PRIME');
    expect(within(receiving).getByText('The receiving warehouse’s stock is shown read-only.')).toBeInTheDocument();
    const params = new URLSearchParams(window.location.search);
    expect(params.get('receivingType')).toBe('warehouse');
    expect(params.get('receivingWarehouseId')).toBe('2');
    expect(state.stockCalls).toEqual(['driver:5', 'warehouse:2']);

    await user.clear(within(giving).getByRole('combobox', { name: 'Driver' }));
    expect(await within(giving).findByText('Choose a driver to see its stock.')).toBeInTheDocument();
    expect(within(giving).queryByText('ILUMA PRIME')).not.toBeInTheDocument();
    expect(new URLSearchParams(window.location.search).get('givingDriverId')).toBeNull();
    expect(state.stockCalls).toEqual(['driver:5', 'warehouse:2']);
  });

  it('narrows the drivers offered to the typed text at once and keeps them, clickable, while the server searches it', async () => {
    const state = initialState();
    // The server's answers to a typed text wait until the test lets them go; the first list (no text) comes at once.
    const asked: string[] = [];
    const gates = new Map<string, () => void>();
    const held = (q: string) => new Promise<void>((resolve) => gates.set(q, resolve));
    const waits = new Map([
      ['bart', held('bart')],
      ['512', held('512')],
    ]);
    server.use(
      http.get('/api/driver/list', async ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        await waits.get(q);
        // Then the page's own handler answers (stockHandlers, after this one).
      }),
      ...stockHandlers(state),
    );
    const { user } = await renderApp('/stock', { loggedIn: true });
    const input = within(await findPanel('Giving')).getByRole('combobox', { name: 'Driver' });
    await user.click(input);
    const offered = () => screen.queryAllByRole('option').map((o) => o.textContent);
    await waitFor(() => expect(offered()).toHaveLength(3));

    await user.type(input, 'bart');
    // At once, before the search is even asked: the earlier suggestions narrowed to the text, no "Loading…".
    expect(offered()).toEqual(['Bartek Nowak (bartek@kurier.pl)']);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('bart'));
    // While the server searches, the option stays where it was, and a click on it chooses the driver.
    expect(offered()).toEqual(['Bartek Nowak (bartek@kurier.pl)']);
    await user.click(screen.getByRole('option', { name: 'Bartek Nowak (bartek@kurier.pl)' }));
    await waitFor(() => expect(state.stockCalls).toEqual(['driver:6']));
    expect(input).toHaveValue('Bartek Nowak (bartek@kurier.pl)');
    gates.get('bart')!();

    // A text none of the last suggestions holds (a phone number the server may find): "Loading…", not "no driver".
    await user.clear(input);
    await user.type(input, '512');
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.queryByText('Nothing found')).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toContain('512'));
    gates.get('512')!();
    expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  });

  it('checks that the receiving driver or warehouse is chosen before calling, each with its own notification', async () => {
    const state = initialState();
    server.use(...stockHandlers(state));
    const { user } = await renderApp('/stock?givingType=warehouse&givingWarehouseId=1', { loggedIn: true });
    await findPanel('Giving');
    await transferAmount(user, 'ILUMA PRIME', '2');
    expect(await screen.findByText('Choose the receiving driver first.')).toBeInTheDocument();

    await user.click(within(panel('Receiving')).getByRole('button', { name: 'Warehouse' }));
    await user.click(
      within(screen.getByRole('region', { name: 'Transfer ILUMA PRIME' })).getByRole('button', { name: 'Transfer' }),
    );
    expect(
      await screen.findByText('Choose the receiving warehouse first.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(state.transfers).toEqual([]);
  });

  it('names the missing giving holder first (driver or warehouse), then the receiving one', () => {
    const check = (query: string) => transferPreCheck(selectionFromParams(new URLSearchParams(query)));
    expect(check('')).toBe('stock.precheck.noGivingDriver');
    expect(check('givingType=warehouse&receivingDriverId=5')).toBe('stock.precheck.noGivingWarehouse');
    expect(check('givingDriverId=5')).toBe('stock.precheck.noReceivingDriver');
    expect(check('givingDriverId=5&receivingType=warehouse&receivingDriverId=6')).toBe(
      'stock.precheck.noReceivingWarehouse',
    );
    expect(check('givingType=warehouse&givingWarehouseId=1&receivingDriverId=6')).toBeNull();
  });

  it('asks for an amount of at least 1 and at most the available one, and says when stock cannot be transferred', async () => {
    const state = initialState();
    server.use(...stockHandlers(state));
    const { user } = await renderApp('/stock?givingDriverId=5&receivingDriverId=6', { loggedIn: true });
    await findPanel('Giving');

    const form = await transferAmount(user, 'ILUMA PRIME', '');
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    const field = within(form).getByRole('spinbutton', { name: 'Amount to transfer' });
    await user.clear(field);
    await user.type(field, '0');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Must be at least 1')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '4');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Must be at most 3')).toBeInTheDocument();
    expect(state.transfers).toEqual([]);

    await user.click(await stockRow('Giving', 'Etui'));
    const etui = await screen.findByRole('region', { name: 'Transfer Etui' });
    expect(within(etui).getByText('This stock cannot be transferred.')).toBeInTheDocument();
    expect(within(etui).queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it.each([
    [
      'warehouse',
      'driver',
      'givingWarehouseId=1&receivingDriverId=5',
      '/stock/add',
      { amount: 2, warehouseId: 1, driverId: 5, productId: 101 },
      'Stock transferred.',
    ],
    [
      'warehouse',
      'warehouse',
      'givingWarehouseId=1&receivingWarehouseId=2',
      '/stock/transfer-batch-wtw',
      { amount: 2, givingWarehouseId: 1, receivingWarehouseId: 2, productId: 101 },
      'Stock transferred.',
    ],
    [
      'driver',
      'warehouse',
      'givingDriverId=5&receivingWarehouseId=2',
      '/stock/transfer-batch-dtw',
      { amount: 2, givingDriverId: 5, receivingWarehouseId: 2, productId: 101 },
      'Stock transferred.',
    ],
    [
      'driver',
      'driver',
      'givingDriverId=5&receivingDriverId=6',
      '/stock/transfer-batch-finish',
      { amount: 2, productId: 101, givingDriverId: 5, receivingDriverId: 6 },
      'Stock transferred. It waits for the receiving driver’s confirmation.',
    ],
  ])(
    '%s to %s (%s) calls %s with its body, tells it went through, and fetches both lists again',
    async (givingType, receivingType, ids, path, body, message) => {
      const state = initialState();
      server.use(...stockHandlers(state));
      const { user } = await renderApp(`/stock?givingType=${givingType}&receivingType=${receivingType}&${ids}`, {
        loggedIn: true,
      });
      await findPanel('Giving');
      await stockRow('Receiving', 'ILUMA PRIME');
      const [from, to] = holdersOf(`/api${path}`, body as Record<string, number>);
      const before = [countOf(state.stockCalls, from), countOf(state.stockCalls, to)];

      await transferAmount(user, 'ILUMA PRIME', '2');
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(state.transfers).toEqual([{ path: path, body }]);
      await waitFor(() =>
        expect([countOf(state.stockCalls, from), countOf(state.stockCalls, to)]).toEqual([
          before[0] + 1,
          before[1] + 1,
        ]),
      );
      const expected = state.stock[from].find((s) => s.productId === 101)!.amount;
      await waitFor(() =>
        expect(cellsOf(within(panel('Giving')).getByText('ILUMA PRIME').closest('tr') as HTMLElement)[2]).toBe(
          String(expected),
        ),
      );
    },
  );

  it('translates a refused transfer’s code, shows the generic message otherwise, and fetches both lists again after each failure', async () => {
    const state = initialState();
    server.use(...stockHandlers(state));
    const { user } = await renderApp('/stock?givingType=warehouse&givingWarehouseId=1&receivingDriverId=5', {
      loggedIn: true,
    });
    await findPanel('Giving');
    await stockRow('Receiving', 'ILUMA PRIME');

    state.refuse = () => apiError(409, 'insufficient_stock');
    const form = await transferAmount(user, 'ILUMA PRIME', '2');
    expect(
      await screen.findByText('Not enough stock: the giving side has less available than this amount.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect([countOf(state.stockCalls, 'warehouse:1'), countOf(state.stockCalls, 'driver:5')]).toEqual([2, 2]),
    );
    expect(within(form).getByRole('spinbutton', { name: 'Amount to transfer' })).toHaveValue(2);

    state.refuse = () => apiError(409, 'driver_insufficient_company_permissions');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('The driver may not carry this company’s goods.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect([countOf(state.stockCalls, 'warehouse:1'), countOf(state.stockCalls, 'driver:5')]).toEqual([3, 3]),
    );

    state.refuse = () => apiError(500, 'boom');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(
      await screen.findByText('Something went wrong, try again later.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect([countOf(state.stockCalls, 'warehouse:1'), countOf(state.stockCalls, 'driver:5')]).toEqual([4, 4]),
    );
    expect(state.transfers).toHaveLength(3);
  });

  it('expands a receiving driver’s row to its pending stock of that product (products only on their way get a row): loader, rows, empty state, and error with refresh', async () => {
    const state = initialState();
    const exchange = (id: number, productId: number, productName: string, amount: number): StockExchange => ({
      id,
      driverId: 6,
      driverName: 'Bartek Nowak',
      givingDriverId: 5,
      givingDriverName: 'Anna Zielińska',
      productId,
      productName,
      amount,
      productCode: null,
      companyId: 11,
      companyName: 'IQOS Polska',
      companyImageUrl: null,
      status: 'pending',
      createdAt: '2025-03-04T08:15:00.000Z',
      startedAt: null,
      rejectedAt: null,
      confirmedAt: null,
    });
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    state.pending[6] = [exchange(1, 101, 'ILUMA PRIME', 2), exchange(2, 102, 'ILUMA ONE', 5)];
    server.use(
      // Before the others: the first answer waits, so the loader shows.
      http.get('/api/stock/pending', async ({ request }) => {
        await gate;
        const driverId = Number(new URL(request.url).searchParams.get('driverId'));
        state.pendingCalls.push(driverId);
        const answer = state.pending[driverId] ?? [];
        return answer === 'error' ? apiError(500, 'boom') : HttpResponse.json({ items: answer });
      }),
      ...stockHandlers(state),
    );
    const { user } = await renderApp('/stock?givingType=warehouse&givingWarehouseId=1&receivingDriverId=6', {
      loggedIn: true,
    });
    await findPanel('Giving');
    await user.click(await stockRow('Receiving', 'ILUMA PRIME'));
    const pending = await screen.findByRole('region', { name: 'Pending stock of ILUMA PRIME' });
    expect(within(pending).getByRole('progressbar', { name: 'Loading pending stock' })).toBeInTheDocument();
    release();
    const row = (await within(pending).findByText('Anna Zielińska')).closest('tr') as HTMLElement;
    expect(cellsOf(row).slice(0, 4)).toEqual(['Anna Zielińska', 'ILUMA PRIME', '2', 'Pending']);
    expect(within(pending).queryByText('ILUMA ONE')).not.toBeInTheDocument();
    // A product on its way that the driver does not hold yet has a row of its own: nothing held, 5 incoming.
    const incomingOnly = await stockRow('Receiving', 'ILUMA ONE');
    expect(cellsOf(incomingOnly).slice(2)).toEqual(['0', '0', '5']);
    // Its company is the product's, not a blank cell.
    expect(cellsOf(incomingOnly)[1]).toBe('IQOS Polska');

    state.pending[6] = 'error';
    await transferAmount(user, 'ILUMA ONE', '1');
    const alert = (
      await within(pending).findByText(/The pending stock could not be loaded/, {}, { timeout: 10_000 })
    ).closest('[role="alert"]') as HTMLElement;
    state.pending[6] = [];
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await within(pending).findByText('No pending transfers of this product.')).toBeInTheDocument();
  });
});
