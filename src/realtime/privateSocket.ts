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
