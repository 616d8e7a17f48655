// Orders not accepted in time, as a client sees them: the live toast with "Order again" (in three languages), the
// notices in the app bar (count of new ones, the list, what was seen), "Order again" on a cancelled order's expanded
// row for a user who may order, and the new-order form filled with the copy (every field of the order lands in the
// form, the hidden receiver stays hidden, nothing is sent until the user sends it).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { MeResponse, OrderDetails } from '../../domain/api.ts';
import type { NotAcceptedOrder } from '../../domain/notAcceptedOrders.ts';
import { OrderActionPanel } from '../../src/resources/orders/actions/OrderActionPanel.tsx';
import type { Locale } from '../../domain/constants.ts';
import { connectFakeSockets, emitServerEvent, fakeSocketOptions, fakeSockets } from './support/fakeSocket.ts';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { filterOptionHandlers, orderDetailsHandlers, sessionHandlers } from './support/handlers.ts';
import { BOUQUET, MEDICINES, SHOP, formOptions, installOrderCreateApi } from './support/orderCreateHandlers.ts';
import { orderDetails } from './support/orderDetails.ts';
import { currentPath, renderApp } from './support/renderApp.tsx';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';

const WRITE = ['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'];
const client = (paths = WRITE): MeResponse => clientMe({ paths });

const notice = (overrides: Partial<NotAcceptedOrder> = {}): NotAcceptedOrder => ({
  id: 41,
  orderNo: 'GRFD',
  company: { id: 3, name: 'Kwiaty sp. z o.o.' },
  reason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
  minutes: 5,
  createdAt: '2025-01-10T09:00:00.000Z',
  cancelledAt: '2025-01-10T09:05:30.000Z',
  ...overrides,
});

/** GET /api/order/not-accepted answering `answer()` each time; returns how often it was read. */
const noticesApi = (answer: () => NotAcceptedOrder[]) => {
  const reads = { count: 0 };
  server.use(
    http.get('/api/order/not-accepted', () => {
      reads.count += 1;
      return HttpResponse.json({ items: answer(), since: '2025-01-03T09:05:30.000Z' });
    }),
  );
  return reads;
};

/** The console of a signed-in client on the order list, with the notices' socket listening. */
const openConsole = async (me: MeResponse, locale?: Locale) => {
  server.use(...sessionHandlers(me));
  const view = await renderApp('/orders/list', { loggedIn: true, locale, withShell: true });
  // The notices' listener on the console's socket: one more of notAcceptedOrder than of the other order events (the
  // list hears them all, the notices this one only).
  const heard = (s: (typeof fakeSockets)[number], event: string) => s.handlers.get(event)?.length ?? 0;
  await waitFor(() =>
    expect(fakeSockets.some((s) => s.connected && heard(s, 'notAcceptedOrder') > heard(s, 'acceptOrder'))).toBe(true),
  );
  return view;
};

const cancelledNow = (...orderIds: number[]) =>
  act(() => {
    for (const orderId of orderIds)
      emitServerEvent('notAcceptedOrder', { orderId, companyId: 3, regionName: 'Wrocław', pickupLocationId: 21 });
  });

const bell = (name: string | RegExp = /^(Notices|Powiadomienia|Oznámení)/) => screen.findByRole('button', { name });

describe('the live toast', () => {
  it('tells a client at once which order was cancelled and why, and "Order again" opens the form with its copy', async () => {
    noticesApi(() => [notice()]);
    const { user } = await openConsole(client());
    cancelledNow(41);
    const toast = (await screen.findByText('Order GRFD was cancelled: no driver accepted it within 5 minutes')).closest(
      '.MuiSnackbarContent-root',
    ) as HTMLElement;
    await user.click(within(toast).getByRole('link', { name: 'Order again' }));
    await waitFor(() => expect(currentPath()).toBe('/orders/new'));
    expect(window.location.search).toBe('?copyOf=41');
  });

  it('uses the company’s limit for the X-minutes reason, and says it in Polish', async () => {
    noticesApi(() => [notice({ reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN', minutes: 2 })]);
    await openConsole(client(), 'pl');
    cancelledNow(41);
    expect(
      await screen.findByText('Zamówienie GRFD zostało anulowane: żaden kierowca nie przyjął go w ciągu 2 minut'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zamów ponownie' })).toHaveAttribute('href', '/orders/new?copyOf=41');
  });

  it('says it in Czech, one minute in its own form', async () => {
    noticesApi(() => [notice({ reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN', minutes: 1 })]);
    await openConsole(client(), 'cz');
    cancelledNow(41);
    expect(
      await screen.findByText('Objednávka GRFD byla zrušena: žádný řidič ji nepřijal do 1 minuty'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Objednat znovu' })).toBeInTheDocument();
  });

  it('names only the orders the client’s list answers, and offers no "Order again" to a client who may not order', async () => {
    noticesApi(() => [notice()]);
    await openConsole(client(['orders.canAccessPage', 'settings.canAccessPage']));
    cancelledNow(99, 41); // 99 is not the client's: one order, not two
    const message = await screen.findByText('Order GRFD was cancelled: no driver accepted it within 5 minutes');
    const toast = message.closest('.MuiSnackbarContent-root') as HTMLElement;
    expect(within(toast).queryByRole('link')).not.toBeInTheDocument();
    expect(within(toast).queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts the orders one sweep cancelled together, and "Show" opens their list', async () => {
    noticesApi(() => [notice(), notice({ id: 42, orderNo: 'KX7P', cancelledAt: '2025-01-10T09:05:29.000Z' })]);
    const { user } = await openConsole(client());
    cancelledNow(41, 42);
    const message = await screen.findByText('2 orders were cancelled: no driver accepted them in time');
    await user.click(
      within(message.closest('.MuiSnackbarContent-root') as HTMLElement).getByRole('button', { name: 'Show' }),
    );
    const list = await screen.findByRole('dialog', { name: 'Orders without a driver' });
    expect(within(list).getByRole('heading', { name: 'Order GRFD' })).toBeInTheDocument();
    expect(within(list).getByRole('heading', { name: 'Order KX7P' })).toBeInTheDocument();
  });
});

describe('the notices in the app bar', () => {
  it('counts the new ones, lists each with why and "Order again", and forgets the count once seen', async () => {
    let items = [
      notice(),
      notice({
        id: 42,
        orderNo: 'KX7P',
        reason: 'ORDER_NOT_ACCEPTED_IN_X_MIN',
        minutes: 15,
        cancelledAt: '2025-01-09T17:00:00.000Z',
      }),
    ];
    noticesApi(() => items);
    const { user } = await openConsole(client());
    await user.click(await bell('Notices: 2 new'));

    const list = await screen.findByRole('dialog', { name: 'Orders without a driver' });
    expect(
      within(list).getByText('Orders of the last 7 days that no driver accepted in time and that were cancelled'),
    ).toBeInTheDocument();
    const entries = within(list).getAllByRole('listitem');
    expect(entries).toHaveLength(2);
    const [first, second] = entries.map((entry) => within(entry));
    expect(first.getByRole('heading', { name: 'Order GRFD' })).toBeInTheDocument();
    expect(first.getByText('New')).toBeInTheDocument();
    expect(first.getByText('Cancelled: no driver accepted it within 5 minutes')).toBeInTheDocument();
    expect(first.getByText(/^Cancelled at \d\d:\d\d/)).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Order again' })).toHaveAttribute('href', '/orders/new?copyOf=41');
    expect(first.getByRole('link', { name: 'Show order' })).toHaveAttribute('href', '/orders/41/show');
    expect(second.getByText('Cancelled: no driver accepted it within 15 minutes')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Order again' })).toHaveAttribute('href', '/orders/new?copyOf=42');

    await user.keyboard('{Escape}');
    expect(await bell('Notices')).toBeInTheDocument();

    // A later one: only it is new.
    items = [notice({ id: 43, orderNo: 'ZZ12', cancelledAt: '2025-01-10T10:00:00.000Z' }), ...items];
    cancelledNow(43);
    await user.click(await bell('Notices: 1 new'));
    const again = await screen.findByRole('dialog', { name: 'Orders without a driver' });
    const news = within(again)
      .getAllByRole('listitem')
      .filter((entry) => within(entry).queryByText('New'))
      .map((entry) => within(entry).getByRole('heading').textContent);
    expect(news).toEqual(['Order ZZ12']);
  });

  it('reads the notices again once when the console’s socket joins its rooms after they were read', async () => {
    // A sign-in or a reload: an order cancelled while the socket connects is not heard; the bell counts it after.
    fakeSocketOptions.connectOnOpen = false;
    let items = [notice()];
    const reads = noticesApi(() => items);
    server.use(...sessionHandlers(client()));
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    expect(await bell('Notices: 1 new')).toBeInTheDocument();
    await waitFor(() => expect(fakeSockets.at(-1)?.handlers.get('notAcceptedOrder')?.length).toBeGreaterThan(1));
    const before = reads.count;
    items = [notice({ id: 43, orderNo: 'ZZ43' }), ...items];

    act(() => connectFakeSockets());

    expect(await bell('Notices: 2 new')).toBeInTheDocument();
    expect(reads.count).toBeGreaterThan(before);
  });

  it('keeps what was seen after a reload', async () => {
    noticesApi(() => [notice()]);
    const { user, unmount } = await openConsole(client());
    await user.click(await bell('Notices: 1 new'));
    await screen.findByRole('dialog', { name: 'Orders without a driver' });
    unmount();
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    expect(await bell('Notices')).toBeInTheDocument();
  });

  it('says when no order went without a driver', async () => {
    const { user } = await openConsole(client());
    await user.click(await bell('Notices'));
    const list = await screen.findByRole('dialog', { name: 'Orders without a driver' });
    expect(within(list).getByText('No order went without a driver in the last 7 days.')).toBeInTheDocument();
  });

  it('shows no bell to an operator', async () => {
    server.use(...sessionHandlers(operatorMe(['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage'])));
    await renderApp('/orders/list', { loggedIn: true, withShell: true });
    await screen.findByText('Account active'); // the session is read: the bell would be there by now
    expect(screen.queryByRole('button', { name: /^Notices/ })).not.toBeInTheDocument();
  });

  it('lists a client who may not order the notices without "Order again"', async () => {
    noticesApi(() => [notice()]);
    const { user } = await openConsole(client(['orders.canAccessPage', 'settings.canAccessPage']));
    await user.click(await bell('Notices: 1 new'));
    const list = await screen.findByRole('dialog', { name: 'Orders without a driver' });
    expect(within(list).getByRole('link', { name: 'Show order' })).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
  });
});

/** An order cancelled because no driver accepted it: every field the form takes is set. */
const cancelledOrder = (overrides: Partial<OrderDetails> = {}): OrderDetails =>
  orderDetails(
    {
      status: 'cancelled',
      cancellationReason: 'ORDER_NOT_ACCEPTED_IN_5_MIN',
      reasonGroup: 'not_accepted',
      externalId: 'SHOP-9',
      packageSize: 'L',
      notes: 'Zadzwonić przed przyjazdem',
      payment: { paymentType: 'blik_manual', paymentCode: '12345678901234567890' },
      receiver: {
        name: 'Anna Nowak',
        phone: '600 100 200',
        street: 'Świdnicka 10',
        city: 'Wrocław',
        zipCode: '50-066',
        lat: 51.1,
        lng: 17.03,
        hidden: false,
      },
      pickupPointDetails: {
        locationId: SHOP.id,
        name: SHOP.name,
        street: SHOP.street,
        city: SHOP.city,
        zipCode: SHOP.zipCode,
        phone: '711234567',
        notes: 'Od podwórza, dzwonek 2',
        workingHours: null,
        hidden: false,
      },
      products: [
        {
          id: BOUQUET.id,
          type: 'pickup_delivery',
          name: 'Bukiet róż',
          code: 'BUKIET',
          externalNo: 'B-7',
          dimensions: { width: 30, height: 20, length: 40, weight: 2.5 },
        },
        {
          id: MEDICINES.id,
          type: 'pickup_delivery',
          name: 'Leki na receptę',
          code: 'RX',
          pesel: '44051401359',
          receiptNo: '1234',
          amountToPayOnPickUp: 1250,
          medicines: [{ details: 'Apap 2 op.', pickedUp: false }],
        },
      ],
      ...overrides,
    },
    { id: 41, orderNo: 'GRFD' },
  );

const openCopy = async (order: OrderDetails, me: MeResponse = client(), path = `/orders/new?copyOf=${order.id}`) => {
  server.use(...sessionHandlers(me), ...orderDetailsHandlers([order]));
  const calls = installOrderCreateApi({ options: formOptions() });
  const view = await renderApp(path, { loggedIn: true, withShell: true });
  await screen.findByRole('region', { name: 'Products' });
  return { ...view, ...calls };
};

const region = (name: string) => within(screen.getByRole('region', { name }));
const card = (name: RegExp) => within(screen.getByRole('article', { name }));

describe('"Order again": the form filled with the copy', () => {
  it('fills every field of the order, leaves the external id empty, sends nothing until the user does, then sends the copy', async () => {
    const { user, created } = await openCopy(cancelledOrder());
    const notice = screen.getByText('A copy of order GRFD').closest('[role="alert"]') as HTMLElement;
    expect(within(notice).getByText(/nothing is sent until you do/)).toBeInTheDocument();

    const bouquet = card(/^Bukiet/);
    expect(bouquet.getByLabelText(/^Name/)).toHaveValue('Bukiet róż');
    expect(bouquet.getByLabelText(/^Code/)).toHaveValue('BUKIET');
    expect(bouquet.getByLabelText(/^External number/)).toHaveValue('B-7');
    expect(bouquet.getByLabelText(/^Width/)).toHaveValue('30');
    expect(bouquet.getByLabelText(/^Height/)).toHaveValue('20');
    expect(bouquet.getByLabelText(/^Length/)).toHaveValue('40');
    expect(bouquet.getByLabelText(/^Weight/)).toHaveValue('2.5');
    const medicines = card(/^Leki na receptę/);
    expect(medicines.getByLabelText(/^Name/)).toHaveValue('Leki na receptę');
    expect(medicines.getByLabelText(/^Code/)).toHaveValue('RX');
    expect(medicines.getByLabelText(/^PESEL/)).toHaveValue('44051401359');
    expect(medicines.getByLabelText(/^Receipt number/)).toHaveValue('1234');
    expect(medicines.getByLabelText(/^Amount to pay on pick-up/)).toHaveValue('12.50');
    expect(medicines.getByLabelText(/^Medicine 1/)).toHaveValue('Apap 2 op.');

    const pickup = region('Pickup point');
    expect(pickup.getByText(`Filled from the saved location "${SHOP.name}".`)).toBeInTheDocument();
    expect(pickup.getByLabelText(/Street and number/)).toHaveValue(SHOP.street);
    expect(pickup.getByLabelText(/Street and number/)).toHaveAttribute('readonly');
    expect(pickup.getByLabelText(/^Phone/)).toHaveValue('711234567');
    expect(pickup.getByLabelText(/Notes for the pick-up/)).toHaveValue('Od podwórza, dzwonek 2');
    const receiver = region('Receiver');
    expect(receiver.getByLabelText(/Name and surname/)).toHaveValue('Anna Nowak');
    expect(receiver.getByLabelText(/Street and number/)).toHaveValue('Świdnicka 10');
    expect(receiver.getByLabelText(/Postal code/)).toHaveValue('50-066');
    expect(receiver.getByLabelText(/City/)).toHaveValue('Wrocław');
    expect(receiver.getByLabelText(/^Phone/)).toHaveValue('600 100 200');
    expect(screen.getByLabelText(/Notes for the driver/)).toHaveValue('Zadzwonić przed przyjazdem');
    expect(screen.getByLabelText(/External id/)).toHaveValue('');
    expect(region('Payment').getByLabelText(/Payment code/)).toHaveValue('12345678901234567890');
    expect(created).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create order' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toEqual({
      companyId: 3,
      products: [
        {
          id: BOUQUET.id,
          name: 'Bukiet róż',
          code: 'BUKIET',
          externalNo: 'B-7',
          dimensions: { width: 30, height: 20, length: 40, weight: 2.5 },
        },
        {
          id: MEDICINES.id,
          name: 'Leki na receptę',
          code: 'RX',
          pesel: '44051401359',
          receiptNo: '1234',
          amountToPayOnPickUp: 12.5,
          medicines: [{ details: 'Apap 2 op.' }],
        },
      ],
      clientName: 'Anna Nowak',
      clientStreet: 'Świdnicka 10',
      clientCity: 'Wrocław',
      clientZipCode: '50-066',
      clientPhone: '600 100 200',
      pickupPoint: {
        locationId: SHOP.id,
        name: SHOP.name,
        street: SHOP.street,
        city: SHOP.city,
        zipCode: SHOP.zipCode,
        phone: '711234567',
        notes: 'Od podwórza, dzwonek 2',
      },
      notes: 'Zadzwonić przed przyjazdem',
      packageSize: 'L',
      paymentDetails: { paymentType: 'blik_manual', paymentCode: '12345678901234567890' },
    });
  });

  it('keeps a hidden receiver hidden: the form asks for it, and says why; products no longer offered are named', async () => {
    const order = cancelledOrder({
      receiver: {
        name: 'customer',
        phone: null,
        street: null,
        city: 'Wrocław',
        zipCode: null,
        lat: null,
        lng: null,
        hidden: true,
      },
      products: [
        { id: BOUQUET.id, name: 'Bukiet róż', code: 'BUKIET', externalNo: 'B-7' },
        { id: 777, name: 'Stary produkt' },
      ],
    });
    await openCopy(order);
    const alert = screen.getByText('A copy of order GRFD').closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert).getByText('The receiver’s details of the order are not shown to your account: fill them in.'),
    ).toBeInTheDocument();
    expect(within(alert).getByText('Products no longer offered were left out: Stary produkt.')).toBeInTheDocument();
    const receiver = region('Receiver');
    expect(receiver.getByLabelText(/Name and surname/)).toHaveValue('');
    expect(receiver.getByLabelText(/Street and number/)).toHaveValue('');
    expect(receiver.getByLabelText(/Postal code/)).toHaveValue('');
    expect(receiver.getByLabelText(/^Phone/)).toHaveValue('');
    expect(receiver.getByLabelText(/City/)).toHaveValue('Wrocław');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('opens an operator’s form on the order’s company, from react-admin’s /orders/create too', async () => {
    server.use(
      ...filterOptionHandlers({ companies: [{ id: 3, name: 'Kwiaty sp. z o.o.', status: 'active', logo: null }] }),
    );
    const { optionRequests } = await openCopy(
      cancelledOrder(),
      operatorMe(['orders.canAccessPage', 'orders.canWrite', 'settings.canAccessPage']),
      '/orders/create?copyOf=41',
    );
    expect(currentPath()).toBe('/orders/new');
    expect(await screen.findByRole('combobox', { name: 'Company' })).toHaveValue('Kwiaty sp. z o.o.');
    expect(optionRequests[0].searchParams.get('companyId')).toBe('3');
    expect(region('Receiver').getByLabelText(/Name and surname/)).toHaveValue('Anna Nowak');
  });

  it('starts an empty form, saying so, when the order cannot be read', async () => {
    await openCopy(cancelledOrder(), client(), '/orders/new?copyOf=999');
    expect(await screen.findByText('The order to copy could not be read: the form starts empty.')).toBeInTheDocument();
    expect(screen.queryByText('A copy of order GRFD')).not.toBeInTheDocument();
    expect(region('Receiver').getByLabelText(/Name and surname/)).toHaveValue('');
  });
});

describe('"Order again" on a cancelled order’s expanded row', () => {
  const cancelled = orderDetails({ status: 'cancelled', cancellationReason: 'CLIENTS_REQUEST', reasonGroup: 'other' });
  /** The comments button shows once the session's permissions are read. */
  const permissionsRead = () => screen.findByRole('button', { name: /^Comments/ });

  it('is offered to a user who may order', async () => {
    await renderInSession(<OrderActionPanel order={cancelled} />, client([...WRITE, 'orders.canView.comments']));
    const toolbar = await screen.findByRole('toolbar', { name: 'Order actions' });
    // The panel alone renders in react-admin's own (hash) router.
    expect(await within(toolbar).findByRole('link', { name: 'Order again' })).toHaveAttribute(
      'href',
      `#/orders/new?copyOf=${cancelled.id}`,
    );
  });

  it('is never shown to a user who may not create orders, nor for an order that is not cancelled', async () => {
    const { unmount } = await renderInSession(
      <OrderActionPanel order={cancelled} />,
      operatorMe(['orders.canAccessPage', 'orders.canView.comments']),
    );
    await permissionsRead();
    expect(screen.queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
    unmount();
    await renderInSession(
      <OrderActionPanel order={orderDetails({ status: 'new' })} />,
      client([...WRITE, 'orders.canView.comments']),
    );
    await permissionsRead();
    expect(screen.queryByRole('link', { name: 'Order again' })).not.toBeInTheDocument();
  });
});
