// The private socket.io namespace: one connection per signed-in console, shared by the session's channel and every
// page that listens (openPrivateSocket). The token is read by the auth callback, so every reconnect attempt sends the
// current one. socket.io-client loads with the first page that listens (not in the console's first load).
//
// Each effect that listened used to open a connection of its own: the order list's console held two (the session's
// channel, the list's events; a client's three, with the not-accepted notices), each joined to the same rooms, so
// every event crossed the wire two or three times, and a page's socket connected after the page had read its data.
// The live-list journey commented on an order after the session's channel had connected but before the list's own
// socket had: the list never heard it (clean-clone run at 6aa3cfd, 03:50 in Warsaw). Now a page's listeners go on the
// connection the session's channel opened at sign-in, in its rooms already, and leave it when the page's effect ends.
// (A page that reads its data before the connection has joined its rooms reads it again on its first `connect`.)
import type { Socket } from 'socket.io-client';
import type { SocketWatcher } from '../dataProvider/connectionMonitor.ts';
import { watchSessionEnd } from './sessionEnd.ts';
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';

/** The client's module, loaded once (the session's channel and a page's socket ask for it at the same moment). */
let client: Promise<typeof import('socket.io-client')> | null = null;
const loadClient = () => (client ??= import('socket.io-client'));

const connectPrivateSocket = async (getToken: () => string | null): Promise<Socket> => {
  const { io } = await loadClient();
  const socket = io(PRIVATE_NAMESPACE, {
    auth: (callback) => callback({ token: getToken() }),
    transports: ['websocket', 'polling'],
    // A connection of its own, whatever socket.io-client's cache of managers holds (a console signed in anew after a
    // logout must not reuse the closed session's).
    forceNew: true,
  });
  watchSessionEnd(socket); // deactivation or a password change ends the session: log out at once
  return socket;
};

type Listener = (...args: never[]) => void;

/**
 * What an effect may do with the shared socket: listen to its events (`connect` at each connection, the first one
 * included when it was not connected yet) and stop listening, and ask whether it is connected. Its listeners leave the
 * socket when the effect ends.
 */
export interface SocketListeners {
  on(event: string, listener: Listener): SocketListeners;
  /** Without a listener: this effect's listeners of the event (never another effect's). */
  off(event: string, listener?: Listener): SocketListeners;
  readonly connected: boolean;
  /**
   * Calls `listener` once when the socket joins its rooms, if it had not yet when the effect began: what the page read
   * meanwhile (a sign-in, a reload) may miss a change whose event came before the socket could hear it.
   */
  onFirstJoin(listener: () => void): void;
}

interface SharedSocket {
  socket: Promise<Socket>;
  /** The effects holding it: it closes when the last one lets go. */
  holders: number;
}

/**
 * The console's connection, by the function that reads its token (the auth callback reads the current one, so a
 * refreshed token keeps it). A logout forgets it at once: an effect of the next session opens a new one, even while an
 * effect of the ended session has yet to let its own go.
 */
const shared = new Map<() => string | null, SharedSocket>();

function holdSocket(getToken: () => string | null): { socket: Promise<Socket>; release: () => void } {
  let connection = shared.get(getToken);
  if (!connection) shared.set(getToken, (connection = { socket: connectPrivateSocket(getToken), holders: 0 }));
  const held = connection;
  held.holders++;
  let holding = true;
  return {
    socket: held.socket,
    release: () => {
      if (!holding) return;
      holding = false;
      held.holders--;
      if (held.holders > 0) return;
      if (shared.get(getToken) === held) shared.delete(getToken);
      void held.socket.then((socket) => socket.disconnect());
    },
  };
}

/** The listeners of one effect on the shared socket, and their removal. */
function listenersOn(socket: Socket): { view: SocketListeners; remove: () => void } {
  const added: [string, Listener][] = [];
  const on = socket.on.bind(socket) as (event: string, listener: Listener) => void;
  const off = socket.off.bind(socket) as (event: string, listener: Listener) => void;
  const view: SocketListeners = {
    on(event, listener) {
      on(event, listener);
      added.push([event, listener]);
      return view;
    },
    off(event, listener) {
      for (let i = added.length - 1; i >= 0; i--) {
        const [name, held] = added[i]!;
        if (name !== event || (listener && held !== listener)) continue;
        off(name, held);
        added.splice(i, 1);
      }
      return view;
    },
    get connected() {
      return socket.connected;
    },
    onFirstJoin(listener) {
      if (socket.connected) return;
      const joined = () => {
        view.off('connect', joined);
        listener();
      };
      view.on('connect', joined);
    },
  };
  const remove = () => {
    for (const [event, listener] of added.splice(0)) off(event, listener);
  };
  return { view, remove };
}

/** Who may end the session (the auth provider): the socket closes on logout. */
interface LogoutSource {
  onLogout(listener: () => void): () => void;
}

/**
 * A page's effect on the console's private socket: `subscribe` adds the page's listeners and may answer a cleanup (its
 * timers); the listeners leave when the effect ends, and the socket closes when no effect holds it any more or the
 * user logs out. Answers the effect's cleanup
 * (`useEffect(() => openPrivateSocket(getToken, authProvider, connection, (socket) => { … }), [...])`). The socket
 * opens once the client has loaded (at once after the first page); it may be connected already (the session's channel
 * opened it), so a listener of `connect` hears the next connection, not the first. The connection monitor
 * (useConnectionMonitor) hears of its drops and reconnects, until the effect ends.
 */
export const openPrivateSocket = (
  getToken: () => string | null,
  authProvider: LogoutSource | null | undefined,
  connection: SocketWatcher | null | undefined,
  subscribe: (socket: SocketListeners) => (() => void) | void,
): (() => void) => {
  const { socket: opened, release } = holdSocket(getToken);
  let closed = false;
  let close: (() => void) | null = null;
  void opened.then((socket) => {
    if (closed) return;
    const { view, remove } = listenersOn(socket);
    const unwatch = connection?.watchSocket(view);
    const cleanup = subscribe(view);
    close = () => {
      unwatch?.();
      cleanup?.();
      remove();
    };
  });
  const end = () => {
    closed = true;
    close?.();
    close = null;
    release();
  };
  const unregister = authProvider?.onLogout(() => {
    shared.delete(getToken);
    end();
  });
  return () => {
    unregister?.();
    end();
  };
};
