// The private socket.io namespace: the token is read by the auth callback, so every reconnect attempt sends the current
// one.
import { io, type Socket } from 'socket.io-client';
import { watchSessionEnd } from './sessionEnd.ts';

export const PRIVATE_NAMESPACE = '/private';

export const connectPrivateSocket = (getToken: () => string | null): Socket => {
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
 * (`useEffect(() => openPrivateSocket(getToken, authProvider, (socket) => { … }), [...])`).
 */
export const openPrivateSocket = (
  getToken: () => string | null,
  authProvider: LogoutSource | null | undefined,
  subscribe: (socket: Socket) => (() => void) | void,
): (() => void) => {
  const socket = connectPrivateSocket(getToken);
  const cleanup = subscribe(socket);
  const disconnect = () => {
    cleanup?.();
    socket.disconnect();
  };
  const unregister = authProvider?.onLogout(disconnect);
  return () => {
    unregister?.();
    disconnect();
  };
};
