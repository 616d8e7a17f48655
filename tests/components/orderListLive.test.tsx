// The order list kept live by the rows events carry (src/realtime/useOrderListEvents.ts): a row changes on screen
// without a list request, an older event changes nothing, what the row cannot place reads the list again once, and
// only the changed order's open details are read again.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListResponse, OrderListItem } from '../../domain/api.ts';
import type { OrderListEventPayload } from '../../domain/orderEvents.ts';
import { REFRESH_COALESCE_MS } from '../../src/realtime/useOrderListEvents.ts';
import { ORDER_ROW_ATTR } from '../../src/resources/orders/rowFocus.ts';
import { emitServerEvent } from './support/fakeSocket.ts';
import { operatorMe, order } from './support/fixtures.ts';
import { logoutHandler, meHandler, refreshOk } from './support/handlers.ts';
import { orderDetails } from './support/orderDetails.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';

const session = () => [refreshOk(), meHandler(operatorMe()), logoutHandler()];

/** Minutes ago, as ISO text: today's orders (the list's default range is today). */
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A row of today: created and in its stage since `minutes` ago. */
const todays = (overrides: Partial<OrderListItem> & { id: number; orderNo: string }, minutes: number) => {
  const status = overrides.status ?? 'new';
  return order({
    createdAt: ago(minutes),
    ...overrides,
    stage: { status, isOngoing: true, inDelivery: false, toBePickedUp: status === 'accepted', beganAt: ago(minutes) },
  });
};

const NEW1 = todays({ id: 1, orderNo: 'NEW1' }, 10);
const ACC2 = todays({ id: 2, orderNo: 'ACC2', status: 'accepted' }, 20);

/** GET /api/order/list answering `pages` in turn (the last one again), counting the requests. */
const listServer = (...pages: { items: OrderListItem[]; total?: number }[]) => {
  const requests: URL[] = [];
  server.use(
    http.get('/api/order/list', ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      const { items, total } = pages[Math.min(requests.length, pages.length) - 1];
      const body: ListResponse<OrderListItem> = { items, total: total ?? items.length, page: 1, perPage: 50 };
      return HttpResponse.json(body);
    }),
  );
  return requests;
};

const event = (row: OrderListItem | null | undefined, version?: number, orderId = row?.id): OrderListEventPayload => ({
  orderId: orderId ?? 9,
  companyId: 3,
  regionName: 'Warszawa',
  pickupLocationId: null,
  ...(row !== undefined ? { row } : {}),
  ...(version !== undefined ? { version } : {}),
});

const rowOf = (orderNo: string) => screen.getByText(orderNo).closest('tr') as HTMLElement;
/** The ids of the rows on screen, top to bottom. */
const rowIds = () =>
  [...document.querySelectorAll(`tr[${ORDER_ROW_ATTR}]`)].map((tr) => Number(tr.getAttribute(ORDER_ROW_ATTR)));

/** Long enough for any read an event would cause (the first after a quiet spell comes REFRESH_COALESCE_MS later). */
const settle = () => new Promise((resolve) => setTimeout(resolve, REFRESH_COALESCE_MS + 750));

describe('order list kept live by the rows events carry', () => {
  it('changes, moves and adds rows on screen from the events, with no list request; an older event is ignored', async () => {
    const requests = listServer({ items: [NEW1, ACC2] });
    server.use(...session());
    await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');
    expect(requests).toHaveLength(1);

    // A comment: the row shows it where it is.
    const comment = { comment: 'Gate code 1234', createdAt: ago(0), createdBy: 'anna' };
    act(() => emitServerEvent('editOrder', event({ ...ACC2, lastComment: comment }, 2_000)));
    expect(await within(rowOf('ACC2')).findByText('Gate code 1234')).toBeInTheDocument();

    // An event older than the one applied changes nothing.
    act(() =>
      emitServerEvent('editOrder', event({ ...ACC2, lastComment: { ...comment, comment: 'Stale note' } }, 1_000)),
    );
    expect(screen.queryByText('Stale note')).not.toBeInTheDocument();

    // A new order goes where the priority sort puts it: among the new orders, its stage begun after NEW1's.
    const NEW3 = todays({ id: 3, orderNo: 'NEW3' }, 5);
    act(() => emitServerEvent('newOrder', event(NEW3, 3_000)));
    expect(await screen.findByText('NEW3')).toBeInTheDocument();
    expect(rowIds()).toEqual([1, 3, 2]);

    // NEW1 accepted 1 minute ago: it moves below ACC2 (accepted earlier).
    const accepted = {
      ...NEW1,
      status: 'accepted' as const,
      stage: { ...NEW1.stage, status: 'accepted' as const, toBePickedUp: true, beganAt: ago(1) },
    };
    act(() => emitServerEvent('acceptOrder', event(accepted, 4_000)));
    await waitFor(() => expect(rowIds()).toEqual([3, 2, 1]));

    await settle();
    expect(requests).toHaveLength(1);
    expect(screen.getByText('Gate code 1234')).toBeInTheDocument();
  });

  it('reads the list again once for a burst of events the rows cannot place', async () => {
    const NEW3 = todays({ id: 3, orderNo: 'NEW3' }, 5);
    // A page with more orders after it: an order taken off it leaves a place another fills.
    const requests = listServer({ items: [NEW1, ACC2], total: 80 }, { items: [NEW3, ACC2], total: 80 });
    server.use(...session());
    await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('NEW1');

    act(() => {
      // The server could not read the order: no row.
      emitServerEvent('editOrder', event(undefined));
      // NEW1 left the operator's reach: off the page at once, the order after the page is not known.
      emitServerEvent('editOrder', event(null, undefined, 1));
    });
    await waitFor(() => expect(screen.queryByText('NEW1')).not.toBeInTheDocument());
    expect(await screen.findByText('NEW3')).toBeInTheDocument();
    await waitFor(() => expect(requests).toHaveLength(2));
    await settle();
    expect(requests).toHaveLength(2);
  });

  it('reads again the open details only of the order that changed', async () => {
    listServer({ items: [NEW1, ACC2] });
    const detailRequests: number[] = [];
    const details = [orderDetails({}, NEW1), orderDetails({}, ACC2)];
    server.use(
      ...session(),
      http.get('/api/order/audit', () => HttpResponse.json([])),
      http.get('/api/order/details', ({ request }) => {
        const id = Number(new URL(request.url).searchParams.get('orderId'));
        detailRequests.push(id);
        return HttpResponse.json(details.find((d) => d.id === id));
      }),
    );
    const { user } = await renderApp('/orders/list', { loggedIn: true });
    await screen.findByText('ACC2');
    await user.click(rowOf('ACC2'));
    expect(await screen.findByTestId('order-expand-2')).toBeInTheDocument();
    await waitFor(() => expect(detailRequests).toEqual([2]));

    // Another order changes: the open details stay as they are.
    act(() => emitServerEvent('editOrder', event({ ...NEW1, timeInStage: 30 }, 1_000)));
    await settle();
    expect(detailRequests).toEqual([2]);

    // The open order changes: its details are read again, once.
    act(() => emitServerEvent('editOrder', event({ ...ACC2, timeInStage: 30 }, 1_000)));
    await waitFor(() => expect(detailRequests).toEqual([2, 2]));
    await settle();
    expect(detailRequests).toEqual([2, 2]);
  });
});
