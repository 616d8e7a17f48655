// The driver app's messages (src/driver-app/MessagesScreen.tsx, useDriverNotifications): the back office's
// notifications listed newest first with the long part when there is one, opened or marked read (acknowledged on the
// server, and still listed as read once the server no longer answers them), an acknowledgement sent again after no
// answer and taken back when refused, the empty, loading and error-with-refresh states, the unread count and what
// arrived for the app's badge and toast, and Ukrainian. And notifications on this phone (PushToggle, Web Push) as the
// driver sees them: the notice of a browser without push, turning them on (the browser's permission, the subscription
// under the server's key, stored with PUT) and off (DELETE, then unsubscribed), a denied permission, a failure with
// its retry, the list read at once when the service worker tells of a push, and the phone unsubscribed at sign-out.
// The browser's push (navigator.serviceWorker, PushManager, Notification) is faked per test and put back after it.
// The driver API answers through msw.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DriverNotification } from '../../domain/notificationSchemas.ts';
import { SESSION_STORAGE_KEY } from '../../src/driver-app/api.ts';
import { DriverApp } from '../../src/driver-app/DriverApp.tsx';
import { DriverI18nProvider, type DriverLocale } from '../../src/driver-app/i18n.tsx';
import { MessagesScreen } from '../../src/driver-app/MessagesScreen.tsx';
import { useDriverNotifications } from '../../src/driver-app/useDriverNotifications.ts';
import { refreshDriverData } from '../../src/driver-app/usePoll.ts';
import { server } from './support/server.ts';

const notification = (id: number, overrides: Partial<DriverNotification> = {}): DriverNotification => ({
  id,
  short: { title: `Short title ${id}`, body: `Short body of message ${id}` },
  long: null,
  createdAt: `2026-11-2${id}T08:00:00.000Z`,
  deliveredAt: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

const signedIn = (driverId = 5, token = 'driver-token') =>
  window.localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({
      token,
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      driver: { id: driverId, firstName: 'Oksana' },
    }),
  );

/** The server's side: the unacknowledged notifications, and each acknowledgement's ids. */
function driverApi(initial: DriverNotification[]) {
  const state = {
    pending: [...initial],
    acks: [] as number[][],
    tokens: new Set<string | null>(),
    ack: 'ok' as 'ok' | 'offline' | 'refused',
  };
  server.use(
    http.get('/api/driver/notifications', ({ request }) => {
      state.tokens.add(request.headers.get('authorization'));
      return HttpResponse.json({ notifications: state.pending });
    }),
    http.post('/api/driver/notifications/ack', async ({ request }) => {
      if (state.ack === 'offline') return HttpResponse.error();
      if (state.ack === 'refused')
        return HttpResponse.json({ errorCode: 'session_expired', message: 'x' }, { status: 401 });
      const { ids } = (await request.json()) as { ids: number[] };
      state.acks.push(ids);
      const before = state.pending.length;
      state.pending = state.pending.filter((n) => !ids.includes(n.id));
      return HttpResponse.json({ acknowledged: before - state.pending.length });
    }),
  );
  return state;
}

const open = (locale: DriverLocale = 'en', token = 'driver-token') => {
  const user = userEvent.setup();
  const { unmount } = render(
    <DriverI18nProvider locale={locale}>
      <MessagesScreen token={token} />
    </DriverI18nProvider>,
  );
  return Object.assign(user, { unmount });
};

const cards = () => screen.getAllByRole('article');
const readAgain = () => act(() => refreshDriverData());

describe('driver app: messages', () => {
  it('lists them newest first with the long part, and opening or marking one acknowledges it', async () => {
    signedIn();
    const api = driverApi([
      notification(1),
      notification(3, {
        short: { title: 'Road closed', body: 'Legnicka is closed' },
        long: { title: 'Legnicka closed until Friday', body: 'Take Długa instead.\nThe depot gate is open.' },
      }),
      notification(2),
    ]);
    const user = open();
    expect(screen.getByRole('heading', { level: 2, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeInTheDocument();

    await screen.findByRole('article', { name: 'Legnicka closed until Friday' });
    expect(api.tokens).toEqual(new Set(['Bearer driver-token']));
    expect(cards().map((card) => card.getAttribute('aria-label'))).toEqual([
      'Legnicka closed until Friday',
      'Short title 2',
      'Short title 1',
    ]);
    const road = screen.getByRole('article', { name: 'Legnicka closed until Friday' });
    expect(road).toHaveTextContent(/Take Długa instead\.\s*The depot gate is open\./);
    expect(road).not.toHaveTextContent('Legnicka is closed');
    expect(within(road).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('Unread: 3')).toBeInTheDocument();

    // Opening it shows it whole and acknowledges it; the list says so.
    await user.click(within(road).getByRole('button', { name: /Show all/ }));
    expect(within(road).getByRole('button', { name: /Show less/ })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(api.acks).toEqual([[3]]));
    expect(within(road).getByText('Read')).toBeInTheDocument();
    expect(within(road).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByText('Unread: 2')).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Short title 2' });
    await user.click(within(second).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(api.acks).toEqual([[3], [2]]));
    expect(within(second).getByText('Read')).toBeInTheDocument();

    // The server no longer answers them; the list still shows them, read, in their place.
    await readAgain();
    await waitFor(() => expect(screen.getByText('Unread: 1')).toBeInTheDocument());
    expect(
      cards().map((card) => [card.getAttribute('aria-label'), within(card).getByText(/^(New|Read)$/).textContent]),
    ).toEqual([
      ['Legnicka closed until Friday', 'Read'],
      ['Short title 2', 'Read'],
      ['Short title 1', 'New'],
    ]);
    expect(api.acks).toEqual([[3], [2]]);
  });

  it('marks all as read at once, and keeps the read ones for this driver only', async () => {
    signedIn(5);
    const api = driverApi([notification(1), notification(2)]);
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.acks).toEqual([[2, 1]]));
    expect(screen.queryByText(/^Unread:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(cards().map((card) => within(card).getByText(/^(New|Read)$/).textContent)).toEqual(['Read', 'Read']);

    // Another driver signs in on this phone: none of them.
    user.unmount();
    signedIn(6, 'other-token');
    open('en', 'other-token');
    expect(await screen.findByText('No messages yet. Messages from the office appear here.')).toBeInTheDocument();
  });

  it('sends an acknowledgement again after no answer, and takes a refused one back', async () => {
    signedIn();
    const api = driverApi([notification(1), notification(2)]);
    const user = open();
    const first = await screen.findByRole('article', { name: 'Short title 1' });

    api.ack = 'offline';
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }));
    expect(within(first).getByText('Read')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.ack = 'ok';
    await readAgain();
    await waitFor(() => expect(api.acks).toEqual([[1]]));
    expect(within(first).getByText('Read')).toBeInTheDocument();

    api.ack = 'refused';
    const second = screen.getByRole('article', { name: 'Short title 2' });
    await user.click(within(second).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The message could not be marked as read: Your session has ended. Sign in again.',
    );
    expect(within(second).getByText('New')).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Mark as read' })).toBeInTheDocument();
  });

  it('says when there are none, and when they cannot be read, with a refresh', async () => {
    signedIn();
    let answer: 'error' | 'empty' = 'error';
    server.use(
      http.get('/api/driver/notifications', () =>
        answer === 'error'
          ? HttpResponse.json({ errorCode: 'server', message: 'x' }, { status: 500 })
          : HttpResponse.json({ notifications: [] }),
      ),
    );
    const user = open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server cannot answer right now. Try again in a moment.');
    expect(screen.queryByText(/No messages yet/)).not.toBeInTheDocument();

    answer = 'empty';
    await user.click(within(alert).getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('No messages yet. Messages from the office appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Ukrainian', async () => {
    signedIn();
    driverApi([notification(1)]);
    open('uk');
    expect(screen.getByRole('heading', { level: 2, name: 'Повідомлення' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Short title 1' });
    expect(within(card).getByText('Нове')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Позначити як прочитане' })).toBeInTheDocument();
    expect(screen.getByText('Непрочитані: 1')).toBeInTheDocument();
  });
});

describe('driver app: useDriverNotifications', () => {
  function Badge({ token }: { token: string }) {
    const { unread, arrived } = useDriverNotifications(token);
    return (
      <p>
        unread {unread}; arrived {arrived.map((n) => n.short.title).join(', ') || 'none'}
      </p>
    );
  }

  it('counts the unread ones, agrees at once with the screen, and tells what arrived while open', async () => {
    signedIn();
    const api = driverApi([notification(1)]);
    const user = userEvent.setup();
    render(
      <DriverI18nProvider locale="en">
        <Badge token="driver-token" />
        <MessagesScreen token="driver-token" />
      </DriverI18nProvider>,
    );
    expect(await screen.findByText('unread 1; arrived none')).toBeInTheDocument();

    api.pending = [...api.pending, notification(2), notification(3)];
    await readAgain();
    expect(await screen.findByText('unread 3; arrived Short title 3, Short title 2')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('article', { name: 'Short title 3' })).getByRole('button', { name: 'Mark as read' }),
    );
    expect(await screen.findByText('unread 2; arrived Short title 3, Short title 2')).toBeInTheDocument();
  });
});

// ---- Notifications on this phone (Web Push) ------------------------------------------------------------------------

/** The server's VAPID public key: an uncompressed P-256 point (65 bytes), base64url as GET /push/key answers it. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : (i * 37) % 256));
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/phone-1';
const SUBSCRIPTION_KEYS = { p256dh: 'BPhonePublicKey', auth: 'phone-auth' };

const restores: (() => void)[] = [];
afterEach(() => {
  while (restores.length) restores.pop()!();
});

/** Puts a property on a global for this test only (the files of a worker share their window). */
function fakeGlobal(target: object, name: string, value: unknown) {
  const before = Object.getOwnPropertyDescriptor(target, name);
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
  restores.push(() => {
    if (before) Object.defineProperty(target, name, before);
    else delete (target as Record<string, unknown>)[name];
  });
}

interface FakeSubscription {
  endpoint: string;
  options: { userVisibleOnly: boolean; applicationServerKey: ArrayBuffer };
  toJSON: () => unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/**
 * The browser's push as a phone has it: the app's service worker registered (a message target, as
 * navigator.serviceWorker is), its push manager, and the notification permission with what the driver answers to
 * its prompt. `push: false` leaves the push manager out (a browser with a service worker and no push).
 */
function fakeBrowserPush({
  permission = 'default' as NotificationPermission,
  answer = 'granted' as NotificationPermission,
  subscribed = false,
  push = true,
} = {}) {
  const browser = {
    permission,
    subscription: null as FakeSubscription | null,
    subscribeOptions: [] as { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[],
    unsubscribed: [] as string[],
  };
  const subscription = (applicationServerKey: ArrayBuffer): FakeSubscription => {
    const made: FakeSubscription = {
      endpoint: ENDPOINT,
      options: { userVisibleOnly: true, applicationServerKey },
      toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: SUBSCRIPTION_KEYS }),
      unsubscribe: vi.fn(async () => {
        browser.unsubscribed.push(made.endpoint);
        if (browser.subscription === made) browser.subscription = null;
        return true;
      }),
    };
    return made;
  };
  if (subscribed) browser.subscription = subscription(KEY_BYTES.slice().buffer);
  const registration = {
    scope: 'http://localhost/driver/',
    pushManager: {
      getSubscription: async () => browser.subscription,
      subscribe: async (options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }) => {
        browser.subscribeOptions.push(options);
        browser.subscription = subscription(options.applicationServerKey.slice().buffer);
        return browser.subscription;
      },
    },
  };
  const worker = Object.assign(new EventTarget(), {
    ready: Promise.resolve(registration),
    getRegistration: async () => registration,
  });
  const requestPermission = vi.fn(async () => {
    browser.permission = answer;
    return answer;
  });
  fakeGlobal(navigator, 'serviceWorker', worker);
  if (push) fakeGlobal(window, 'PushManager', class PushManager {});
  fakeGlobal(window, 'Notification', {
    get permission() {
      return browser.permission;
    },
    requestPermission,
  });
  return { browser, worker, requestPermission };
}

/** The server's push routes: what each PUT and DELETE carried, and the answer the next PUT gets. */
function pushApi() {
  const calls = {
    put: [] as { body: unknown; auth: string | null }[],
    deleted: [] as { body: unknown; auth: string | null }[],
    keyReads: 0,
    answer: 'ok' as 'ok' | 'server' | 'refused',
    /** When set, a PUT waits for it (to see the screen while it works). */
    gate: null as Promise<void> | null,
  };
  server.use(
    http.get('/api/driver/push/key', () => {
      calls.keyReads++;
      return HttpResponse.json({ publicKey: PUBLIC_KEY });
    }),
    http.put('/api/driver/push/subscription', async ({ request }) => {
      calls.put.push({ body: await request.json(), auth: request.headers.get('authorization') });
      await calls.gate;
      if (calls.answer === 'server') return HttpResponse.json({ errorCode: 'server', message: 'x' }, { status: 500 });
      if (calls.answer === 'refused')
        return HttpResponse.json(
          { errorCode: 'validation_failed', message: 'x', fieldErrors: { endpoint: ['not allowed'] } },
          { status: 400 },
        );
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete('/api/driver/push/subscription', async ({ request }) => {
      calls.deleted.push({ body: await request.json(), auth: request.headers.get('authorization') });
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const pushNotice = () => screen.findByRole('status');
const SUBSCRIPTION_JSON = { endpoint: ENDPOINT, keys: SUBSCRIPTION_KEYS };

describe('driver app: notifications on this phone', () => {
  it("says when the phone's browser cannot show them, and the messages are listed as ever", async () => {
    signedIn();
    driverApi([notification(1)]);
    open();
    expect(screen.getByRole('status')).toHaveTextContent(
      "This phone's browser cannot show notifications. Messages still arrive here while the app is open.",
    );
    expect(await screen.findByRole('article', { name: 'Short title 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me on this phone' })).not.toBeInTheDocument();
  });

  it("turns them on (permission, subscription under the server's key, PUT), then off (DELETE)", async () => {
    signedIn();
    driverApi([]);
    const { browser, requestPermission } = fakeBrowserPush();
    const api = pushApi();
    let release = () => undefined as void;
    api.gate = new Promise<void>((resolve) => (release = resolve));
    const user = open();
    const notice = await pushNotice();
    expect(notice).toHaveTextContent(
      'Get a notification when the office sends you a message, even when the app is closed.',
    );

    await user.click(within(notice).getByRole('button', { name: 'Notify me on this phone' }));
    expect(await screen.findByRole('progressbar', { name: 'Turning notifications on…' })).toBeInTheDocument();
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(browser.subscribeOptions).toHaveLength(1);
    expect(browser.subscribeOptions[0]!.userVisibleOnly).toBe(true);
    expect([...browser.subscribeOptions[0]!.applicationServerKey]).toEqual([...KEY_BYTES]);
    await waitFor(() => expect(api.put).toEqual([{ body: SUBSCRIPTION_JSON, auth: 'Bearer driver-token' }]));

    release();
    expect(await screen.findByText(/Notifications are on: this phone tells you/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Turning notifications on…' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Notify me on this phone' })).toBeInTheDocument();
    expect(api.deleted).toEqual([{ body: { endpoint: ENDPOINT }, auth: 'Bearer driver-token' }]);
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    expect(browser.subscription).toBeNull();
  });

  it('shows them on when the phone is subscribed, storing the subscription again for this driver', async () => {
    signedIn();
    driverApi([]);
    fakeBrowserPush({ permission: 'granted', subscribed: true });
    const api = pushApi();
    open();
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    await waitFor(() => expect(api.put).toEqual([{ body: SUBSCRIPTION_JSON, auth: 'Bearer driver-token' }]));
    expect(api.keyReads).toBe(0);
  });

  it("says how to allow them when the driver blocks them, at the prompt or in the browser's settings", async () => {
    signedIn();
    driverApi([]);
    const { browser } = fakeBrowserPush({ answer: 'denied' });
    const api = pushApi();
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Notify me on this phone' }));
    const blocked = /Notifications are blocked for this app\. To allow them, open the browser's site settings/;
    expect(await screen.findByText(blocked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Notify me on this phone' })).not.toBeInTheDocument();
    expect(browser.subscribeOptions).toEqual([]);
    expect(api.put).toEqual([]);

    // Already blocked when the screen opens: said at once, and no prompt.
    user.unmount();
    const { requestPermission } = fakeBrowserPush({ permission: 'denied' });
    open();
    expect(await screen.findByText(blocked)).toBeInTheDocument();
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('says why it failed, with a retry, and leaves the phone unsubscribed until the server has it', async () => {
    signedIn();
    driverApi([notification(1)]);
    const { browser } = fakeBrowserPush();
    const api = pushApi();
    api.answer = 'server';
    const user = open();
    await user.click(await screen.findByRole('button', { name: 'Notify me on this phone' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Notifications could not be turned on: The server cannot answer right now. Try again in a moment.',
    );
    expect(browser.unsubscribed).toEqual([ENDPOINT]);
    // The messages are there all the same.
    expect(screen.getByRole('article', { name: 'Short title 1' })).toBeInTheDocument();

    api.answer = 'refused';
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Notifications could not be turned on: The server does not accept this browser's notification service.",
      ),
    );

    api.answer = 'ok';
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.put).toHaveLength(3);
    expect(browser.subscription).not.toBeNull();
  });

  it('reads the messages at once when the service worker tells of a push', async () => {
    signedIn();
    const api = driverApi([notification(1)]);
    const { worker } = fakeBrowserPush({ push: false });
    open();
    await screen.findByRole('article', { name: 'Short title 1' });
    // A service worker without push manager: the browser cannot show them.
    expect(screen.getByRole('status')).toHaveTextContent("This phone's browser cannot show notifications.");

    api.pending = [...api.pending, notification(2, { short: { title: 'Depot closes early', body: 'At 16:00' } })];
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'push', notificationId: 2 } }));
    expect(await screen.findByRole('article', { name: 'Depot closes early' })).toBeInTheDocument();
  });

  it('speaks Polish', async () => {
    signedIn();
    driverApi([]);
    fakeBrowserPush();
    open('pl');
    const notice = await pushNotice();
    expect(notice).toHaveTextContent('Powiadomienia na tym telefonie');
    expect(within(notice).getByRole('button', { name: 'Powiadamiaj mnie na tym telefonie' })).toBeInTheDocument();
  });

  it('unsubscribes the phone at sign-out, while the session still lets the server forget it', async () => {
    signedIn();
    driverApi([]);
    const { browser } = fakeBrowserPush({ permission: 'granted', subscribed: true });
    const api = pushApi();
    const calls: string[] = [];
    server.use(
      http.get('/api/driver/me', () =>
        HttpResponse.json({ driver: { id: 5, firstName: 'Oksana', status: 'offline' }, currentOrder: null }),
      ),
      http.post('/api/driver/logout', ({ request }) => {
        calls.push(`logout ${request.headers.get('authorization')}`);
        return new HttpResponse(null, { status: 204 });
      }),
      // The shift forgets the phone's subscription before it signs out on the server (ShiftScreen).
      http.delete('/api/driver/push/subscription', async ({ request }) => {
        calls.push('delete');
        api.deleted.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    render(<DriverApp locale="en" />);
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls).toEqual(['delete', 'logout Bearer driver-token']);
    await waitFor(() => expect(browser.unsubscribed).toEqual([ENDPOINT]));
    expect(api.deleted).toEqual([{ body: { endpoint: ENDPOINT }, auth: 'Bearer driver-token' }]);
  });
});
