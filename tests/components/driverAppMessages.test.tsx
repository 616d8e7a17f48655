// The driver app's messages (src/driver-app/MessagesScreen.tsx, useDriverNotifications): the back office's
// notifications listed newest first with the long part when there is one, opened or marked read (acknowledged on the
// server, and still listed as read once the server no longer answers them), an acknowledgement sent again after no
// answer and taken back when refused, the empty, loading and error-with-refresh states, the unread count and what
// arrived for the app's badge and toast, and Ukrainian. The driver API answers through msw.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DriverNotification } from '../../src/domain/notificationSchemas.ts';
import { SESSION_STORAGE_KEY } from '../../src/driver-app/api.ts';
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
