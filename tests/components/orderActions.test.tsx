// The action panel of an expanded order and its dialogs (what each action needs, the cancellation reasons per
// stage, the form rules and the error codes), as a user sees them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from 'date-fns';
import type { OrderAuditEntry, OrderDetails, OrderListItem, Region } from '../../domain/api.ts';
import type { DriverListItem } from '../../domain/driverSchemas.ts';
import type { NearestDriversAnswer } from '../../domain/dispatch.ts';
import { CAN_VIEW_FLAGS, type CanViewFlag, type OrderStatus } from '../../domain/enums.ts';
import { HOLD_MAX_DAYS, PDF_BUTTON_DISABLED_MS } from '../../domain/constants.ts';
import { LOCALE_STORE_KEY } from '../../src/i18n/localeStore.ts';
import { OrderActionPanel } from '../../src/resources/orders/actions/OrderActionPanel.tsx';
import { AuditTrail } from '../../src/resources/orders/expand/AuditTrail.tsx';
import { captureDownloads } from './support/downloads.ts';
import { clientMe, operatorMe } from './support/fixtures.ts';
import { apiError } from './support/handlers.ts';
import { orderDetails } from './support/orderDetails.ts';
import { renderInSession } from './support/renderInSession.tsx';
import { server } from './support/server.ts';

const me = (...flags: CanViewFlag[]) =>
  operatorMe(['orders.canAccessPage', 'orders.canWrite', ...flags.map((f) => `orders.canView.${f}`)]);
/** A read-only operator (orders:read): the orders page and the flags, no write access. */
const readOnlyMe = (...flags: CanViewFlag[]) =>
  operatorMe(['orders.canAccessPage', ...flags.map((f) => `orders.canView.${f}`)]);
const ALL = me(...CAN_VIEW_FLAGS);

const stageOf = (status: OrderStatus, withPickup = true): OrderListItem['stage'] => ({
  status,
  isOngoing: ['new', 'accepted', 'picked_up', 'arrived'].includes(status),
  inDelivery: status === 'picked_up' || status === 'arrived' || (status === 'accepted' && !withPickup),
  toBePickedUp: status === 'accepted' && withPickup,
  beganAt: '2025-01-10T09:00:00.000Z',
});

/** An order of the given status (accepted by default: with a pickup point, a PIN, an empty hold history). */
const anOrder = (status: OrderStatus = 'accepted', overrides: Partial<OrderDetails> = {}) =>
  orderDetails({ status, stage: stageOf(status), ...overrides }, { id: 1, orderNo: 'A1B2' });

const renderPanel = (order: OrderDetails, session = ALL) =>
  renderInSession(<OrderActionPanel order={order} />, session);

/** A time of the fixtures (January 2025: another year than now's) as the console writes it, its year in full. */
const otherYearStamp = (iso: string) => format(new Date(iso), 'HH:mm dd.MM.yyyy');

const toolbar = () => screen.findByRole('toolbar', { name: 'Order actions' });
const button = (name: string | RegExp) => screen.queryByRole('button', { name });
const dialogNamed = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** Records the JSON bodies a POST handler receives and answers with the given response. */
const postRecorder = (path: string, respond: () => Response = () => HttpResponse.json({ order: null })) => {
  const bodies: unknown[] = [];
  server.use(
    http.post(`/api${path}`, async ({ request }) => {
      bodies.push(await request.json());
      return respond();
    }),
  );
  return bodies;
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('action availability', () => {
  it('shows every action to a user with every flag on an accepted order with a pickup point, a PIN, holds, renewals and comments', async () => {
    const order = anOrder('accepted', {
      renewals: [
        {
          renewedAt: '2025-01-10T09:30:00.000Z',
          renewedBy: 'anna',
          renewalReason: 'DRIVER_CHANGE',
          cancellationReason: null,
          renewalComment: null,
        },
      ],
      comments: [{ comment: 'Ring twice', createdAt: '2025-01-10T09:40:00.000Z', createdBy: 'anna' }],
    });
    await renderPanel(order);
    const panel = await toolbar();
    expect(await within(panel).findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    const names = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(names).toEqual([
      'Label',
      'Cancel order',
      'Change driver',
      'Verify pick-up',
      'On hold',
      'Renewals (1)',
      'Comments (1)',
      'Route',
    ]);
  });

  it('shows a read-only operator (orders:read) no write action: the history and comments without their forms', async () => {
    const held = anOrder('accepted', {
      flags: { ...anOrder().flags, onHold: { until: null, note: 'Waiting for the client' } },
      comments: [{ comment: 'Ring twice', createdAt: '2025-01-10T09:40:00.000Z', createdBy: 'anna' }],
    });
    const { user } = await renderPanel(held, readOnlyMe(...CAN_VIEW_FLAGS));
    const panel = await toolbar();
    expect(await within(panel).findByRole('button', { name: 'Comments (1)' })).toBeInTheDocument();
    const names = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    // The hold button of a user who may only read holds is named for what it opens.
    expect(names).toEqual(['Label', 'Hold history (0)', 'Comments (1)', 'Route']);

    await user.click(within(panel).getByRole('button', { name: 'Hold history (0)' }));
    const holdDialog = await dialogNamed(/A1B2/);
    expect(within(holdDialog).getByText(/Waiting for the client/)).toBeInTheDocument();
    expect(within(holdDialog).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
    expect(within(holdDialog).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(panel).getByRole('button', { name: 'Comments (1)' }));
    const commentsDialog = await dialogNamed(/A1B2/);
    expect(within(commentsDialog).getByText('Ring twice')).toBeInTheDocument();
    expect(within(commentsDialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(commentsDialog).queryByRole('button', { name: 'Add comment' })).not.toBeInTheDocument();
  });

  it('names the hold button of a user who may only read holds "Historia wstrzymań", an operator’s "Wstrzymanie" (Polish)', async () => {
    window.localStorage.setItem(`RaStore.${LOCALE_STORE_KEY}`, JSON.stringify('pl'));
    const readOnly = await renderPanel(anOrder('accepted'), readOnlyMe(...CAN_VIEW_FLAGS));
    expect(await screen.findByRole('button', { name: 'Historia wstrzymań: 0' })).toBeInTheDocument();
    expect(button('Wstrzymanie')).not.toBeInTheDocument();
    readOnly.unmount();
    await renderPanel(anOrder('accepted'));
    expect(await screen.findByRole('button', { name: 'Wstrzymanie' })).toBeInTheDocument();
    expect(button(/^Historia wstrzymań/)).not.toBeInTheDocument();
  });

  it('hides the permission-bound actions from a user without the flags (label and route stay)', async () => {
    await renderPanel(anOrder('accepted'), me('comments'));
    expect(await screen.findByRole('button', { name: 'Comments (0)' })).toBeInTheDocument(); // permissions have loaded
    expect(button('Label')).toBeInTheDocument();
    expect(button('Route')).toBeInTheDocument();
    for (const name of ['Cancel order', 'Change driver', 'Verify pick-up', 'On hold'])
      expect(button(name), name).not.toBeInTheDocument();
  });

  it('follows the order: no label or driver change without a pickup point, no cancel or driver change once delivered, no PIN check without a code, no route without canShowRoute, no renewals when none', async () => {
    const noPickup = anOrder('new', { pickupPoint: null, pickupPointDetails: null, canShowRoute: false });
    const first = await renderPanel(noPickup);
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(button('Label')).not.toBeInTheDocument();
    expect(button('Change driver')).not.toBeInTheDocument();
    expect(button('Route')).not.toBeInTheDocument();
    expect(button(/Renewals/)).not.toBeInTheDocument();
    first.unmount();

    const delivered = anOrder('delivered', {
      codes: { pickUpVerificationCode: null, verificationCode: '8765' },
      holds: null,
    });
    await renderPanel(delivered);
    expect(await screen.findByRole('button', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(button('Label')).toBeInTheDocument();
    for (const name of ['Cancel order', 'Change driver', 'Verify pick-up', 'On hold'])
      expect(button(name), name).not.toBeInTheDocument();
  });

  it('offers no PIN check and no hold on a cancelled or a delivered order (even with a PIN and an empty hold history)', async () => {
    for (const status of ['cancelled', 'delivered'] as const) {
      const ended = anOrder(status, { codes: { pickUpVerificationCode: '4321', verificationCode: '8765' }, holds: [] });
      const view = await renderPanel(ended);
      expect(await screen.findByRole('button', { name: 'Comments (0)' }), status).toBeInTheDocument();
      for (const name of ['Verify pick-up', 'On hold', /Hold history/, 'Cancel order', 'Change driver'])
        expect(button(name), `${status}: ${String(name)}`).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('offers the PIN check only while the order waits for pick-up', async () => {
    for (const status of ['new', 'picked_up', 'arrived', 'scheduled'] as const) {
      const view = await renderPanel(anOrder(status));
      expect(await screen.findByRole('button', { name: 'Comments (0)' }), status).toBeInTheDocument();
      expect(button('Verify pick-up'), status).not.toBeInTheDocument();
      expect(button('On hold'), status).toBeInTheDocument();
      view.unmount();
    }
  });

  it('offers cancel for a scheduled order and hides the PIN check when the order has no verification code', async () => {
    const scheduled = anOrder('scheduled', {
      flags: { onHold: null, multiplier: null, emergencyDelivery: false, noVerificationCode: 'client has no phone' },
    });
    await renderPanel(scheduled, me('cancellation', 'pinCode'));
    expect(await screen.findByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(button('Verify pick-up')).not.toBeInTheDocument();
  });
});

describe('cancel order', () => {
  const reasonsOffered = async (order: OrderDetails) => {
    const { user, unmount } = await renderPanel(order);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await dialogNamed('Cancel order A1B2');
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    unmount();
    return options;
  };
  const supplied = {
    inDelivery: ['DRIVERS_FAILURE' as const, 'DAMAGED_PRODUCT' as const],
    toBePickedUp: ['NO_STOCK_IN_STORE' as const, 'OTHER' as const],
  };

  it("offers the order's reasons for its stage: in delivery, to be picked up, and scheduled like to be picked up", async () => {
    expect(await reasonsOffered(anOrder('picked_up', { cancellationReasons: supplied }))).toEqual([
      "Driver's failure",
      'Damaged product',
    ]);
    expect(await reasonsOffered(anOrder('accepted', { cancellationReasons: supplied }))).toEqual([
      'No stock in store',
      'Other',
    ]);
    expect(await reasonsOffered(anOrder('scheduled', { cancellationReasons: supplied }))).toEqual([
      'No stock in store',
      'Other',
    ]);
  });

  it('offers the default reasons when the order supplies none', async () => {
    expect(await reasonsOffered(anOrder('accepted', { cancellationReasons: null }))).toEqual([
      'Call center request',
      "Client's request",
      'No stock in store',
      'Wrong address',
      "Client didn't show up",
    ]);
  });

  it('sends the chosen reason and options, and shows the translated toast of order_is_not_cancellable', async () => {
    const bodies = postRecorder('/order/cancel', () => apiError(409, 'order_is_not_cancellable'));
    const { user } = await renderPanel(anOrder('picked_up', { cancellationReasons: supplied }));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await dialogNamed('Cancel order A1B2');
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Damaged product' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Do not renew' }));
    await user.click(
      within(dialog).getByRole('radio', { name: "None (remove the picked-up goods from the driver's stock)" }),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Full payment' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Force cancel' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Broken on the way');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(
      await screen.findByText('This order cannot be cancelled (it is finished, or on hold without force cancel).'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        orderId: 1,
        reason: 'DAMAGED_PRODUCT',
        comment: 'Broken on the way',
        forceCancel: true,
        renewOrder: false,
        createReturn: 'none',
        payable: true,
      },
    ]);
    expect(screen.getByRole('dialog', { name: 'Cancel order A1B2' })).toBeInTheDocument(); // stays open to try again
  });

  it('leaves the default options out of the request, then thanks and closes', async () => {
    const bodies = postRecorder('/order/cancel');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await dialogNamed('Cancel order A1B2');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, reason: 'CALL_CENTER_REQUEST' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a client user only the client's reasons and none of the operator's decisions, and sends the reason and comment only", async () => {
    const client = clientMe({
      paths: ['orders.canAccessPage', 'orders.canWrite', 'orders.canView.cancellation', 'orders.canView.comments'],
    });
    const bodies = postRecorder('/order/cancel');
    const { user } = await renderPanel(anOrder('picked_up', { cancellationReasons: supplied }), client);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await dialogNamed('Cancel order A1B2');
    for (const group of ['Renewal', 'Picked-up goods', 'Driver payment'])
      expect(within(dialog).queryByRole('radiogroup', { name: group })).not.toBeInTheDocument();
    expect(within(dialog).queryAllByRole('radio')).toEqual([]);
    expect(within(dialog).queryByRole('checkbox', { name: 'Force cancel' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(["Client's request", 'Wrong address', 'No stock in store', 'Damaged product', 'Other']);
    await user.click(screen.getByRole('option', { name: 'Wrong address' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Receiver moved');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, reason: 'WRONG_ADDRESS', comment: 'Receiver moved' }]);
  });

  it('falls back to the unknown message for a code cancel does not know', async () => {
    postRecorder('/order/cancel', () => apiError(403, 'insufficient_permissions'));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await dialogNamed('Cancel order A1B2')).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order could not be cancelled. Try again later.')).toBeInTheDocument();
  });
});

describe('on-hold history', () => {
  const localInput = (date: Date) => format(date, "yyyy-MM-dd'T'HH:mm");
  const holds: OrderDetails['holds'] = [
    {
      notes: 'Client asked to wait',
      createdAt: '2025-01-10T09:10:00.000Z',
      holdUntil: '2025-01-10T10:00:00.000Z',
      releasedAt: '2025-01-10T09:50:00.000Z',
      by: 'operator',
    },
    { notes: null, createdAt: '2025-01-10T08:10:00.000Z', holdUntil: null, releasedAt: null, by: 'driver' },
  ];

  it('lists the holds with since, until, by, notes and release time (a day of another year with its year in full)', async () => {
    const { user } = await renderPanel(anOrder('accepted', { holds }));
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const table = within(await dialogNamed('On-hold history of order A1B2')).getByRole('table', { name: 'Holds' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Since', 'Until', 'By', 'Notes', 'Released at'],
      [
        otherYearStamp(holds[0].createdAt),
        otherYearStamp(holds[0].holdUntil!),
        'Operator',
        'Client asked to wait',
        otherYearStamp(holds[0].releasedAt!),
      ],
      [otherYearStamp(holds[1].createdAt), 'Until released', 'Driver', '—', '—'],
    ]);
  });

  it('refuses a hold time in the past (and a missing one) without calling the server', async () => {
    const bodies = postRecorder('/order/set-on-hold');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText(/Hold until/), {
      target: { value: localInput(new Date(Date.now() - 2 * 3600_000)) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText('The time must not be in the past')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('puts the order on hold with the time as an ISO instant and the notes, and shows the success toast', async () => {
    const bodies = postRecorder('/order/set-on-hold');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    expect(within(dialog).getByText('The order has not been on hold.')).toBeInTheDocument();
    const until = new Date(Date.now() + 2 * 3600_000);
    until.setSeconds(0, 0);
    fireEvent.change(within(dialog).getByLabelText(/Hold until/), { target: { value: localInput(until) } });
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes' }), 'Waiting for the client');
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));

    expect(await screen.findByText('Order put on hold')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, holdOrderTill: until.toISOString(), notes: 'Waiting for the client' }]);
  });

  it('fills the hold end from a one-click preset (30 minutes from now)', async () => {
    const bodies = postRecorder('/order/set-on-hold');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: '+30 min' }));
    const chosen = new Date((within(dialog).getByLabelText(/Hold until/) as HTMLInputElement).value).getTime();
    expect(chosen).toBeGreaterThan(before + 29 * 60_000);
    expect(chosen).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await screen.findByText('Order put on hold')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, holdOrderTill: new Date(chosen).toISOString() }]);
  });

  it(`says the hold limit (${HOLD_MAX_DAYS} days) and refuses a later end without calling the server; the server’s refusal reads the same`, async () => {
    const bodies = postRecorder('/order/set-on-hold', () =>
      HttpResponse.json(
        {
          name: 'ApiError',
          message: 'Invalid input',
          errorCode: 'validation_failed',
          errors: { holdOrderTill: ['validation.holdTooFar'] },
        },
        { status: 400 },
      ),
    );
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    const input = within(dialog).getByLabelText(/Hold until/) as HTMLInputElement;
    expect(
      within(dialog).getByText(/^At most 7 days from now: until \d\d:\d\d \d\d\.\d\d\.\d\d(\d\d)?$/),
    ).toBeInTheDocument();
    const latest = Date.now() + HOLD_MAX_DAYS * 86_400_000;
    expect(Math.abs(new Date(input.max).getTime() - latest)).toBeLessThan(120_000);
    expect(Math.abs(new Date(input.min).getTime() - Date.now())).toBeLessThan(120_000);

    const tooFar = 'The hold may end at most 7 days from now';
    fireEvent.change(input, { target: { value: localInput(new Date(latest + 3600_000)) } });
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText(tooFar)).toBeInTheDocument();
    expect(bodies).toEqual([]);
    // Within the limit by the console's clock, beyond it by the server's: its field error, with the limit.
    fireEvent.change(input, { target: { value: localInput(new Date(latest - 3600_000)) } });
    await waitFor(() => expect(within(dialog).queryByText(tooFar)).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Put on hold' }));
    expect(await within(dialog).findByText(tooFar)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('shows only the history of an order that can no longer be held', async () => {
    const { user } = await renderPanel(anOrder('delivered', { holds }));
    expect(await screen.findByRole('button', { name: 'Comments (0)' })).toBeInTheDocument();
    expect(button('On hold')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Hold history (2)' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    expect(within(dialog).getByRole('table', { name: 'Holds' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Release' })).not.toBeInTheDocument();
  });

  it('releases a held order; order_not_on_hold has its own message', async () => {
    const bodies = postRecorder('/order/release-on-hold', () => apiError(409, 'order_not_on_hold'));
    const held = anOrder('accepted', {
      flags: {
        onHold: { until: '9999-12-31T23:59:59.000Z', note: 'Gate closed' },
        multiplier: null,
        emergencyDelivery: false,
        noVerificationCode: null,
      },
    });
    const { user } = await renderPanel(held);
    await user.click(await screen.findByRole('button', { name: 'On hold' }));
    const dialog = await dialogNamed('On-hold history of order A1B2');
    expect(within(dialog).getByText('On hold until released')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Put on hold' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('The order is not on hold.')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1 }]);
  });
});

describe('change driver', () => {
  const REGIONS: Region[] = [
    { id: 1, name: 'Warszawa', active: true },
    { id: 2, name: 'Kraków', active: true },
  ];
  const driver = (id: number, firstName: string, regionId: number): DriverListItem => ({
    id,
    firstName,
    lastName: 'Kierowca',
    email: `${firstName.toLowerCase()}@drivers.pl`,
    phone: null,
    regionId,
    status: 'online',
    active: true,
    allowedCompanyIds: [],
    vehicleType: 'car',
  });
  const DRIVERS = [driver(11, 'Adam', 1), driver(12, 'Basia', 1), driver(21, 'Celina', 2)];

  const NEAREST: NearestDriversAnswer = {
    orderId: 1,
    pickupPoint: { lat: 52.23, lng: 21.01 },
    origin: { kind: 'pickupPoint', point: { lat: 52.23, lng: 21.01 } },
    currentDriverId: null,
    drivers: [
      {
        id: 21,
        firstName: 'Celina',
        lastName: 'Kierowca',
        email: 'celina@drivers.pl',
        region: { id: 2, name: 'Kraków' },
        distanceMetres: 850,
        lastSeenAt: '2025-01-10T10:00:00.000Z',
        carrying: 0,
      },
      {
        id: 12,
        firstName: 'Basia',
        lastName: 'Kierowca',
        email: 'basia@drivers.pl',
        region: { id: 1, name: 'Warszawa' },
        distanceMetres: 2400,
        lastSeenAt: '2025-01-10T10:00:00.000Z',
        carrying: 2,
      },
      {
        id: 11,
        firstName: 'Adam',
        lastName: 'Kierowca',
        email: 'adam@drivers.pl',
        region: { id: 1, name: 'Warszawa' },
        distanceMetres: null,
        lastSeenAt: null,
        carrying: 1,
      },
    ],
  };

  const nearestQueries: URLSearchParams[] = [];
  const driverHandlers = (queries: URLSearchParams[], nearest: () => Response = () => HttpResponse.json(NEAREST)) => [
    http.get('/api/order/nearest-drivers', ({ request }) => {
      nearestQueries.push(new URL(request.url).searchParams);
      return nearest();
    }),
    http.get('/api/region/list', () => HttpResponse.json(REGIONS)),
    http.get('/api/driver/list', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const region = REGIONS.find((r) => r.name === query.get('region'));
      return HttpResponse.json(DRIVERS.filter((d) => d.regionId === region?.id));
    }),
  ];

  it("starts in the order's region, resets the driver when another region is chosen, and sends the driver and comment", async () => {
    const queries: URLSearchParams[] = [];
    server.use(...driverHandlers(queries));
    const bodies = postRecorder('/order/change-driver');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');

    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Region/ })).toHaveTextContent('Warszawa'));
    const driverSelect = () => within(dialog).getByRole('combobox', { name: /Driver/ });
    await waitFor(() => expect(driverSelect()).not.toHaveAttribute('aria-disabled'));
    await user.click(driverSelect());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Adam Kierowca (adam@drivers.pl)',
      'Basia Kierowca (basia@drivers.pl)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Basia Kierowca (basia@drivers.pl)' }));
    expect(driverSelect()).toHaveTextContent('Basia Kierowca');
    expect(queries[0].get('region')).toBe('Warszawa');
    expect(queries[0].get('active')).toBe('true');
    expect(queries[0].get('blocked')).toBe('false');
    expect(queries[0].get('companyId')).toBe('3');

    await user.click(within(dialog).getByRole('combobox', { name: /Region/ }));
    await user.click(await screen.findByRole('option', { name: 'Kraków' }));
    await waitFor(() => expect(driverSelect()).not.toHaveTextContent('Basia'));
    await user.click(within(dialog).getByRole('button', { name: 'Change driver' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(driverSelect());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Celina Kierowca (celina@drivers.pl)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Celina Kierowca (celina@drivers.pl)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), 'Closer to the client');
    await user.click(within(dialog).getByRole('button', { name: 'Change driver' }));

    expect(await screen.findByText('Driver changed')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, driverId: 21, comment: 'Closer to the client' }]);
  });

  it('lists the nearest online drivers with distance, region and load; one click chooses the driver and its region', async () => {
    server.use(...driverHandlers([]));
    const bodies = postRecorder('/order/change-driver');
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    const list = await within(dialog).findByRole('list', { name: 'Nearest online drivers' });
    const items = within(list).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      'Celina Kierowca0.85 km away · Kraków · free',
      'Basia Kierowca2.40 km away · Warszawa · carries 2 orders',
      'Adam Kierowcaposition unknown · Warszawa · carries 1 order',
    ]);
    expect(nearestQueries.at(-1)?.get('orderId')).toBe('1');

    // The order is in Warszawa; the nearest driver is of Kraków: one click sets both.
    await user.click(items[0]);
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Region/ })).toHaveTextContent('Kraków'));
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Driver/ })).toHaveTextContent('Celina'));
    expect(items[0]).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Change driver' }));
    expect(await screen.findByText('Driver changed')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, driverId: 21 }]);
  });

  it('says when no online driver may take the order, and offers a refresh when the list fails', async () => {
    let answer = () => apiError(500, 'unknown');
    server.use(...driverHandlers([], () => answer()));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    expect(await within(dialog).findByText('The nearest drivers could not be loaded.')).toBeInTheDocument();
    answer = () => HttpResponse.json({ ...NEAREST, drivers: [] });
    await user.click(within(dialog).getByRole('button', { name: 'Refresh' }));
    expect(await within(dialog).findByText('No online driver may take this order now.')).toBeInTheDocument();
    // The region and driver selects stay for any driver of a region.
    expect(within(dialog).getByRole('combobox', { name: /Driver/ })).toBeInTheDocument();
  });

  it('keeps the driver when the region chosen again is the driver’s own', async () => {
    server.use(...driverHandlers([]));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    const driverSelect = () => within(dialog).getByRole('combobox', { name: /Driver/ });
    await waitFor(() => expect(driverSelect()).not.toHaveAttribute('aria-disabled'));
    await user.click(driverSelect());
    await user.click(await screen.findByRole('option', { name: 'Adam Kierowca (adam@drivers.pl)' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Region/ }));
    await user.click(await screen.findByRole('option', { name: 'Warszawa' }));
    expect(driverSelect()).toHaveTextContent('Adam Kierowca');
  });

  const ADAM = { id: 11, firstName: 'Adam', lastName: 'Kierowca' };

  it('on a picked-up order warns that the goods are with the current driver, measures from that driver, marks him and does not offer him', async () => {
    server.use(
      ...driverHandlers([], () =>
        HttpResponse.json({
          ...NEAREST,
          origin: { kind: 'currentDriver', point: { lat: 52.3, lng: 21.01 } },
          currentDriverId: ADAM.id,
          drivers: NEAREST.drivers.filter((d) => d.id !== ADAM.id),
        }),
      ),
    );
    const { user } = await renderPanel(anOrder('picked_up', { driver: ADAM }));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'The goods are with the current driver, Adam Kierowca: they must be handed over to the new driver.',
    );
    expect(
      await within(dialog).findByText(
        'Online drivers who may deliver for this company, nearest to the current driver (who has the goods) first. Choose one to select it.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Current driver: Adam Kierowca')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Nearest online drivers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'Celina Kierowca0.85 km away · Kraków · free',
      'Basia Kierowca2.40 km away · Warszawa · carries 2 orders',
    ]);
    const driverSelect = within(dialog).getByRole('combobox', { name: /Driver/ });
    await waitFor(() => expect(driverSelect).not.toHaveAttribute('aria-disabled'));
    await user.click(driverSelect);
    expect(
      await screen.findByRole('option', { name: 'Adam Kierowca (adam@drivers.pl): current driver' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: 'Basia Kierowca (basia@drivers.pl)' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says the distances are from the pickup point when the current driver’s position is unknown', async () => {
    server.use(...driverHandlers([], () => HttpResponse.json({ ...NEAREST, currentDriverId: ADAM.id })));
    const { user } = await renderPanel(anOrder('arrived', { driver: ADAM }));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    expect(
      await within(dialog).findByText(
        "The current driver's position is unknown: online drivers nearest to the pickup point first. Choose one to select it.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The goods are with the current driver, Adam Kierowca');
  });

  it('says nothing of a handover on a new order, nor on an accepted one whose goods are still at the pickup point', async () => {
    server.use(...driverHandlers([]));
    for (const order of [anOrder('new'), anOrder('accepted', { driver: ADAM })]) {
      const { user, unmount } = await renderPanel(order);
      await user.click(await screen.findByRole('button', { name: 'Change driver' }));
      const dialog = await dialogNamed('Change the driver of order A1B2');
      expect(
        await within(dialog).findByText(
          'Online drivers who may deliver for this company, nearest to the pickup point first. Choose one to select it.',
        ),
        order.status,
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('alert'), order.status).not.toBeInTheDocument();
      // The accepted order's driver is named; the new order has none.
      expect(within(dialog).queryAllByText('Current driver: Adam Kierowca'), order.status).toHaveLength(
        order.driver ? 1 : 0,
      );
      unmount();
    }
  });

  it('opens with the focus in its first field, the region', async () => {
    server.use(...driverHandlers([]));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Region/ })).toHaveFocus());
  });

  it('writes a driver change in the history as "from X to Y", with the names the server gives the viewer', async () => {
    const change = (id: number, driverChange: OrderAuditEntry['driverChange']): OrderAuditEntry => ({
      id,
      at: `2025-01-10T09:3${id}:00.000Z`,
      action: 'order.changeDriver',
      actor: { kind: 'operator', name: 'anna' },
      before: { driverId: 11, status: 'picked_up' },
      after: { driverId: 12, status: 'picked_up', comment: null },
      driverChange,
    });
    server.use(
      http.get('/api/order/audit', () =>
        HttpResponse.json([
          change(1, { from: null, to: { kind: 'driver', name: 'Adam Kierowca' } }),
          change(2, {
            from: { kind: 'driver', name: 'Adam Kierowca' },
            to: { kind: 'driver', name: 'Basia Kierowca' },
          }),
          // A viewer without the driver-info flag: the kind alone.
          change(3, { from: { kind: 'driver', name: null }, to: { kind: 'driver', name: null } }),
        ]),
      ),
    );
    await renderInSession(<AuditTrail orderId={1} />, ALL);
    expect(await screen.findByText(/^from Adam Kierowca to Basia Kierowca · /)).toBeInTheDocument();
    expect(screen.getByText(/^to Adam Kierowca · /)).toBeInTheDocument();
    expect(screen.getByText(/^from Driver to Driver · /)).toBeInTheDocument();
  });

  it('shows the message of driver_insufficient_company_permissions', async () => {
    server.use(...driverHandlers([]));
    postRecorder('/order/change-driver', () => apiError(422, 'driver_insufficient_company_permissions'));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Change driver' }));
    const dialog = await dialogNamed('Change the driver of order A1B2');
    const driverSelect = () => within(dialog).getByRole('combobox', { name: /Driver/ });
    await waitFor(() => expect(driverSelect()).not.toHaveAttribute('aria-disabled'));
    await user.click(driverSelect());
    await user.click(await screen.findByRole('option', { name: 'Adam Kierowca (adam@drivers.pl)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Change driver' }));
    expect(await screen.findByText("This driver may not deliver for the order's company.")).toBeInTheDocument();
  });
});

describe('comments, renewals, pickup verification and label', () => {
  it('lists the comments newest first with author and time, and adds one', async () => {
    const bodies = postRecorder('/order/add-comment');
    const comments = [
      { comment: 'First call', createdAt: '2025-01-10T08:00:00.000Z', createdBy: 'anna' },
      { comment: 'Second call', createdAt: '2025-01-10T11:30:00.000Z', createdBy: 'piotr' },
    ];
    const { user } = await renderPanel(anOrder('accepted', { comments }));
    await user.click(await screen.findByRole('button', { name: 'Comments (2)' }));
    const dialog = await dialogNamed('Comments of order A1B2');
    const items = within(within(dialog).getByRole('list', { name: 'Comments' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      `Second callpiotr, ${otherYearStamp(comments[1].createdAt)}`,
      `First callanna, ${otherYearStamp(comments[0].createdAt)}`,
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Comment' }), '  Third call ');
    await user.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 1, comment: 'Third call' }]);
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Comment' })).toHaveValue(''));
  });

  it('lists the renewals with time, author, translated reasons and comment', async () => {
    const renewals: OrderDetails['renewals'] = [
      {
        renewedAt: '2025-01-10T09:30:00.000Z',
        renewedBy: 'anna',
        renewalReason: 'AUTOMATIC_REQUEUE',
        cancellationReason: 'DRIVERS_FAILURE',
        renewalComment: 'Flat tyre',
      },
    ];
    const { user } = await renderPanel(anOrder('accepted', { renewals }));
    await user.click(await screen.findByRole('button', { name: 'Renewals (1)' }));
    const table = within(await dialogNamed('Renewals of order A1B2')).getByRole('table', { name: 'Renewals' });
    expect(within(table).getAllByRole('row')[1].textContent).toBe(
      `${otherYearStamp(renewals[0].renewedAt)}annaAutomatic requeueDriver's failureFlat tyre`,
    );
  });

  it('verifies the pick-up PIN; an unknown code reads as a wrong PIN, order_not_ready_for_pick_up has its own message', async () => {
    let answer = () => apiError(400, 'whatever');
    const bodies = postRecorder('/order/check-pickup-verification-code', () => answer());
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Verify pick-up' }));
    const dialog = await dialogNamed('Pick-up verification of order A1B2');
    await user.type(within(dialog).getByRole('textbox', { name: 'PIN' }), '0000');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The PIN is incorrect.')).toBeInTheDocument();
    answer = () => apiError(409, 'order_not_ready_for_pick_up');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The order is not waiting for pick-up.')).toBeInTheDocument();
    answer = () => HttpResponse.json({ order: null });
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Pick-up verified')).toBeInTheDocument();
    expect(bodies).toEqual([
      { orderId: 1, verificationCode: '0000' },
      { orderId: 1, verificationCode: '0000' },
      { orderId: 1, verificationCode: '0000' },
    ]);
  });

  it('downloads the label as {orderId}_order_label.pdf, says it is working meanwhile, and rests the button for 5 seconds', async () => {
    let release: () => void = () => undefined;
    const fetched = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('/api/order/labels/1', async () => {
        await fetched;
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="label.pdf"' },
        });
      }),
    );
    const saved = captureDownloads();
    const { user } = await renderPanel(anOrder('accepted'));
    const label = await screen.findByRole('button', { name: 'Label' });
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(label);
    // While the PDF is fetched: busy, disabled, and saying so.
    await waitFor(() => expect(label).toHaveTextContent('Preparing the label…'));
    expect(label).toHaveAttribute('aria-busy', 'true');
    expect(label).toBeDisabled();
    expect(within(label).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    release();
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['1_order_label.pdf']));
    await waitFor(() => expect(label).toHaveTextContent('Label'));
    expect(label).toHaveAttribute('aria-busy', 'false');
    expect(label).toBeDisabled();
    await vi.advanceTimersByTimeAsync(PDF_BUTTON_DISABLED_MS - 1000);
    expect(label).toBeDisabled();
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(label).toBeEnabled());
  });

  it('shows the label failure toast when the download fails', async () => {
    server.use(http.get('/api/order/labels/1', () => apiError(404, 'order_not_found')));
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: 'Label' }));
    expect(await screen.findByText('The label could not be downloaded. Try again later.')).toBeInTheDocument();
  });
});

describe('focus', () => {
  const firstFields: [string, string, (dialog: HTMLElement) => HTMLElement][] = [
    ['Cancel order', 'Cancel order A1B2', (d) => within(d).getByRole('combobox', { name: /Reason/ })],
    ['On hold', 'On-hold history of order A1B2', (d) => within(d).getByLabelText(/Hold until/)],
    ['Comments (0)', 'Comments of order A1B2', (d) => within(d).getByRole('textbox', { name: 'Comment' })],
    ['Verify pick-up', 'Pick-up verification of order A1B2', (d) => within(d).getByRole('textbox', { name: 'PIN' })],
  ];
  it.each(firstFields)('opens the "%s" dialog with the focus in its first field', async (action, title, field) => {
    const { user } = await renderPanel(anOrder('accepted'));
    await user.click(await screen.findByRole('button', { name: action }));
    const dialog = await dialogNamed(title);
    await waitFor(() => expect(field(dialog)).toHaveFocus());
  });
});
