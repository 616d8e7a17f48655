import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../src/authProvider/tokenStorage.ts';
import { createAppProviders } from '../../src/appProviders.ts';
import type { MapConfig, OrderLocationHistory } from '../../domain/api.ts';
import { LazyRouteMapDialog } from '../../src/resources/orders/routeMap/index.ts';
import { emitServerEvent, fakeSockets } from './support/fakeSocket.ts';
import { apiError, TOKEN } from './support/handlers.ts';
import { server } from './support/server.ts';

const ORDER_ID = 7;

const history = (overrides: Partial<OrderLocationHistory> = {}): OrderLocationHistory => ({
  id: ORDER_ID,
  orderNo: 'RT07',
  status: 'accepted',
  driverId: 3,
  driverLocationLog: [
    { lat: 52.21, lng: 21.0, loggedAt: '2025-01-10T10:00:00.000Z' },
    { lat: 52.22, lng: 21.01, loggedAt: '2025-01-10T10:01:00.000Z' },
    { lat: 52.23, lng: 21.02, loggedAt: '2025-01-10T10:02:00.000Z' },
  ],
  pickupPoint: { lat: 52.2, lng: 20.99 },
  receiver: { lat: 52.25, lng: 21.05 },
  ...overrides,
});

const CONFIG: MapConfig = {
  tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
  attribution: '',
  basemapAttribution: 'Voivodeships',
  geodataAttribution: 'Postal codes: PostCodesMaps, GeoNames',
};
const BASEMAP = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: 'mazowieckie' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20, 52],
            [22, 52],
            [22, 53],
            [20, 52],
          ],
        ],
      },
    },
  ],
};

interface Calls {
  history: URL[];
  basemap: number;
}

/** The map calls: the history (a function per call, to change the answer), the config and the basemap. */
const mapHandlers = (answer: (call: number) => Response, { configFails = false } = {}) => {
  const calls: Calls = { history: [], basemap: 0 };
  server.use(
    http.get('/api/order/location-history', ({ request }) => {
      calls.history.push(new URL(request.url));
      return answer(calls.history.length);
    }),
    http.get('/api/map/config', () => (configFails ? apiError(500, 'unknown') : HttpResponse.json(CONFIG))),
    http.get('/api/map/basemap', () => {
      calls.basemap += 1;
      return HttpResponse.json(BASEMAP);
    }),
  );
  return calls;
};

const renderDialog = async (open = true) => {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  const providers = await createAppProviders();
  const onClose = vi.fn();
  const ui = (isOpen: boolean) => (
    <AdminContext {...providers}>
      <LazyRouteMapDialog orderId={ORDER_ID} open={isOpen} onClose={onClose} />
    </AdminContext>
  );
  const view = render(ui(open));
  return { ...view, onClose, user: userEvent.setup(), reopen: (isOpen: boolean) => view.rerender(ui(isOpen)) };
};

const dialog = () => screen.findByRole('dialog', { name: /^Route/ });

describe('route map dialog', () => {
  it('shows a loading state, then the route of the order with its markers and point count', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls = mapHandlers(() => HttpResponse.json(history()));
    server.use(
      http.get('/api/order/location-history', async ({ request }) => {
        calls.history.push(new URL(request.url));
        await gate;
        return HttpResponse.json(history());
      }),
    );
    await renderDialog();

    expect(await screen.findByText('Loading the route…')).toBeInTheDocument();
    release();
    const box = await screen.findByRole('dialog', { name: 'Route of order RT07' });
    expect(await within(box).findByText('3 location points', { exact: false })).toBeInTheDocument();
    expect(within(box).getByRole('region', { name: 'Map of the driver route' })).toBeInTheDocument();
    for (const label of ['Start', 'Driver (latest position)', 'Pickup point', 'Receiver'])
      expect(within(box).getByText(label)).toBeInTheDocument();
    // One polyline, and the pickup point, receiver and driver markers (the start is a circle marker).
    expect(box.querySelectorAll('path.route-map-polyline')).toHaveLength(1);
    expect(box.querySelectorAll('path.route-map-start')).toHaveLength(1);
    expect(box.querySelectorAll('.route-map-marker')).toHaveLength(3);
    expect(calls.history[0].searchParams.get('orderId')).toBe(String(ORDER_ID));
    expect(calls.history[0].searchParams.get('locationHistory')).toBe('true');
  });

  it('is 800 px wide', async () => {
    mapHandlers(() => HttpResponse.json(history()));
    await renderDialog();
    const paper = (await dialog()).closest('.MuiDialog-paper') ?? (await dialog());
    expect(paper).toHaveStyle({ width: '800px' });
  });

  it('says so when the order has no location history', async () => {
    mapHandlers(() => HttpResponse.json(history({ driverLocationLog: [], pickupPoint: null, receiver: null })));
    await renderDialog();

    expect(await screen.findByText('No location history for this order yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of the driver route' })).not.toBeInTheDocument();
  });

  it('shows the error with a refresh button that loads the route again', async () => {
    const calls = mapHandlers((call) => (call === 1 ? apiError(500, 'unknown') : HttpResponse.json(history())));
    const { user } = await renderDialog();

    expect(await screen.findByText('The route could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('3 location points', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('The route could not be loaded.')).not.toBeInTheDocument();
    expect(calls.history).toHaveLength(2);
  });

  it('appends live driver positions of the same order only', async () => {
    mapHandlers(() => HttpResponse.json(history()));
    await renderDialog();
    const box = await dialog();
    await within(box).findByText('3 location points', { exact: false });
    expect(fakeSockets.filter((s) => s.connected)).toHaveLength(1);
    expect(fakeSockets[0].namespace).toBe('/private');

    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID + 1,
        companyId: 1,
        regionName: 'Warszawa',
        lat: 50.06,
        lng: 19.94,
        at: '2025-01-10T10:03:00.000Z',
      }),
    );
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID,
        companyId: 1,
        regionName: 'Warszawa',
        lat: 52.24,
        lng: 21.03,
        at: '2025-01-10T10:04:00.000Z',
      }),
    );

    expect(await within(box).findByText('4 location points', { exact: false })).toBeInTheDocument();
    expect(within(box).queryByText('5 location points', { exact: false })).not.toBeInTheDocument();
    // The same position twice (e.g. after a reconnect) is one point.
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID,
        lat: 52.24,
        lng: 21.03,
        at: '2025-01-10T10:04:00.000Z',
      }),
    );
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID,
        lat: 52.25,
        lng: 21.04,
        at: '2025-01-10T10:05:00.000Z',
      }),
    );
    expect(await within(box).findByText('5 location points', { exact: false })).toBeInTheDocument();
  });

  it('shows the first live position of an order that had none', async () => {
    mapHandlers(() => HttpResponse.json(history({ driverLocationLog: [], pickupPoint: null, receiver: null })));
    await renderDialog();
    await screen.findByText('No location history for this order yet.');

    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID,
        lat: 52.24,
        lng: 21.03,
        at: '2025-01-10T10:04:00.000Z',
      }),
    );

    expect(await screen.findByText('1 location point', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('No location history for this order yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of the driver route' })).toBeInTheDocument();
  });

  it('keeps a live position that arrives while the history is read again on a (re)connection', async () => {
    // The reload on connect reads the log before the driver's position is stored and answers without it.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const empty = history({ driverLocationLog: [] });
    const calls = mapHandlers(() => HttpResponse.json(empty));
    server.use(
      http.get('/api/order/location-history', async () => {
        calls.history.push(new URL('http://x/'));
        if (calls.history.length > 1) await gate;
        return HttpResponse.json(empty);
      }),
    );
    await renderDialog();
    await screen.findByText('0 location points', { exact: false });

    act(() => emitServerEvent('connect'));
    await waitFor(() => expect(calls.history).toHaveLength(2));
    act(() =>
      emitServerEvent('driverLocationChange', {
        orderId: ORDER_ID,
        lat: 52.24,
        lng: 21.03,
        at: '2025-01-10T10:04:00Z',
      }),
    );
    expect(await screen.findByText('1 location point', { exact: false })).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    // The answer of the reload (no points) is merged with the live one, not put in its place.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('1 location point', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText('0 location points', { exact: false })).not.toBeInTheDocument();
  });

  it('stops listening when closed', async () => {
    mapHandlers(() => HttpResponse.json(history()));
    const { reopen } = await renderDialog();
    await screen.findByText('3 location points', { exact: false });
    expect(fakeSockets[0].connected).toBe(true);

    reopen(false);

    await waitFor(() => expect(fakeSockets[0].connected).toBe(false));
  });

  it('does not load anything until it is opened', async () => {
    const calls = mapHandlers(() => HttpResponse.json(history()));
    const { reopen } = await renderDialog(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.history).toHaveLength(0);
    expect(fakeSockets).toHaveLength(0);

    reopen(true);

    expect(await screen.findByRole('dialog', { name: 'Route of order RT07' })).toBeInTheDocument();
  });

  it('draws the offline basemap when the map configuration cannot be loaded', async () => {
    const calls = mapHandlers(() => HttpResponse.json(history()), { configFails: true });
    await renderDialog();

    expect(
      await screen.findByText('Map tiles are unavailable: showing the offline map of voivodeships.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.basemap).toBe(1));
    const region = screen.getByRole('region', { name: 'Map of the driver route' });
    expect(region).toHaveAttribute('data-offline', 'true');
    // The voivodeship outline is drawn beside the route.
    await waitFor(() => expect(region.querySelectorAll('path').length).toBeGreaterThanOrEqual(3));
  });

  it('closes with its Close button', async () => {
    mapHandlers(() => HttpResponse.json(history()));
    const { user, onClose } = await renderDialog();
    await screen.findByText('3 location points', { exact: false });

    await user.click(screen.getByRole('button', { name: 'Close' }));

    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
