// The console's one private socket (src/realtime/privateSocket.ts): the session's channel and every page that listens
// share one connection; a page's listeners leave it when the page's effect ends, the connection closes when nothing
// holds it or on logout, and the next session opens its own.
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { openPrivateSocket } from '../../src/realtime/privateSocket.ts';
import {
  connectFakeSockets,
  emitServerEvent,
  fakeSocketOptions,
  fakeSockets,
  readSocketAuth,
} from './support/fakeSocket.ts';

const logouts = () => {
  const listeners = new Set<() => void>();
  return {
    onLogout(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    logout: () => [...listeners].forEach((listener) => listener()),
  };
};

/** Opens an effect's hold on the socket and answers what it heard and its end. */
const listen = (getToken: () => string | null, auth: ReturnType<typeof logouts>, event = 'acceptOrder') => {
  const heard: unknown[] = [];
  const end = openPrivateSocket(getToken, auth, undefined, (socket) => {
    socket.on(event, (payload: unknown) => heard.push(payload));
  });
  return { heard, end };
};

describe('the console’s private socket', () => {
  it('is one connection for every effect, each hearing its events until it ends', async () => {
    const token = () => 'session-1';
    const auth = logouts();
    const channel = listen(token, auth, 'accessChanged');
    const list = listen(token, auth);
    const map = listen(token, auth);
    await waitFor(() => expect(fakeSockets[0]?.handlers.get('acceptOrder')).toHaveLength(2));
    expect(fakeSockets).toHaveLength(1);
    expect(await readSocketAuth(fakeSockets[0]!)).toEqual({ token: 'session-1' });

    emitServerEvent('acceptOrder', { orderId: 1 });
    expect(list.heard).toEqual([{ orderId: 1 }]);
    expect(map.heard).toEqual([{ orderId: 1 }]);

    // The list's page closes: its listener leaves, the connection stays for the others.
    list.end();
    emitServerEvent('acceptOrder', { orderId: 2 });
    expect(list.heard).toEqual([{ orderId: 1 }]);
    expect(map.heard).toEqual([{ orderId: 1 }, { orderId: 2 }]);
    expect(fakeSockets[0]!.connected).toBe(true);

    // A page opened later joins the same connection.
    const again = listen(token, auth);
    await waitFor(() => expect(fakeSockets[0]!.handlers.get('acceptOrder')).toHaveLength(2));
    expect(fakeSockets).toHaveLength(1);

    // The last holder lets go: the connection closes.
    map.end();
    again.end();
    expect(fakeSockets[0]!.connected).toBe(true);
    channel.end();
    await waitFor(() => expect(fakeSockets[0]!.connected).toBe(false));
    expect(fakeSockets[0]!.handlers.get('acceptOrder')).toEqual([]);
    expect(fakeSockets[0]!.handlers.get('accessChanged')).toEqual([]);
  });

  it('closes on logout, and the next session opens a connection of its own', async () => {
    let current: string | null = 'session-1';
    const token = () => current;
    const auth = logouts();
    const channel = listen(token, auth, 'accessChanged');
    // An effect whose end comes after the logout (a page still unmounting).
    const late = openPrivateSocket(token, null, undefined, () => undefined);
    await waitFor(() => expect(fakeSockets).toHaveLength(1));

    auth.logout();
    current = 'session-2';
    const next = listen(token, auth);
    await waitFor(() => expect(fakeSockets).toHaveLength(2));
    expect(await readSocketAuth(fakeSockets[1]!)).toEqual({ token: 'session-2' });
    emitServerEvent('acceptOrder', { orderId: 3 });
    expect(next.heard).toEqual([{ orderId: 3 }]);
    expect(fakeSockets[1]!.connected).toBe(true);

    // The ended session's connection closes once its last effect ends; the new one is not touched.
    expect(fakeSockets[0]!.connected).toBe(true);
    late();
    await waitFor(() => expect(fakeSockets[0]!.connected).toBe(false));
    expect(fakeSockets[1]!.connected).toBe(true);
    channel.end();
    next.end();
    await waitFor(() => expect(fakeSockets[1]!.connected).toBe(false));
  });

  it('tells an effect begun before the socket joined its rooms, once, when it joins; not one begun after', async () => {
    fakeSocketOptions.connectOnOpen = false;
    const token = () => 'session-1';
    const auth = logouts();
    let early = 0;
    let late = 0;
    const first = openPrivateSocket(token, auth, undefined, (socket) => socket.onFirstJoin(() => early++));
    await waitFor(() => expect(fakeSockets[0]?.handlers.get('connect')).toHaveLength(1));
    connectFakeSockets();
    expect(early).toBe(1);
    const second = openPrivateSocket(token, auth, undefined, (socket) => socket.onFirstJoin(() => late++));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // A reconnection is no first join.
    emitServerEvent('connect');
    expect(early).toBe(1);
    expect(late).toBe(0);
    first();
    second();
  });

  it('takes off only its own listeners when an effect stops listening to an event', async () => {
    const token = () => 'session-1';
    const auth = logouts();
    const other = listen(token, auth);
    let heard = 0;
    const end = openPrivateSocket(token, auth, undefined, (socket) => {
      socket.on('acceptOrder', () => heard++);
      return () => void socket.off('acceptOrder');
    });
    await waitFor(() => expect(fakeSockets[0]?.handlers.get('acceptOrder')).toHaveLength(2));
    end();
    emitServerEvent('acceptOrder', { orderId: 4 });
    expect(heard).toBe(0);
    expect(other.heard).toEqual([{ orderId: 4 }]);
    other.end();
  });
});
