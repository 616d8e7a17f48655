// The driver app (/driver) as a courier uses it on a phone: sign-in and its refusals, staying signed in, offers and
// accepting one, the order's steps with the pick-up PIN, going offline, and a step kept and sent again with the same
// Idempotency-Key when the network comes back. The driver API answers through msw.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DriverOrder, DriverProfile } from '../../domain/driverApi.ts';
import { SESSION_STORAGE_KEY } from '../../src/driver-app/api.ts';
import { QUEUE_STORAGE_KEY } from '../../src/driver-app/actionQueue.ts';
import { refreshDriverData } from '../../src/driver-app/usePoll.ts';
import { DriverApp } from '../../src/driver-app/DriverApp.tsx';
import { DriverI18nProvider, type DriverLocale } from '../../src/driver-app/i18n.tsx';
import { TOAST_MS, Toast } from '../../src/driver-app/Toast.tsx';
import { server } from './support/server.ts';

const profile = (status: 'online' | 'offline' = 'online'): DriverProfile & { status: 'online' | 'offline' } => ({
  id: 5,
  firstName: 'Oksana',
  lastName: 'Kowalczuk',
  email: 'oksana@demo.pl',
  region: { id: 1, name: 'Wrocław' },
  vehicleType: 'car',
  allowedCompanyIds: [],
  lastKnownLocation: null,
  status,
});

const place = {
  street: 'Rynek 1',
  city: 'Wrocław',
  zipCode: '50-101',
  phone: '+48 71 000 00 00',
  lat: 51.11,
  lng: 17.03,
};
const offer = (overrides: Partial<DriverOrder> = {}): DriverOrder => ({
  id: 41,
  orderNo: '8C3G',
  status: 'new',
  type: 'simple_delivery',
  companyName: 'Kwiaciarnia Róża',
  packageSize: 'M',
  emergencyDelivery: false,
  createdAt: '2026-11-28T08:00:00.000Z',
  scheduledSlot: null,
  pickup: { ...place, name: 'Sklep Rynek', notes: 'Back door' },
  receiver: { ...place, name: null, phone: null, street: 'Legnicka 5' },
  products: [{ name: 'Bukiet', code: 'B1' }],
  notes: null,
  estimatedDistance: 3400,
  estimatedPayoutDriver: 1850,
  currency: 'pln',
  acceptedAt: null,
  pickupArrivedAt: null,
  pickedUpAt: null,
  arrivedAt: null,
  deliveredAt: null,
  finishedAt: null,
  onHold: null,
  distanceMetres: 1200,
  ...overrides,
});

const signedIn = () =>
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token: 'driver-token',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      driver: profile(),
    }),
  );

const open = (locale: DriverLocale = 'en') => {
  // A file picker may offer any file (the input's accept is only a hint): the uploads ignore it.
  const user = userEvent.setup({ applyAccept: false });
  render(<DriverApp locale={locale} />);
  return user;
};

// The shift reads the back office's messages on every section (its badge); none unless a test says otherwise.
beforeEach(() => {
  server.use(http.get('/api/driver/notifications', () => HttpResponse.json({ notifications: [] })));
});

afterEach(() => {
  window.localStorage.removeItem(QUEUE_STORAGE_KEY);
});

describe('driver app: sign-in', () => {
  it('asks for both fields, says why a sign-in is refused, and opens the shift with the app reported', async () => {
    const bodies: Record<string, unknown>[] = [];
    let answer: 'wrong' | 'blocked' | 'ok' = 'wrong';
    server.use(
      http.post('/api/driver/sign-in', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (answer === 'wrong')
          return HttpResponse.json({ errorCode: 'invalid_credentials', message: 'x' }, { status: 401 });
        if (answer === 'blocked')
          return HttpResponse.json(
            { errorCode: 'driver_blocked', message: 'x', reason: 'Missing documents' },
            { status: 403 },
          );
        return HttpResponse.json({
          token: 'new-token',
          expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
          userType: 'driver',
          driver: profile('online'),
        });
      }),
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: null })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: [] })),
    );
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(bodies).toHaveLength(0);

    await user.type(screen.getByLabelText('E-mail'), 'oksana@demo.pl');
    await user.type(screen.getByLabelText('Password'), 'bad');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password.');

    answer = 'blocked';
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Your account is blocked: Missing documents'),
    );

    answer = 'ok';
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Oksana' })).toBeInTheDocument();
    expect(await screen.findByText('Waiting for orders near you…')).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      email: 'oksana@demo.pl',
      password: 'bad',
      mobile: { version: expect.any(String) },
    });
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ token: 'new-token' });
  });
});

describe('driver app: the shift', () => {
  it('stays signed in across a reload, offers an order and takes it, then runs its steps with the PIN', async () => {
    signedIn();
    let current: DriverOrder | null = null;
    const steps: { path: string; body: unknown; key: string | null; auth: string | null }[] = [];
    const stepHandler = (
      path: string,
      apply: (order: DriverOrder, body: Record<string, unknown>) => DriverOrder | Response,
    ) =>
      http.post(`/api/driver/order/${path}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        steps.push({
          path,
          body,
          key: request.headers.get('idempotency-key'),
          auth: request.headers.get('authorization'),
        });
        const next = apply(current ?? offer(), body);
        if (next instanceof Response) return next;
        current = next;
        return HttpResponse.json({ order: next });
      });
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: current })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: current ? [] : [offer()] })),
      stepHandler('accept', (order) => ({ ...order, status: 'accepted', acceptedAt: new Date().toISOString() })),
      stepHandler('arrive-at-pickup', (order) => ({ ...order, pickupArrivedAt: new Date().toISOString() })),
      stepHandler('pick-up', (order, body) =>
        body.verificationCode === '4321'
          ? { ...order, status: 'picked_up' }
          : HttpResponse.json({ errorCode: 'incorrect_verification_code', message: 'x' }, { status: 422 }),
      ),
    );
    const user = open();
    const card = await screen.findByRole('article', { name: '8C3G' });
    expect(card).toHaveTextContent('Kwiaciarnia Róża');
    expect(card).toHaveTextContent('Pickup: Sklep Rynek, Rynek 1, Wrocław');
    expect(card).toHaveTextContent('1.2 km from you');
    expect(card).toHaveTextContent('Package M');
    expect(card).toHaveTextContent('You earn PLN 18.50');

    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    const order = await screen.findByRole('article', { name: 'Your order 8C3G' });
    expect(order).toHaveTextContent('Go to the pickup point');
    const pickup = within(order).getByRole('region', { name: 'Pickup point' });
    expect(within(pickup).getByRole('link', { name: 'Navigate' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=51.11,17.03',
    );
    expect(within(pickup).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+48710000000');

    await user.click(within(order).getByRole('button', { name: 'I am at the pickup point' }));
    await user.click(await within(order).findByRole('button', { name: 'Pick up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pick-up PIN' });
    await user.type(within(dialog).getByLabelText('PIN'), '1111');
    await user.click(within(dialog).getByRole('button', { name: 'Pick up' }));
    expect(await within(dialog).findByText('Wrong PIN. Ask the pickup point staff again.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('PIN'));
    await user.type(within(dialog).getByLabelText('PIN'), '4321');
    await user.click(within(dialog).getByRole('button', { name: 'Pick up' }));
    expect(await screen.findByText('Take it to the receiver')).toBeInTheDocument();
    // (the PIN dialog's closing keeps the page hidden from the accessibility tree for a moment)
    const receiver = await screen.findByRole('region', { name: 'Receiver' });
    expect(within(receiver).getByText('Legnicka 5, 50-101 Wrocław')).toBeInTheDocument();

    expect(steps.map((step) => step.path)).toEqual(['accept', 'arrive-at-pickup', 'pick-up', 'pick-up']);
    expect(steps.every((step) => step.auth === 'Bearer driver-token' && step.key)).toBe(true);
    expect(new Set(steps.map((step) => step.key)).size).toBe(4);
    expect(steps.at(-1)!.body).toEqual({ orderId: 41, verificationCode: '4321' });
  });

  it('goes offline, but not with an order in hand', async () => {
    signedIn();
    let status: 'online' | 'offline' = 'online';
    let refuse = true;
    const sent: unknown[] = [];
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile(status), currentOrder: null })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: [] })),
      http.post('/api/driver/status', async ({ request }) => {
        const body = (await request.json()) as { status: 'online' | 'offline' };
        sent.push(body);
        if (refuse) return HttpResponse.json({ errorCode: 'driver_has_active_order', message: 'x' }, { status: 409 });
        status = body.status;
        return HttpResponse.json({ status, at: new Date().toISOString() });
      }),
    );
    const user = open();
    const toggle = await screen.findByRole('switch', { name: 'Online' });
    await waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    expect(await screen.findByText('Finish your order before you go offline.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Online' })).toBeChecked();

    refuse = false;
    await user.click(screen.getByRole('switch', { name: 'Online' }));
    expect(await screen.findByText(/You are offline: no orders are offered to you/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Offline' })).not.toBeChecked();
    expect(sent).toEqual([{ status: 'offline' }, { status: 'offline' }]);
  });

  it('keeps a step made without network, says it waits, and sends it again with the same key when the network is back', async () => {
    signedIn();
    let network = false;
    const keys: (string | null)[] = [];
    let current: DriverOrder = offer({ status: 'picked_up', acceptedAt: '2026-11-28T08:01:00.000Z' });
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: current })),
      http.post('/api/driver/order/arrive', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (!network) return HttpResponse.error();
        current = { ...current, status: 'arrived' };
        return HttpResponse.json({ order: current });
      }),
    );
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'I am at the receiver' }));
    expect(await screen.findByText('Waiting to send: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I am at the receiver' })).toBeDisabled();

    network = true;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('button', { name: 'Delivered' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Waiting to send/)).not.toBeInTheDocument());
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(window.localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('delivers with proof: the receiver’s name is required, and the photo taken goes with the step', async () => {
    signedIn();
    let current: DriverOrder | null = offer({ status: 'arrived', acceptedAt: '2026-11-28T08:01:00.000Z' });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: current })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: [] })),
      http.post('/api/driver/order/deliver', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        current = null;
        return HttpResponse.json({ order: offer({ status: 'delivered' }) });
      }),
    );
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delivered: proof' });
    await user.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const camera = within(dialog).getByLabelText('Take a photo');
    expect(camera).toHaveAttribute('capture', 'environment');
    // Not an image: said at once, nothing kept.
    await user.upload(camera, new File(['%PDF-1.7'], 'label.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That is not a photo (JPEG, PNG or WebP).');
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    await user.upload(camera, new File([jpeg], 'proof.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('The photo is ready to send.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Take another photo' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Who took the package?'), '  Anna Nowak ');
    await user.click(within(dialog).getByRole('button', { name: 'Delivered' }));
    expect(await screen.findByText('Delivered: finish the order')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        orderId: 41,
        proof: {
          receiverName: 'Anna Nowak',
          photo: { contentType: 'image/jpeg', data: btoa(String.fromCharCode(...jpeg)) },
        },
      },
    ]);
  });

  it('reports an order that cannot be delivered, with a reason of its stage and the note "other" needs', async () => {
    signedIn();
    let current: DriverOrder | null = offer({ status: 'picked_up', acceptedAt: '2026-11-28T08:01:00.000Z' });
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: current })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: [] })),
      http.post('/api/driver/order/fail', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        current = null;
        return HttpResponse.json({ order: offer({ status: 'cancelled' }) });
      }),
    );
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Cannot complete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cannot deliver' });
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    // The receiver's reasons, not the pickup point's.
    expect(within(reasons).getByRole('radio', { name: 'The receiver is not there' })).toBeInTheDocument();
    expect(within(reasons).queryByRole('radio', { name: 'No stock at the pickup point' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose the reason.');
    await user.click(within(reasons).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('What happened?'), 'Gate locked, no answer on the phone');
    await user.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Order 8C3G reported: Other.')).toBeInTheDocument();
    expect(bodies).toEqual([{ orderId: 41, reason: 'OTHER', note: 'Gate locked, no answer on the phone' }]);
    expect(await screen.findByText('Waiting for orders near you…')).toBeInTheDocument();
  });

  it('moves between its sections, counts unread messages on the navigation, and says when one arrives', async () => {
    signedIn();
    let notifications: unknown[] = [];
    server.use(
      http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('online'), currentOrder: null })),
      http.get('/api/driver/order/offered', () => HttpResponse.json({ orders: [] })),
      http.get('/api/driver/notifications', () => HttpResponse.json({ notifications })),
      http.get('/api/driver/stock', () => HttpResponse.json({ stock: {} })),
      http.get('/api/driver/stock/exchanges', () => HttpResponse.json({ items: [] })),
    );
    const user = open();
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(await screen.findByText('Waiting for orders near you…')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Messages' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Stock' }));
    expect(await screen.findByRole('heading', { name: 'Stock', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Waiting for orders near you…')).not.toBeInTheDocument();

    // A message from the office arrives while the driver looks at the stock.
    notifications = [
      {
        id: 7,
        short: { title: 'Rain in Warsaw', body: 'Drive carefully' },
        long: null,
        createdAt: new Date().toISOString(),
        deliveredAt: new Date().toISOString(),
      },
    ];
    refreshDriverData();
    expect(await screen.findByText('New message: Rain in Warsaw')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Messages (1)' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Messages (1)' }));
    expect(await screen.findByRole('heading', { name: 'Messages', level: 2 })).toBeInTheDocument();
    expect(await screen.findByText('Rain in Warsaw')).toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: 'Orders' }));
    expect(await screen.findByText('Waiting for orders near you…')).toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    signedIn();
    server.use(http.get('/api/driver/me', () => HttpResponse.json({ driver: profile('offline'), currentOrder: null })));
    open('uk');
    expect(await screen.findByText(/Ви офлайн: замовлення вам не пропонуються/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Офлайн' })).not.toBeChecked();
    expect(document.documentElement.lang).toBe('uk-UA');
  });
});

describe('driver app: a step’s message at the bottom', () => {
  /** A message as the shift shows one: closed by a new function each render, the screen re-rendering every second. */
  function Shift({ first }: { first: string }) {
    const [message, setMessage] = useState<string | null>(first);
    const [, tick] = useState(0);
    useEffect(() => {
      const poll = window.setInterval(() => tick((n) => n + 1), 1_000);
      return () => window.clearInterval(poll);
    }, []);
    return <Toast message={message} onClose={() => setMessage(null)} />;
  }

  it('goes after its time although the screen re-renders on every poll', () => {
    vi.useFakeTimers();
    try {
      render(
        <DriverI18nProvider locale="en">
          <Shift first="Order 8C3G finished. Well done!" />
        </DriverI18nProvider>,
      );
      act(() => vi.advanceTimersByTime(TOAST_MS - 1));
      expect(screen.getByRole('status')).toHaveTextContent('Order 8C3G finished. Well done!');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes at once with its button, named in the courier’s language', async () => {
    const user = userEvent.setup();
    render(
      <DriverI18nProvider locale="pl">
        <Shift first="Zamówienie 8C3G zakończone." />
      </DriverI18nProvider>,
    );
    await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
