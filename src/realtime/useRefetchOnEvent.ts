// Refetch on a real-time event: while the calling page is open, the console's socket listens for `event` and
// invalidates the given react-query keys (each a prefix: every query under it refetches), and once more when the socket
// joins its rooms after the page read its data. The server decides who hears the event (server/access/rooms.ts); the
// payload is not read, so a page shows only what its own calls answer.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { useConnectionMonitor } from '../dataProvider/ConnectionMonitorContext.ts';
import { openPrivateSocket } from './privateSocket.ts';

export const useRefetchOnEvent = (
  event: string,
  queryKeys: readonly (readonly unknown[])[],
  enabled = true,
  getToken: () => string | null = currentToken,
) => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  const connection = useConnectionMonitor();
  // The keys are read when the event arrives: a new array on each render does not reconnect.
  const keys = useRef(queryKeys);
  keys.current = queryKeys;

  useEffect(() => {
    if (!enabled) return undefined;
    return openPrivateSocket(getToken, authProvider, connection, (socket) => {
      const refetch = () => {
        for (const queryKey of keys.current) void queryClient.invalidateQueries({ queryKey });
      };
      socket.on(event, refetch);
      // A page opened with the console (a sign-in, a reload) reads its data while the console's socket connects: an
      // event sent before the socket joined its rooms was never heard, so its first connection refetches once. (A
      // reconnection refetches everything on screen: the connection monitor.)
      socket.onFirstJoin(refetch);
    });
  }, [event, enabled, queryClient, authProvider, connection, getToken]);
};
