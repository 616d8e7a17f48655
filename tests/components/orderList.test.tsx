import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { endOfDay, startOfDay } from 'date-fns';
import { ORDER_LIST_EVENTS } from '../../domain/enums.ts';
import { SERVICE_STATE_EVENT } from '../../domain/serviceEvents.ts';
import { ACCESS_CHANGED_EVENT } from '../../domain/sessionEvents.ts';
import {
  connectFakeSockets,
  emitServerEvent,
  fakeSocketOptions,
  fakeSockets,
  readSocketAuth,
} from './support/fakeSocket.ts';
import { operatorMe, order } from './support/fixtures.ts';
import { apiError, FRESH_TOKEN, logoutHandler, meHandler, orderList, refreshOk } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const session = () => [refreshOk(), meHandler(operatorMe()), logoutHandler()];

const rowOf = async (orderNo: string) => (await screen.findByText(orderNo)).closest('tr') as HTMLElement;

const ORDERS = [
  order({ id: 1, orderNo: 'NEW1', status: 'new', timeInStage: 5 }),
  order({ id: 2, orderNo: 'ACC2', status: 'accepted', driver: { id: 4, firstName: 'Jan', lastName: 'Kowalski' } }),
  order({
    id: 3,
    orderNo: 'CAN3',
    status: 'cancelled',
    cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
    reasonGroup: 'not_accepted',
    totalRealizationTime: null,
  }),
  order({ id: 4, orderNo: 'CAN4', status: 'cancelled', cancellationReason: 'WRONG_ADDRESS', reasonGroup: 'other' }),
  order({
    id: 5,
    orderNo: 'DEL5',
    status: 'delivered',
    timeInStage: 800,
    realizedWithin: { promiseMinutes: 180, onTime: true },
    lastComment: {
      comment: 'Call the client before arrival',
      createdAt: '2025-01-10T10:00:00.000Z',
      createdBy: 'anna',
    },
  }),
  order({
    id: 6,
    orderNo: 'SCH6',
    status: 'scheduled',
    scheduledSlotRange: ['2025-01-10T10:00:00', '2025-01-10T12:00:00'],
    flags: {
      onHold: { until: null, note: 'Gate closed' },
      multiplier: { value: 2, deactivated: true },
      emergencyDelivery: true,
      noVerificationCode: 'client has no phone',
    },
  }),
];

describe('order list', () => {
  it("asks for today's orders, page 1 of 50, sorted by the server", async () => {
    const requests: URL[] = [];
    server.use(
      ...session(),
      orderList(ORDERS, (url) => requests.push(url)),
    );
    await renderApp('/orders/list', { loggedIn: true });

    await screen.findByText('NEW1');
    const query = requests[0].searchParams;
    expect(query.get('dateFrom')).toBe(startOfDay(new Date()).toISOString());
    expect(query.get('dateTo')).toBe(endOfDay(new Date()).toISOString());
    expect(query.get('page')).toBe('1');
    expect(query.get('perPage')).toBe('50');
    expect(query.get('sort')).toBe('priority');
    // Ongoing orders of earlier days (accepted yesterday, still in delivery) are on today's list too.
    expect(query.get('showPastActiveOrders')).toBe('true');
  });

  it('shows the columns with translated statuses, reasons, driver, slot and durations', async () => {
    server.use(...session(), orderList(ORDERS));
    await renderApp('/orders/list', { loggedIn: true });

    for (const header of [
      'Company',
      'Order no',
      'Status',
      'Region',
      'Pickup city',
      'Pickup point',
      'Driver',
      'Scheduled slot',
      'Time in stage',
      'Total realization time',
      'Realized within',
      'Flags',
      'Last comment',
    ]) {
      expect(await screen.findByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(await rowOf('NEW1')).getByText('New')).toBeInTheDocument();
    expect(within(await rowOf('ACC2')).getByText('Jan Kowalski')).toBeInTheDocument();
    const notAccepted = await rowOf('CAN3');
    expect(within(notAccepted).getByText('Cancelled')).toBeInTheDocument();
    expect(within(notAccepted).getByText('Not accepted')).toBeInTheDocument();
    expect(within(await rowOf('CAN4')).getByText('Wrong address')).toBeInTheDocument();
    // A cancelled order kept no delivery promise: neither "in progress" nor the promise, only a dash.
    for (const cancelled of [notAccepted, await rowOf('CAN4')]) {
      expect(within(cancelled).queryByText('in progress')).not.toBeInTheDocument();
      expect(within(cancelled).queryByText('within 180 min')).not.toBeInTheDocument();
    }
    expect(within(await rowOf('NEW1')).getByText('in progress')).toBeInTheDocument();
    const delivered = await rowOf('DEL5');
    expect(within(delivered).getByText('800 min')).toBeInTheDocument();
    expect(within(delivered).getByText('on time')).toBeInTheDocument();
    expect(within(delivered).getByText('Call the client before arrival')).toBeInTheDocument();
    // A slot of January 2025: another year than now's, its year in full.
    expect(within(await rowOf('SCH6')).getByText('10:00–12:00 10.01.2025')).toBeInTheDocument();
  });

  it('colours rows by status, frames an ongoing order stuck in one stage, and explains both in a legend', async () => {
    const stuck = order({ id: 7, orderNo: 'STK7', status: 'arrived', timeInStage: 800 });
    const later = order({ id: 8, orderNo: 'SCH8', status: 'scheduled', timeInStage: 900 });
    server.use(...session(), orderList([...ORDERS, stuck, later]));
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    expect(await rowOf('NEW1')).toHaveStyle({ backgroundColor: '#fff8e1' });
    expect(await rowOf('SCH6')).toHaveStyle({ backgroundColor: '#fff8e1' });
    expect(await rowOf('ACC2')).toHaveStyle({ backgroundColor: '#e8f5e9' });
    expect(await rowOf('CAN3')).toHaveStyle({ backgroundColor: '#ffebee' });
    expect(await rowOf('STK7')).toHaveStyle({ backgroundColor: '#e8f5e9', outline: '3px solid #e65100' });
    // Neither an ended order nor one scheduled for later is stuck, however long ago its stage began.
    expect(await rowOf('DEL5')).toHaveStyle({ backgroundColor: '#f5f5f5' });
    for (const orderNo of ['DEL5', 'SCH8', 'NEW1'])
      expect(await rowOf(orderNo)).not.toHaveStyle({ outline: '3px solid #e65100' });

    await user.click(screen.getByRole('button', { name: 'Row colours and frames' }));
    const legend = await screen.findByRole('dialog', { name: 'Row colours and frames' });
    expect(within(legend).getByText('New, Scheduled')).toBeInTheDocument();
    expect(within(legend).getByText('Cancelled')).toBeInTheDocument();
    expect(
      within(legend).getByText(/^An ongoing order \(New, Accepted, .+\) more than 12 h in one stage/),
    ).toBeInTheDocument();
  });

  it('shows the flags with their explanations', async () => {
    server.use(...session(), orderList(ORDERS));
    await renderApp('/orders/list', { loggedIn: true });

    const row = await rowOf('SCH6');
    expect(within(row).getByLabelText("On hold · Driver's note: Gate closed")).toBeInTheDocument();
    expect(within(row).getByLabelText('Price multiplier 2× (deactivated)')).toHaveTextContent('[2×]');
    expect(within(row).getByLabelText('Emergency delivery')).toBeInTheDocument();
    expect(within(row).getByLabelText('No verification code: client has no phone')).toBeInTheDocument();
  });

  it('shows the empty state when no order matches', async () => {
    server.use(...session(), orderList([]));
    await renderApp('/orders/list', { loggedIn: true });

    expect(await screen.findByText('No orders for these filters')).toBeInTheDocument();
  });

  it('shows the error state and loads again on refresh', async () => {
    let failing = true;
    server.use(
      ...session(),
      http.get('/api/order/list', () =>
        failing
          ? apiError(500, 'unknown')
          : HttpResponse.json({ items: [order({ orderNo: 'BACK' })], total: 1, page: 1, perPage: 50 }),
      ),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined); // react-admin logs failed calls
    const { user } = await renderApp('/orders/list', { loggedIn: true });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The orders could not be loaded. Something went wrong, try again later.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));

    expect(await screen.findByText('BACK')).toBeInTheDocument();
    expect(screen.queryByText(/The orders could not be loaded\./)).not.toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('refreshes in the background on real-time events, over the private socket with the current token', async () => {
    let calls = 0;
    server.use(
      ...session(),
      http.get('/api/order/list', () => {
        calls += 1;
        const items =
          calls === 1 ? [order({ orderNo: 'OLD1' })] : [order({ orderNo: 'OLD1' }), order({ id: 2, orderNo: 'NEW2' })];
        return HttpResponse.json({ items, total: items.length, page: 1, perPage: 50 });
      }),
    );
    await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('OLD1');

    const socket = fakeSockets.at(-1)!;
    expect(socket.namespace).toBe('/private');
    expect(await readSocketAuth(socket)).toEqual({ token: FRESH_TOKEN });
    // The console's one socket (src/realtime/privateSocket.ts): the list's events, the session channel's accessChanged,
    // the session-end watch (src/realtime/sessionEnd.ts) and the connection monitor's watch of its drops and reconnects
    // and of the server's word on its database (src/dataProvider/connectionMonitor.ts).
    expect(fakeSockets.filter((s) => s.connected)).toEqual([socket]);
    expect([...socket.handlers.keys()].sort()).toEqual(
      [...ORDER_LIST_EVENTS, ACCESS_CHANGED_EVENT, 'sessionEnded', 'disconnect', 'connect', SERVICE_STATE_EVENT].sort(),
    );

    emitServerEvent('newOrder', { orderId: 2 });

    expect(await screen.findByText('NEW2')).toBeInTheDocument();
    expect(screen.getByText('OLD1')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(2));
  });

  it('reads the list again once when the console’s socket joins its rooms after the list was read', async () => {
    // A sign-in or a reload: the list is read while the socket connects, and an order changes in between.
    fakeSocketOptions.connectOnOpen = false;
    let calls = 0;
    server.use(
      ...session(),
      http.get('/api/order/list', () => {
        calls += 1;
        const status = calls === 1 ? 'new' : 'accepted';
        return HttpResponse.json({ items: [order({ orderNo: 'GAP1', status })], total: 1, page: 1, perPage: 50 });
      }),
    );
    await renderApp('/orders/list', { loggedIn: true });
    const row = () => screen.getByText('GAP1').closest('tr')!;
    await screen.findByText('GAP1');
    expect(within(row()).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(fakeSockets.at(-1)?.handlers.get('acceptOrder')).toHaveLength(1));
    expect(calls).toBe(1);

    act(() => connectFakeSockets());

    await waitFor(() => expect(within(row()).getByText('Accepted')).toBeInTheDocument());
    expect(calls).toBe(2);
    // A connection it already had (the next page's effect, an event) reads nothing more.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toBe(2);
  });

  it('announces new orders politely in one live region, at most once per 10 seconds', async () => {
    server.use(...session(), orderList([order({ orderNo: 'OLD1' })]));
    await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('OLD1');
    const live = screen.getByTestId('new-orders-announcement');
    expect(live).toHaveAttribute('role', 'status');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveTextContent('');

    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      act(() => {
        emitServerEvent('newOrder', { orderId: 2 });
        emitServerEvent('newOrder', { orderId: 3 });
        emitServerEvent('acceptOrder', { orderId: 1 }); // not a new order
      });
      await waitFor(() => expect(live).toHaveTextContent('2 new orders'));
      // Within the next 10 s: counted, said once the interval is over.
      act(() => emitServerEvent('newOrder', { orderId: 4 }));
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_000);
      });
      expect(live).toHaveTextContent('2 new orders');
      act(() => {
        emitServerEvent('newOrder', { orderId: 5 });
        emitServerEvent('newOrder', { orderId: 6 });
      });
      await act(async () => {
        await vi.advanceTimersByTimeAsync(5_100);
      });
      await waitFor(() => expect(live).toHaveTextContent('3 new orders'));
    } finally {
      vi.useRealTimers();
    }
  });
});
