// The order list's filter bar, CSV download, saved views, keyboard shortcuts and expanded row, as a user sees them.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyOption, OrderAuditEntry, ProductItem, SavedView } from '../../domain/api.ts';
import { LOCALE_STORE_KEY } from '../../src/i18n/index.ts';
import { operatorMe, order } from './support/fixtures.ts';
import {
  filterOptionHandlers,
  logoutHandler,
  meHandler,
  orderDetailsHandlers,
  orderList,
  refreshOk,
} from './support/handlers.ts';
import { captureDownloads } from './support/downloads.ts';
import { orderDetails } from './support/orderDetails.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const company = (id: number, name: string): CompanyOption => ({ id, name, status: 'active', logo: null });
const product = (id: number, companyId: number, name: string): ProductItem => ({
  id,
  companyId,
  name,
  code: `P${id}`,
  type: 'pickup_delivery',
  dimensionsAlgorithm: null,
  maximumDimensions: null,
  productSettings: {},
});
const OPTIONS = {
  companies: [company(3, 'Kwiaty sp. z o.o.'), company(4, 'Apteka Zdrowie')],
  regions: [
    { id: 1, name: 'Kraków', active: true },
    { id: 2, name: 'Warszawa', active: true },
  ],
  products: [product(11, 3, 'Bukiet'), product(12, 4, 'Leki na receptę'), product(13, 3, 'Wieniec')],
};
const ROWS = [
  order({ id: 1, orderNo: 'NEW1', status: 'new' }),
  order({
    id: 2,
    orderNo: 'ACC2',
    status: 'accepted',
    driver: { id: 4, firstName: 'Jan', lastName: 'Kowalski' },
    lastComment: { comment: 'Ring twice, then wait', createdAt: '2025-01-10T10:00:00.000Z', createdBy: 'anna' },
  }),
];

const listRequests: URL[] = [];
const session = (views: SavedView[] = []) => [
  refreshOk(),
  meHandler(operatorMe()),
  logoutHandler(),
  ...filterOptionHandlers({ ...OPTIONS, views }),
  orderList(ROWS, (url) => listRequests.push(url)),
];
const lastQuery = () => listRequests.at(-1)!.searchParams;
const urlFilter = () =>
  JSON.parse(new URLSearchParams(window.location.search).get('filter') ?? '{}') as Record<string, unknown>;

afterEach(() => {
  listRequests.length = 0;
});

describe('order filter bar', () => {
  it('sends the chosen statuses, region and company to the server and keeps them in the URL', async () => {
    server.use(...session());
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statusList = await screen.findByRole('listbox');
    await user.click(within(statusList).getByRole('option', { name: 'Accepted' }));
    await user.click(within(statusList).getByRole('option', { name: 'Picked up' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastQuery().get('status')).toBe('accepted,picked_up'));

    // "All" clears the individual statuses.
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'All' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(lastQuery().get('status')).toBeNull());

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Warszawa' }));
    await waitFor(() => expect(lastQuery().get('region')).toBe('Warszawa'));

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Apteka Zdrowie' }));
    await waitFor(() => expect(lastQuery().getAll('companyIds[]')).toEqual(['4']));
    expect(urlFilter()).toMatchObject({ region: 'Warszawa', companyIds: [4] });
    // Every filter change keeps the ongoing orders of earlier days on the list.
    expect(listRequests.every((url) => url.searchParams.get('showPastActiveOrders') === 'true')).toBe(true);
  });

  it('offers only the chosen company’s products and clears a product of another company', async () => {
    server.use(...session());
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    const all = await screen.findByRole('listbox');
    expect(
      within(all)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Bukiet', 'Leki na receptę', 'Wieniec']);
    await user.click(within(all).getByRole('option', { name: 'Bukiet' }));
    await waitFor(() => expect(lastQuery().get('productId')).toBe('11'));

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Apteka Zdrowie' }));
    await waitFor(() => expect(lastQuery().getAll('companyIds[]')).toEqual(['4']));
    expect(lastQuery().get('productId')).toBeNull();

    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Leki na receptę']);
  });

  it('searches as globalIdSearch once typing pauses for 500 ms', async () => {
    server.use(...session());
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'A1B2');
    await waitFor(() => expect(lastQuery().get('globalIdSearch')).toBe('A1B2'));
    // One request for the whole phrase, none for its prefixes.
    expect(
      listRequests
        .filter((url) => url.searchParams.has('globalIdSearch'))
        .map((url) => url.searchParams.get('globalIdSearch')),
    ).toEqual(['A1B2']);
    expect(urlFilter()).toMatchObject({ globalIdSearch: 'A1B2' });
  });

  it('says in the search field what it matches: receivers only for a user who sees sensitive data', async () => {
    server.use(...session());
    const first = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute('placeholder', 'Order no, external id…');
    first.unmount();

    server.use(...session());
    server.use(meHandler(operatorMe(['orders.canAccessPage', 'orders.canView.sensitiveData']))); // used before the session's
    await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveAttribute(
        'placeholder',
        'Order no, external id, receiver name or phone…',
      ),
    );
  });

  it('restores the filters from the URL', async () => {
    server.use(...session());
    const filter = encodeURIComponent(
      JSON.stringify({
        status: ['cancelled'],
        region: 'Kraków',
        dateFrom: '2025-01-10T00:00:00.000Z',
        dateTo: '2025-01-10T23:59:59.999Z',
      }),
    );
    await renderApp(`/orders/list?filter=${filter}`, { loggedIn: true });
    await screen.findByText('NEW1');

    expect(lastQuery().get('status')).toBe('cancelled');
    expect(lastQuery().get('region')).toBe('Kraków');
    expect(lastQuery().get('dateFrom')).toBe('2025-01-10T00:00:00.000Z');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Cancelled');
    expect(screen.getByRole('combobox', { name: 'Region' })).toHaveValue('Kraków');
  });

  it('downloads the rows on screen: the server’s file of those orders, by id in the order on screen', async () => {
    const exports: URL[] = [];
    const file = '\uFEFForder_id,order_no,status\r\n1,NEW1,New\r\n2,ACC2,Accepted\r\n';
    server.use(
      ...session(),
      http.get('/api/order/list/export', ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse(file, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders.csv"',
          },
        });
      }),
    );
    const saved = captureDownloads();
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    // It says what it exports: the page on screen, or every matching row, in the same columns.
    expect(screen.getByRole('menuitem', { name: /All matching rows \(2\)/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /This page \(2 rows\)/ })).toHaveTextContent(
      'The rows on screen, in the same columns as all matching rows',
    );
    await user.click(screen.getByRole('menuitem', { name: /This page \(2 rows\)/ }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports).toHaveLength(1);
    // The page's ids alone (no filter), the user's language and spreadsheet dialect.
    expect(Object.fromEntries(exports[0].searchParams)).toEqual({ orderIds: '1,2', lang: 'en' });
    expect(saved[0].name).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    // The file as the server wrote it (reading it as text drops the byte-order mark).
    expect(await saved[0].blob.text()).toBe(file.replace(/^\uFEFF/, ''));
  });
});

describe('download of every matching row', () => {
  it("asks the server for every row of the list's filters in the user's language and saves it under a Warsaw-time name", async () => {
    const exports: URL[] = [];
    server.use(
      ...session(),
      http.get('/api/order/list/export', ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse('\uFEFForder_id\r\n1\r\n2\r\n3\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="orders.csv"',
          },
        });
      }),
    );
    const saved = captureDownloads();
    const filter = encodeURIComponent(
      JSON.stringify({
        status: ['cancelled'],
        region: 'Kraków',
        dateFrom: '2025-01-10T00:00:00.000Z',
        dateTo: '2025-01-10T23:59:59.999Z',
      }),
    );
    const { user } = await renderApp(`/orders/list?filter=${filter}`, { loggedIn: true });
    await screen.findByText('NEW1');

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await user.click(screen.getByRole('menuitem', { name: /All matching rows/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports).toHaveLength(1);
    const query = Object.fromEntries(exports[0].searchParams);
    expect(query).toMatchObject({
      status: 'cancelled',
      region: 'Kraków',
      dateFrom: '2025-01-10T00:00:00.000Z',
      dateTo: '2025-01-10T23:59:59.999Z',
      lang: 'en',
    });
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('perPage');
    expect(await saved[0].blob.text()).toContain('order_id');
    expect(saved[0].name).toMatch(/^orders-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  });
});

describe('saved views', () => {
  it('applies a saved view keeping the chosen dates, and saves the current filters under a name', async () => {
    const saved: unknown[] = [];
    server.use(
      ...session([
        {
          id: 5,
          resource: 'orders',
          name: 'Warsaw new',
          filters: { status: ['new'], region: 'Warszawa' },
          updatedAt: '2025-01-10T10:00:00.000Z',
        },
      ]),
      http.post('/api/saved-view/save', async ({ request }) => {
        const body = (await request.json()) as { name: string; filters: Record<string, unknown> };
        saved.push(body);
        return HttpResponse.json({
          id: 6,
          resource: 'orders',
          name: body.name,
          filters: body.filters,
          updatedAt: '2025-01-10T10:00:00.000Z',
        });
      }),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    const dateFrom = lastQuery().get('dateFrom');

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: /Warsaw new/ }));
    await waitFor(() => expect(lastQuery().get('region')).toBe('Warszawa'));
    expect(lastQuery().get('status')).toBe('new');
    expect(lastQuery().get('dateFrom')).toBe(dateFrom);

    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Save current filters as a view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Warsaw morning');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('View "Warsaw morning" saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { resource: 'orders', name: 'Warsaw morning', filters: { status: ['new'], region: 'Warszawa' } },
    ]);
  });
});

describe('expanded row', () => {
  const audit: OrderAuditEntry[] = [
    {
      id: 1,
      at: '2025-01-10T09:05:00.000Z',
      action: 'order.hold',
      actor: { kind: 'operator', name: 'anna' },
      before: null,
      after: { holdUntil: null, notes: 'Client asked to wait' },
    },
    {
      id: 2,
      at: '2025-01-10T09:10:00.000Z',
      action: 'order.cancel',
      actor: { kind: 'operator', name: 'piotr' },
      before: { status: 'accepted' },
      after: { status: 'cancelled', reason: 'WRONG_ADDRESS' },
    },
  ];

  it('shows every detail the server sent, the pickup point’s hours and the audit trail', async () => {
    server.use(...session(), ...orderDetailsHandlers([orderDetails({}, { id: 1, orderNo: 'NEW1' })], audit));
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    await user.click(await screen.findByText('NEW1'));
    const panel = await screen.findByTestId('order-expand-1');
    expect(await within(panel).findByText('Anna Nowak')).toBeInTheDocument();
    expect(within(panel).getByText('Puławska 12, 02-566 Warszawa')).toBeInTheDocument();
    expect(within(panel).getByText('08:00–20:00')).toBeInTheDocument();
    expect(within(panel).getByText('Closed')).toBeInTheDocument();
    expect(within(panel).getByText('5.23 km')).toBeInTheDocument();
    expect(within(panel).getByText('PLN 25.00')).toBeInTheDocument();
    expect(within(panel).getByText('8765')).toBeInTheDocument();
    expect(within(panel).getByText('PLN 12.50')).toBeInTheDocument(); // to pay on pick-up
    // The receiver's tracking page: opened in a new tab, or copied to pass on.
    const tracking = within(panel).getByRole('link', { name: 'Open' });
    expect(tracking).toHaveAttribute('href', 'http://localhost:3000/track/0123456789abcdef0123456789abcdef');
    expect(tracking).toHaveAttribute('target', '_blank');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(panel).getByRole('button', { name: 'Copy the tracking link' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/track/0123456789abcdef0123456789abcdef');
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
    expect(await within(panel).findByText('cancelled the order')).toBeInTheDocument();
    expect(within(panel).getByText('Status: Accepted → Cancelled · Reason: Wrong address')).toBeInTheDocument();
    // Newest first.
    const actions = within(panel)
      .getAllByText(/the order|on hold/)
      .map((el) => el.textContent);
    expect(actions.indexOf('cancelled the order')).toBeLessThan(actions.indexOf('put the order on hold'));
  });

  for (const path of ['/orders/7/show', '/orders/7'])
    it(`an order’s link (${path}) shows exactly that order whatever its date and opens its row`, async () => {
      const requests: URL[] = [];
      server.use(...session());
      server.use(
        orderList([order({ id: 7, orderNo: 'LINK7' })], (url) => requests.push(url)),
        ...orderDetailsHandlers([orderDetails({}, { id: 7, orderNo: 'LINK7' })]),
      );
      await renderApp(path, { loggedIn: true });
      const panel = await screen.findByTestId('order-expand-7');
      expect(await within(panel).findByText('Anna Nowak')).toBeInTheDocument();
      expect(requests.at(-1)?.searchParams.get('orderId')).toBe('7');
      expect(requests.at(-1)?.searchParams.get('globalIdSearch')).toBeNull(); // no search that could find others
      expect(requests.at(-1)?.searchParams.get('dateFrom')).toBeNull();
      expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
      expect(await screen.findByTestId('order-filter')).toHaveTextContent('Order LINK7');
      expect(document.querySelector('tr[data-order-row="7"]')).toHaveAttribute('aria-expanded', 'true');
    });

  const lifecycle: OrderAuditEntry[] = [
    {
      id: 11,
      at: '2025-01-10T08:00:00.000Z',
      action: 'order.create',
      actor: { kind: 'api_key', name: null },
      before: null,
      after: { status: 'new' },
    },
    {
      id: 12,
      at: '2025-01-10T08:02:00.000Z',
      action: 'order.accept',
      actor: { kind: 'driver', name: 'jan' },
      before: { status: 'new' },
      after: { status: 'accepted' },
    },
    {
      id: 13,
      at: '2025-01-10T08:10:00.000Z',
      action: 'order.arriveAtPickup',
      actor: { kind: 'driver', name: 'jan' },
      before: null,
      after: {},
    },
    {
      id: 14,
      at: '2025-01-10T08:15:00.000Z',
      action: 'order.pickUp',
      actor: { kind: 'driver', name: 'jan' },
      before: { status: 'accepted' },
      after: { status: 'picked_up' },
    },
    {
      id: 15,
      at: '2025-01-10T08:40:00.000Z',
      action: 'order.someNewStep',
      actor: { kind: 'simulator', name: null },
      before: null,
      after: {},
    },
  ];
  const withServices = () =>
    orderDetails({ additionalServices: ['sms_notifications', 'fragile'] }, { id: 1, orderNo: 'NEW1' });

  it('translates the audit trail’s actions and actors and the additional services; an unknown action reads as words', async () => {
    server.use(...session(), ...orderDetailsHandlers([withServices()], lifecycle));
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    await user.click(await screen.findByText('NEW1'));
    const panel = await screen.findByTestId('order-expand-1');
    expect(await within(panel).findByText('created the order')).toBeInTheDocument();
    expect(within(panel).getByText('API key')).toBeInTheDocument();
    expect(within(panel).getByText('Simulator')).toBeInTheDocument();
    expect(within(panel).getByText('accepted the order')).toBeInTheDocument();
    expect(within(panel).getByText('arrived at the pickup point')).toBeInTheDocument();
    expect(within(panel).getByText('picked up the order')).toBeInTheDocument();
    expect(within(panel).getByText('some new step')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/order\.(create|accept|pickUp|arriveAtPickup|someNewStep)/);
    expect(within(panel).getByText('SMS notifications, Fragile')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent('sms_notifications');
  });

  it('shows the audit trail and the additional services in Czech', async () => {
    window.localStorage.setItem(`RaStore.${LOCALE_STORE_KEY}`, JSON.stringify('cz'));
    server.use(...session(), ...orderDetailsHandlers([withServices()], lifecycle));
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    await user.click(await screen.findByText('NEW1'));
    const panel = await screen.findByTestId('order-expand-1');
    expect(await within(panel).findByText('vytvořil(a) objednávku')).toBeInTheDocument();
    expect(within(panel).getByText('Klíč API')).toBeInTheDocument();
    expect(within(panel).getByText('Simulátor')).toBeInTheDocument();
    expect(within(panel).getByText('vyzvedl(a) objednávku')).toBeInTheDocument();
    expect(within(panel).getByText('Stav: Přijatá → Vyzvednutá')).toBeInTheDocument();
    expect(within(panel).getByText('Oznámení SMS, Křehké')).toBeInTheDocument();
    expect(within(panel).getByText('Doplňkové služby')).toBeInTheDocument();
  });

  it('says in words that the receiver is hidden, with no codes or estimations, when the server withheld them', async () => {
    const hidden = orderDetails(
      {
        receiver: {
          name: 'customer',
          phone: null,
          street: null,
          city: 'Warszawa',
          zipCode: null,
          lat: null,
          lng: null,
          hidden: true,
        },
        codes: null,
        estimations: null,
      },
      { id: 1, orderNo: 'NEW1' },
    );
    server.use(...session(), ...orderDetailsHandlers([hidden]));
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    await user.click(await screen.findByText('NEW1'));
    const panel = await screen.findByTestId('order-expand-1');
    expect(await within(panel).findByText('customer (details hidden)')).toBeInTheDocument();
    expect(within(panel).queryByText('PIN')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Estimations')).not.toBeInTheDocument();
  });

  it('shows an error with a refresh control when the details cannot be loaded', async () => {
    let fail = true;
    server.use(
      ...session(),
      http.get('/api/order/details', () =>
        fail
          ? HttpResponse.json({ errorCode: 'unknown' }, { status: 500 })
          : HttpResponse.json(orderDetails({}, { id: 1, orderNo: 'NEW1' })),
      ),
      http.get('/api/order/audit', () => HttpResponse.json([])),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    await user.click(await screen.findByText('NEW1'));
    expect(await screen.findByText('The order details could not be loaded.')).toBeInTheDocument();
    fail = false;
    const alert = screen.getByText('The order details could not be loaded.').closest<HTMLElement>('[role="alert"]')!;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Anna Nowak')).toBeInTheDocument();
    // The pickup point's opening hours, its days named as on a location's page (locations.weekdays).
    const pickup = screen.getByTestId('order-expand-1');
    expect(pickup).toHaveTextContent('Back doorMonday08:00–20:00SundayClosed');
    consoleError.mockRestore();
  });
});

describe('keyboard shortcuts', () => {
  it('j/k move between rows, Enter expands, / focuses the search, ? lists the shortcuts', async () => {
    server.use(
      ...session(),
      ...orderDetailsHandlers([
        orderDetails({}, { id: 1, orderNo: 'NEW1' }),
        orderDetails({}, { id: 2, orderNo: 'ACC2' }),
      ]),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    await user.keyboard('jj');
    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('order-expand-2')).toBeInTheDocument();
    expect(screen.queryByTestId('order-expand-1')).not.toBeInTheDocument();
    await user.keyboard('k{Enter}');
    expect(await screen.findByTestId('order-expand-1')).toBeInTheDocument();

    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveFocus();
    // Typing in the search field is not a shortcut.
    await user.keyboard('j?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(document.body);

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Expand or collapse the order')).toBeInTheDocument();
  });
});

describe('keyboard on the rows', () => {
  const renewal = {
    renewedAt: '2025-01-10T09:30:00.000Z',
    renewedBy: 'anna',
    renewalReason: 'DRIVER_CHANGE',
    cancellationReason: null,
    renewalComment: null,
  };
  const ROW_IDS: Record<string, number> = { NEW1: 1, ACC2: 2 };
  const rowOf = (orderNo: string) =>
    document.querySelector(`tbody tr[data-order-row="${ROW_IDS[orderNo]}"]`) as HTMLElement;

  it('is one Tab stop; arrows, Home and End move between rows; Enter and Space expand and collapse, saying so', async () => {
    server.use(
      ...session(),
      ...orderDetailsHandlers([
        orderDetails({}, { id: 1, orderNo: 'NEW1' }),
        orderDetails({}, { id: 2, orderNo: 'ACC2' }),
      ]),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    // One row takes part in the Tab order: the first, until another is chosen.
    expect(rowOf('NEW1')).toHaveAttribute('tabindex', '0');
    expect(rowOf('ACC2')).toHaveAttribute('tabindex', '-1');
    expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'false');

    // Tab reaches the row from the control before the table, and the next Tab leaves the table.
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, a, [tabindex="0"]')].filter(
      (el) => !el.closest('tbody'),
    );
    const beforeTable = controls
      .filter((el) => el.compareDocumentPosition(rowOf('NEW1')) & Node.DOCUMENT_POSITION_FOLLOWING)
      .at(-1)!;
    beforeTable.focus();
    await user.tab();
    expect(rowOf('NEW1')).toHaveFocus();
    await user.tab();
    expect(rowOf('ACC2')).not.toHaveFocus();
    expect(document.activeElement?.closest('tbody')).toBeNull();

    rowOf('NEW1').focus();
    await user.keyboard('{ArrowDown}');
    expect(rowOf('ACC2')).toHaveFocus();
    expect(rowOf('ACC2')).toHaveAttribute('tabindex', '0');
    expect(rowOf('NEW1')).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowDown}'); // the last row stays
    expect(rowOf('ACC2')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(rowOf('NEW1')).toHaveFocus();
    await user.keyboard('{End}');
    expect(rowOf('ACC2')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(rowOf('NEW1')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await screen.findByTestId('order-expand-1')).toBeInTheDocument();
    expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'true');
    expect(rowOf('NEW1')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'false'));
    await user.keyboard(' ');
    await waitFor(() => expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard(' ');
    await waitFor(() => expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByTestId('order-expand-2')).not.toBeInTheDocument();
  });

  it('gives the focus back to the row when a dialog opened from its expanded row closes', async () => {
    server.use(
      ...session(),
      ...orderDetailsHandlers([orderDetails({ renewals: [renewal] }, { id: 1, orderNo: 'NEW1' })]),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    rowOf('NEW1').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByTestId('order-expand-1');
    const renewals = await within(panel).findByRole('button', { name: 'Renewals (1)' });
    renewals.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(rowOf('NEW1')).toHaveAttribute('aria-expanded', 'true'); // Enter on the button opened the dialog only
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowOf('NEW1')).toHaveFocus());
    await user.keyboard('{Escape}');
    // And with Escape.
    renewals.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(rowOf('NEW1')).toHaveFocus());
  });
});
