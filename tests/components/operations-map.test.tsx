// The live operations map at /operations/map: the menu's "Live map" (orders page and route flag), the counts of
// drivers by state and of orders with the legend, the filters sent to the server and kept in the URL, a live
// driverLocationChange moving the chosen driver (its card and the map's own mark), an order's expanded row in the
// drawer, the error state with its refresh, and the empty state.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MapConfig } from '../../domain/api.ts';
import type { OperationsMapAnswer } from '../../domain/operationsMap.ts';
import { connectFakeSockets, emitServerEvent, fakeSocketOptions, fakeSockets } from './support/fakeSocket.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, orderDetailsHandlers, sessionHandlers } from './support/handlers.ts';
import { orderDetails } from './support/orderDetails.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const CONFIG: MapConfig = {
  tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
  attribution: '',
  basemapAttribution: 'Voivodeships',
  geodataAttribution: 'Postal codes: PostCodesMaps, GeoNames',
};

const MAP_ME = operatorMe([
  'orders.canAccessPage',
  'orders.canView.orderRoute',
  'orders.canView.driverInfo',
  'drivers.canAccessPage',
  'settings.canAccessPage',
]);

const ANSWER: OperationsMapAnswer = {
  orders: [
    {
      id: 101,
      orderNo: 'MP01',
      status: 'accepted',
      company: { id: 3, name: 'Kwiaty sp. z o.o.' },
      region: { id: 1, name: 'Warszawa' },
      pickup: { lat: 52.23, lng: 21.01 },
      delivery: { lat: 52.2, lng: 21.02 },
      driverId: 7,
    },
    {
      id: 102,
      orderNo: 'MP02',
      status: 'new',
      company: { id: 4, name: 'Apteka Zdrowie' },
      region: { id: 1, name: 'Warszawa' },
      pickup: { lat: 52.25, lng: 20.99 },
      delivery: null,
      driverId: null,
    },
  ],
  drivers: [
    {
      id: 7,
      firstName: 'Jan',
      lastName: 'Kowalski',
      phone: '600 700 800',
      region: { id: 1, name: 'Warszawa' },
      state: 'toPickup',
      position: { lat: 52.22, lng: 21.0, at: '2025-01-10T10:00:00.000Z' },
    },
    {
      id: 8,
      firstName: 'Ewa',
      lastName: 'Nowak',
      phone: null,
      region: { id: 1, name: 'Warszawa' },
      state: 'free',
      position: { lat: 52.24, lng: 21.03, at: '2025-01-10T10:00:00.000Z' },
    },
    {
      id: 9,
      firstName: 'Piotr',
      lastName: 'Wiśniewski',
      phone: null,
      region: { id: 2, name: 'Kraków' },
      state: 'carrying',
      position: { lat: 50.06, lng: 19.94, at: '2025-01-10T10:00:00.000Z' },
    },
  ],
  truncated: { orders: false, drivers: false },
  generatedAt: '2025-01-10T10:00:05.000Z',
};

const EMPTY: OperationsMapAnswer = { ...ANSWER, orders: [], drivers: [] };

/** jsdom draws no canvas: a 2D context whose every call does nothing, so Leaflet's canvas renderer runs. */
const fakeContext = () =>
  new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => (key in target ? target[key] : () => ({ width: 0 })),
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeContext() as unknown as CanvasRenderingContext2D,
  );
});
afterAll(() => vi.restoreAllMocks());

/** jsdom lays nothing out: the map's box gets a size, so Leaflet knows what is in view and draws it. */
const layout = (axis: 'clientWidth' | 'clientHeight', size: number) => {
  const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, axis);
  beforeAll(() =>
    Object.defineProperty(HTMLElement.prototype, axis, {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('leaflet-container') ? size : 0;
      },
    }),
  );
  afterAll(() => {
    if (own) Object.defineProperty(HTMLElement.prototype, axis, own);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[axis];
  });
};
layout('clientWidth', 960);
layout('clientHeight', 600);

/** The page's calls: the session, the filters' choices, the map assets and the map (its requests recorded). */
const mapSession = (answer: (call: number) => Response = () => HttpResponse.json(ANSWER), me = MAP_ME) => {
  const requests: URL[] = [];
  server.use(
    ...sessionHandlers(me),
    ...filterOptionHandlers({
      companies: [
        { id: 3, name: 'Kwiaty sp. z o.o.', status: 'active', logo: null },
        { id: 4, name: 'Apteka Zdrowie', status: 'active', logo: null },
      ],
      regions: [
        { id: 1, name: 'Warszawa', active: true },
        { id: 2, name: 'Kraków', active: true },
      ],
    }),
    http.get('/api/map/config', () => HttpResponse.json(CONFIG)),
    http.get('/api/map/basemap', () => HttpResponse.json({ type: 'FeatureCollection', features: [] })),
    http.get('/api/operations/map', ({ request }) => {
      requests.push(new URL(request.url));
      return answer(requests.length);
    }),
  );
  return requests;
};

const summary = () => screen.findByTestId('operations-map-summary');

describe('/operations/map', () => {
  it('is the Orders section’s "Live map" for a user with the route flag', async () => {
    mapSession();
    const { user } = await renderApp('/settings', { loggedIn: true, withShell: true });
    await user.click(await screen.findByRole('menuitem', { name: 'Live map' }));
    expect(await summary()).toBeInTheDocument();
    expect(window.location.pathname).toBe('/operations/map');
  });

  it('offers no "Live map" without the route flag', async () => {
    mapSession(undefined, operatorMe(['orders.canAccessPage', 'settings.canAccessPage']));
    await renderApp('/settings', { loggedIn: true, withShell: true });
    await screen.findByRole('menuitem', { name: 'Order list' });
    expect(screen.queryByRole('menuitem', { name: 'Live map' })).not.toBeInTheDocument();
  });

  it('shows the drivers by state and the orders in words, the legend, and the map', async () => {
    const requests = mapSession();
    await renderApp('/operations/map', { loggedIn: true });

    expect(await summary()).toHaveTextContent(
      '3 drivers online (free 1, going to pickup 1, carrying 1) · 2 active orders',
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free (1)',
      'Going to pickup (1)',
      'Carrying (1)',
      'Pickup point (2)',
      'Delivery point (1)',
      'Drivers (a group: click to zoom in)',
      'Order points (a group: click to zoom in)',
    ]);
    const map = await screen.findByRole('region', { name: 'Live map of drivers and active orders' });
    expect(map).toHaveAttribute('data-drivers', '3');
    expect(map).toHaveAttribute('data-orders', '2');
    // Drawn on a canvas, not as thousands of DOM markers.
    await waitFor(() => expect(map.querySelector('canvas')).not.toBeNull());
    expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Map filters' })).toBeInTheDocument();
    expect(requests[0]!.search).toBe('');
  });

  it('sends the chosen statuses, company and region and keeps them in the URL', async () => {
    const requests = mapSession();
    const { user } = await renderApp('/operations/map', { loggedIn: true });
    await summary();
    const last = () => requests[requests.length - 1]!.searchParams;

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const statuses = await screen.findByRole('listbox');
    // Only the statuses of orders still to be handled.
    expect(
      within(statuses)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'New', 'Accepted', 'Picked up', 'Arrived', 'Scheduled']);
    await user.click(within(statuses).getByRole('option', { name: 'New' }));
    await user.click(within(statuses).getByRole('option', { name: 'Accepted' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(last().get('status')).toBe('new,accepted'));

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Apteka Zdrowie' }));
    await waitFor(() => expect(last().getAll('companyIds[]')).toEqual(['4']));

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await waitFor(() => expect(last().get('region')).toBe('Kraków'));
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      status: 'new,accepted',
      companyId: '4',
      region: 'Kraków',
    });
  });

  it('moves the chosen driver with a live position: its card and the map’s mark', async () => {
    mapSession();
    const { user } = await renderApp('/operations/map', { loggedIn: true });
    await summary();
    const map = await screen.findByRole('region', { name: 'Live map of drivers and active orders' });

    await user.click(screen.getByRole('combobox', { name: 'Find a driver or an order' }));
    await user.type(screen.getByRole('combobox', { name: 'Find a driver or an order' }), 'Kowal');
    await user.click(await screen.findByRole('option', { name: 'Jan Kowalski' }));
    const card = await screen.findByRole('dialog', { name: 'Jan Kowalski' });
    expect(within(card).getByText('Going to pickup')).toBeInTheDocument();
    expect(within(card).getByTestId('driver-position')).toHaveTextContent('52.22000° N, 21.00000° E');
    expect(within(card).getByRole('button', { name: /MP01/ })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open the driver’s page' })).toHaveAttribute(
      'href',
      '/drivers/7/show',
    );
    await waitFor(() => expect(map).toHaveAttribute('data-selected-position', '52.22,21'));

    // Another driver's position, and one without a driver id: this card stays.
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: 999,
        driverId: 8,
        lat: 52.3,
        lng: 21.1,
        at: '2025-01-10T10:01:00Z',
      }),
    );
    act(() =>
      emitServerEvent('driverLocationChange', { orderId: 101, lat: 52.3, lng: 21.1, at: '2025-01-10T10:01:00Z' }),
    );
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: 101,
        driverId: 7,
        companyId: 3,
        regionName: 'Warszawa',
        lat: 52.23456,
        lng: 21.04321,
        at: '2025-01-10T10:01:00.000Z',
      }),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('driver-position')).toHaveTextContent('52.23456° N, 21.04321° E'),
    );
    expect(map).toHaveAttribute('data-selected-position', '52.23456,21.04321');
    // An older position arriving late does not move it back.
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: 101,
        driverId: 7,
        lat: 52.0,
        lng: 20.0,
        at: '2025-01-10T09:59:00Z',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(card).getByTestId('driver-position')).toHaveTextContent('52.23456° N, 21.04321° E');
  });

  it('opens an order’s expanded row in the drawer, and reads the map again after order events', async () => {
    const requests = mapSession();
    server.use(...orderDetailsHandlers([orderDetails({}, { id: 101, orderNo: 'MP01' })]));
    const { user } = await renderApp('/operations/map', { loggedIn: true });
    await summary();

    await user.type(screen.getByRole('combobox', { name: 'Find a driver or an order' }), 'MP01');
    await user.click(await screen.findByRole('option', { name: /MP01/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Order MP01' });
    expect(await within(drawer).findByTestId('order-expand-101')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Open in the order list' })).toHaveAttribute(
      'href',
      '/orders/101/show',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order MP01' })).not.toBeInTheDocument());

    const before = requests.length;
    act(() => {
      emitServerEvent('acceptOrder', { orderId: 102 });
      emitServerEvent('editOrder', { orderId: 101 });
      emitServerEvent('newOrder', { orderId: 103 });
    });
    // One read for the burst.
    await waitFor(() => expect(requests.length).toBe(before + 1), { timeout: 5_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(requests.length).toBe(before + 1);
  });

  it('reads the map again once when the console’s socket joins its rooms after the map was read', async () => {
    // A sign-in or a reload: the map is read while the socket connects, and events in between are not heard.
    fakeSocketOptions.connectOnOpen = false;
    const requests = mapSession();
    await renderApp('/operations/map', { loggedIn: true });
    await summary();
    await waitFor(() => expect(fakeSockets.at(-1)?.handlers.get('acceptOrder')?.length).toBeGreaterThan(0));
    const before = requests.length;

    act(() => connectFakeSockets());

    await waitFor(() => expect(requests.length).toBe(before + 1), { timeout: 5_000 });
  });

  it('shows the error with a refresh that loads the map again', async () => {
    const requests = mapSession((call) => (call === 1 ? apiError(500, 'unknown') : HttpResponse.json(ANSWER)));
    const { user } = await renderApp('/operations/map', { loggedIn: true });

    expect(await screen.findByText(/The map could not be loaded\./, {}, { timeout: 15_000 })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await summary()).toHaveTextContent('3 drivers online');
    expect(screen.queryByText(/The map could not be loaded\./)).not.toBeInTheDocument();
    expect(requests.length).toBeGreaterThanOrEqual(2);
  });

  it('says so when no driver or order matches', async () => {
    mapSession(() => HttpResponse.json(EMPTY));
    await renderApp('/operations/map', { loggedIn: true });
    expect(await summary()).toHaveTextContent(
      '0 drivers online (free 0, going to pickup 0, carrying 0) · 0 active orders',
    );
    expect(screen.getByText('No online driver or active order matches these filters.')).toBeInTheDocument();
  });
});
