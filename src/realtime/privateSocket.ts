// The private socket.io namespace: the token is read by the auth callback, so every reconnect attempt sends the current
// one. socket.io-client loads with the first page that listens (not in the console's first load).
import type { Socket } from 'socket.io-client';
import type { SocketWatcher } from '../dataProvider/connectionMonitor.ts';
import { watchSessionEnd } from './sessionEnd.ts';
import { PRIVATE_NAMESPACE } from '../../domain/constants.ts';

/** The client's module, loaded once (the session's channel and a page's socket ask for it at the same moment). */
let client: Promise<typeof import('socket.io-client')> | null = null;
const loadClient = () => (client ??= import('socket.io-client'));

export const connectPrivateSocket = async (getToken: () => string | null): Promise<Socket> => {
  const { io } = await loadClient();
  const socket = io(PRIVATE_NAMESPACE, {
    auth: (callback) => callback({ token: getToken() }),
    transports: ['websocket', 'polling'],
  });
  watchSessionEnd(socket); // deactivation or a password change ends the session: log out at once
  return socket;
};

/** Who may end the session (the auth provider): the socket closes on logout. */
interface LogoutSource {
  onLogout(listener: () => void): () => void;
}

/**
 * The private socket of a page's effect: `subscribe` adds the page's listeners and may answer a cleanup (its timers);
 * the socket closes when the effect ends or the user logs out. Answers the effect's cleanup
 * (`useEffect(() => openPrivateSocket(getToken, authProvider, connection, (socket) => { … }), [...])`). The socket
 * opens once the client has loaded (at once after the first page); an effect that ends before then opens none. The
 * connection monitor (useConnectionMonitor) hears of its drops and reconnects, until the console closes it.
 */
export const openPrivateSocket = (
  getToken: () => string | null,
  authProvider: LogoutSource | null | undefined,
  connection: SocketWatcher | null | undefined,
  subscribe: (socket: Socket) => (() => void) | void,
): (() => void) => {
  let closed = false;
  let close: (() => void) | null = null;
  void connectPrivateSocket(getToken).then((socket) => {
    if (closed) {
      socket.disconnect();
      return;
    }
    const unwatch = connection?.watchSocket(socket);
    const cleanup = subscribe(socket);
    close = () => {
      unwatch?.();
      cleanup?.();
      socket.disconnect();
    };
  });
  const disconnect = () => {
    closed = true;
    close?.();
    close = null;
  };
  const unregister = authProvider?.onLogout(disconnect);
  return () => {
    unregister?.();
    disconnect();
  };
};
