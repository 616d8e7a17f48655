// A session ended on the server (deactivation, password change): the server tells the session's sockets
// (`sessionEnded` {reason}) and disconnects them. Every private socket reports that here, and the shell's listener
// (useSocketSessionEnd, mounted by SessionWatcher) checks the session at once with GET /@me: its 401 goes through
// authProvider.checkError like any call's, so the console logs out with the restricted-area message without the
// user doing anything. A server disconnect without the event is checked the same way (the socket will not reconnect).
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import type { Socket } from 'socket.io-client';
import { SESSION_ENDED_EVENT } from '../../domain/sessionEvents.ts';
import type { AppDataProvider } from '../dataProvider/index.ts';

type Listener = () => void;
const listeners = new Set<Listener>();

const report = () => listeners.forEach((listener) => listener());

/** Called for every private socket: reports the server's end of the session. */
export const watchSessionEnd = (socket: Pick<Socket, 'on'>): void => {
  socket.on(SESSION_ENDED_EVENT, report);
  socket.on('disconnect', (reason: string) => {
    if (reason === 'io server disconnect') report();
  });
};

export const onSocketSessionEnd = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Checks the session when a socket reports its end (one check at a time; the console's sockets all report it). */
export const useSocketSessionEnd = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  useEffect(() => {
    let checking = false;
    return onSocketSessionEnd(() => {
      if (checking) return;
      checking = true;
      // useDataProvider sends a rejection through authProvider.checkError: a 401 logs out with its message.
      dataProvider
        .getMe()
        .catch(() => undefined)
        .finally(() => {
          checking = false;
        });
    });
  }, [dataProvider]);
};
