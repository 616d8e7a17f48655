// The operations dashboard (/dashboard): the attention lists with their orders and links to the filtered order list,
// today's counts per region and status (each a link to exactly those orders), the charts' figures, the filters and N,
// live updates that read again only the sections an event touches, and the loading, empty and error states.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DashboardOrders } from '../../domain/dashboard.ts';
import { DASHBOARD_EVENT_COALESCE_MS } from '../../domain/dashboard.ts';
import { clientMe, operatorMe, order } from './support/fixtures.ts';
import { apiError, filterOptionHandlers, orderList, sessionHandlers } from './support/handlers.ts';
import {
  dashboardAttention,
  dashboardDrivers,
  dashboardHandlers,
  dashboardOrders,
  perHour,
} from './support/dashboard.ts';
import { connectFakeSockets, emitServerEvent, fakeSocketOptions, fakeSockets } from './support/fakeSocket.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const OPERATOR = ['orders.canAccessPage', 'drivers.canAccessPage', 'settings.canAccessPage'];
const REGIONS = [
  { id: 1, name: 'Warszawa', active: true },
  { id: 2, name: 'Kraków', active: true },
];

const today: DashboardOrders = dashboardOrders({
  regions: [
    {
      region: { id: 1, name: 'Warszawa' },
      counts: { new: 2, accepted: 3, delivered: 5 },
      total: 10,
      punctuality: { onTime: 4, late: 1, lateOngoing: 1 },
    },
    {
      region: { id: 2, name: 'Kraków' },
      counts: { picked_up: 1, cancelled: 1 },
      total: 2,
      punctuality: { onTime: 0, late: 0, lateOngoing: 0 },
    },
  ],
  totals: {
    counts: { new: 2, accepted: 3, delivered: 5, picked_up: 1, cancelled: 1 },
    total: 12,
    punctuality: { onTime: 4, late: 1, lateOngoing: 1 },
  },
  perHour: perHour({ 8: 4, 9: 8 }, { 8: 5, 9: 6, 14: 7 }, 9),
});

/** Records the dashboard's requests (path and query) as the page sends them. */
const recordRequests = () => {
  const requests: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/dashboard/')) requests.push(url);
  });
  return requests;
};
const calls = (requests: URL[], section: string) => requests.filter((u) => u.pathname === `/api/dashboard/${section}`);
const filterOf = (href: string) => JSON.parse(new URL(href, 'http://x').searchParams.get('filter')!);

const renderDashboard = async (paths = OPERATOR) => {
  // A later server.use takes precedence over the session's empty dashboard.
  server.use(...sessionHandlers(operatorMe(paths)), ...filterOptionHandlers({ regions: REGIONS }));
  server.use(
    ...dashboardHandlers({
      orders: today,
      attention: dashboardAttention({
        notAccepted: [order({ id: 41, orderNo: 'WAIT', timeInStage: 7 })],
        stuckInStage: [order({ id: 42, orderNo: 'STUK', status: 'arrived', timeInStage: 1570 })],
      }),
      drivers: dashboardDrivers([
        { region: { id: 1, name: 'Warszawa' }, online: 5, states: { free: 2, toPickup: 1, carrying: 2 } },
      ]),
    }),
  );
  return renderApp('/dashboard', { loggedIn: true });
};

describe('dashboard', () => {
  it('lists the orders needing attention, each opening its row, and links each list to the filtered order list', async () => {
    await renderDashboard();
    const waiting = await screen.findByRole('article', { name: 'Not accepted for over 3 min' });
    expect(within(waiting).getByTestId('attention-notAccepted-total')).toHaveTextContent('1');
    const link = within(waiting).getByRole('link', { name: 'Order WAIT, Kwiaty sp. z o.o., 7 min in stage' });
    expect(filterOf(link.getAttribute('href')!)).toEqual({ orderId: 41 }); // exactly that order, no search
    expect(filterOf(within(waiting).getByRole('link', { name: 'Show all 1' }).getAttribute('href')!)).toEqual({
      attention: 'notAccepted',
      notAcceptedMinutes: 3,
    });

    const stuck = screen.getByRole('article', { name: 'In one stage over 12 hours' });
    expect(within(stuck).getByText('1 d 2 h')).toBeInTheDocument();
    const held = screen.getByRole('article', { name: 'On hold past its end' });
    expect(within(held).getByText('None. All clear.')).toBeInTheDocument();
    expect(within(held).queryByRole('link')).not.toBeInTheDocument();
  });

  it("counts today's orders per region and status, each number opening exactly those orders", async () => {
    const { user } = await renderDashboard();
    const table = await screen.findByRole('table');
    const warsawAccepted = within(table).getByRole('link', { name: '3 orders: Accepted, Warszawa' });
    expect(filterOf(warsawAccepted.getAttribute('href')!)).toEqual({
      dateFrom: today.day.dateFrom,
      dateTo: today.day.dateTo,
      showPastActiveOrders: false,
      status: ['accepted'],
      region: 'Warszawa',
    });
    const all = within(table).getByRole('link', { name: '12 orders: Total, All regions' });
    expect(filterOf(all.getAttribute('href')!)).toEqual({
      dateFrom: today.day.dateFrom,
      dateTo: today.day.dateTo,
      showPastActiveOrders: false,
    });
    // A status without orders is a plain zero.
    const krakow = within(table).getByRole('row', { name: /^Kraków/ });
    expect(within(krakow).getAllByRole('link')).toHaveLength(3);

    server.use(orderList([order({ orderNo: 'ACC1', status: 'accepted' })]));
    await user.click(warsawAccepted);
    expect(await screen.findByText('ACC1')).toBeInTheDocument();
    expect(currentPath()).toBe('/orders/list');
  });

  it('shows the charts’ figures: orders per hour against last week, on time against late, drivers by state', async () => {
    await renderDashboard();
    expect(await screen.findByRole('region', { name: 'Orders per hour' })).toBeInTheDocument();
    expect(await screen.findByText('9:00: 8')).toBeInTheDocument();
    // Hours to come are not read out as zero orders.
    expect(screen.queryByText('10:00: 0')).not.toBeInTheDocument();
    expect(screen.getByText('On time: 4')).toBeInTheDocument();
    expect(screen.getByText('Late: 1')).toBeInTheDocument();
    expect(screen.getByText('Not delivered, past the promise: 1')).toBeInTheDocument();
    expect(screen.getByText('Warszawa, Carrying: 2')).toBeInTheDocument();
    expect(screen.getByText('Warszawa, Going to pickup: 1')).toBeInTheDocument();
  });

  it('filters by region and takes N for "not accepted", asking the server again', async () => {
    const requests = recordRequests();
    const { user } = await renderDashboard();
    await screen.findByRole('article', { name: 'Not accepted for over 3 min' });

    await user.click(screen.getByRole('combobox', { name: '“Not accepted” after (minutes)' }));
    await user.click(await screen.findByRole('option', { name: '10' }));
    await waitFor(() =>
      expect(calls(requests, 'attention').some((u) => u.searchParams.get('notAcceptedMinutes') === '10')).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await waitFor(() => {
      for (const section of ['orders', 'attention', 'drivers'])
        expect(calls(requests, section).some((u) => u.searchParams.get('region') === 'Kraków')).toBe(true);
    });
  });

  it('reads again only the sections an event touches, once per burst, and ignores orders outside its filters', async () => {
    const requests = recordRequests();
    await renderDashboard();
    await screen.findByRole('table');
    await waitFor(() => expect(calls(requests, 'drivers')).toHaveLength(1));
    const before = { orders: 1, attention: calls(requests, 'attention').length, drivers: 1 };

    // A burst of new orders: today's figures and the attention lists once; the drivers are not asked again.
    for (let i = 0; i < 5; i++)
      emitServerEvent('newOrder', { orderId: 100 + i, companyId: 3, regionName: 'Warszawa', pickupLocationId: null });
    await waitFor(() => expect(calls(requests, 'orders')).toHaveLength(before.orders + 1));
    expect(calls(requests, 'attention')).toHaveLength(before.attention + 1);
    expect(calls(requests, 'drivers')).toHaveLength(before.drivers);

    // A driver accepting an order changes the drivers' states too.
    emitServerEvent('acceptOrder', { orderId: 100, companyId: 3, regionName: 'Warszawa', pickupLocationId: null });
    await waitFor(() => expect(calls(requests, 'drivers')).toHaveLength(before.drivers + 1));
    expect(calls(requests, 'orders')).toHaveLength(before.orders + 2);
  });

  it('reads every section again once when the console’s socket joins its rooms after the dashboard was read', async () => {
    // A sign-in or a reload: the figures are read while the socket connects, and events in between are not heard.
    fakeSocketOptions.connectOnOpen = false;
    const requests = recordRequests();
    await renderDashboard();
    await screen.findByRole('table');
    await waitFor(() => expect(calls(requests, 'drivers')).toHaveLength(1));
    await waitFor(() => expect(fakeSockets.at(-1)?.handlers.get('newOrder')?.length).toBeGreaterThan(0));
    const before = { orders: calls(requests, 'orders').length, attention: calls(requests, 'attention').length };

    connectFakeSockets();

    await waitFor(() => expect(calls(requests, 'orders')).toHaveLength(before.orders + 1));
    expect(calls(requests, 'attention')).toHaveLength(before.attention + 1);
    await waitFor(() => expect(calls(requests, 'drivers')).toHaveLength(2));
  });

  it('ignores the events of another region when filtered to one', async () => {
    const requests = recordRequests();
    const { user } = await renderDashboard();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Region' }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await waitFor(() => expect(calls(requests, 'orders').at(-1)?.searchParams.get('region')).toBe('Kraków'));
    const count = calls(requests, 'orders').length;

    emitServerEvent('newOrder', { orderId: 7, companyId: 3, regionName: 'Warszawa', pickupLocationId: null });
    await new Promise((resolve) => setTimeout(resolve, DASHBOARD_EVENT_COALESCE_MS + 500));
    expect(calls(requests, 'orders')).toHaveLength(count);

    emitServerEvent('newOrder', { orderId: 8, companyId: 3, regionName: 'Kraków', pickupLocationId: null });
    await waitFor(() => expect(calls(requests, 'orders')).toHaveLength(count + 1));
  });

  it('says when there is nothing yet: no orders today, no deliveries, no driver online', async () => {
    server.use(...sessionHandlers(operatorMe(OPERATOR)), ...filterOptionHandlers({ regions: REGIONS }));
    await renderApp('/dashboard', { loggedIn: true });
    expect(await screen.findByText('No orders today yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing delivered today yet.')).toBeInTheDocument();
    expect(await screen.findByText('No driver is online.')).toBeInTheDocument();
    expect(screen.getAllByText('None. All clear.')).toHaveLength(4);
  });

  it('offers a refresh when a section cannot be loaded, and the other sections still show', async () => {
    let failing = true;
    server.use(...sessionHandlers(operatorMe(OPERATOR)), ...filterOptionHandlers({ regions: REGIONS }));
    server.use(...dashboardHandlers({ orders: today }));
    server.use(
      http.get('/api/dashboard/attention', () =>
        failing ? apiError(500, 'unknown') : HttpResponse.json(dashboardAttention()),
      ),
    );
    const { user } = await renderApp('/dashboard', { loggedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders needing attention could not be loaded.');
    expect(screen.getByRole('table')).toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findAllByText('None. All clear.')).toHaveLength(4);
  });

  it('shows a client user its company’s dashboard without the drivers (no drivers page)', async () => {
    const requests = recordRequests();
    server.use(...sessionHandlers(clientMe()));
    server.use(...dashboardHandlers({ orders: today }));
    await renderApp('/dashboard', { loggedIn: true });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Drivers online per region' })).not.toBeInTheDocument();
    expect(calls(requests, 'drivers')).toHaveLength(0);
  });
});

describe('order list: an attention filter', () => {
  it('shows the attention list as a chip in place of the date range, sent to the server, removable', async () => {
    const asked: URL[] = [];
    server.use(...sessionHandlers(operatorMe()), ...filterOptionHandlers());
    server.use(orderList([order({ orderNo: 'LATE' })], (url) => asked.push(url)));
    const filter = encodeURIComponent(JSON.stringify({ attention: 'lateForSlot' }));
    const { user } = await renderApp(`/orders/list?filter=${filter}`, { loggedIn: true });
    expect(await screen.findByText('LATE')).toBeInTheDocument();
    expect(asked.at(-1)!.searchParams.get('attention')).toBe('lateForSlot');
    const chip = screen.getByTestId('attention-filter');
    expect(chip).toHaveTextContent('Late for its time slot');
    expect(screen.queryByRole('button', { name: /date range/i })).not.toBeInTheDocument();

    await user.click(within(chip).getByTestId('CancelIcon'));
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('attention')).toBeNull());
    expect(screen.queryByTestId('attention-filter')).not.toBeInTheDocument();
  });

  it('sends N with the not-accepted list only', async () => {
    const asked: URL[] = [];
    server.use(...sessionHandlers(operatorMe()), ...filterOptionHandlers());
    server.use(orderList([], (url) => asked.push(url)));
    const filter = encodeURIComponent(JSON.stringify({ attention: 'notAccepted', notAcceptedMinutes: 10 }));
    await renderApp(`/orders/list?filter=${filter}`, { loggedIn: true });
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('notAcceptedMinutes')).toBe('10'));
    expect(screen.getByTestId('attention-filter')).toHaveTextContent('Not accepted for over 10 min');
  });
});
