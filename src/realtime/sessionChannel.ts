// The session's own real-time channel: the console's private socket held for as long as it is signed in, whatever
// page is open (pages that show live data listen on the same connection: privateSocket.ts). It hears what concerns
// the session itself: `sessionEnded` (sessionEnd.ts: log out at once, saying why) and `accessChanged` (an
// administrator changed the user's permissions or reach: read the session again). A refused call (403) reads the
// session again too (authProvider.checkError), so a console without the channel follows on its next call.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { AUTH_MESSAGES } from '../authProvider/messages.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { ME_QUERY_KEY } from '../authProvider/useMe.ts';
import { useReloadSession } from '../authProvider/useReloadSession.ts';
import type { MeResponse } from '../../domain/api.ts';
import { ACCESS_CHANGED_EVENT } from '../../domain/sessionEvents.ts';
import { openPrivateSocket } from './privateSocket.ts';

export type FollowAccess = (options: { announced: boolean }) => Promise<void>;

/**
 * Reads the session user again; when its permissions changed (or the server announced a change of its reach), every
 * query on screen is read again (the rows a user may see follow its reach) and the user is told. A refusal that
 * changed nothing stays silent.
 */
export const useFollowAccess = (): FollowAccess => {
  const reloadSession = useReloadSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useCallback(
    async ({ announced }) => {
      const before = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
      const me = await reloadSession().catch(() => undefined);
      if (!me) return;
      const changed = announced || JSON.stringify(before?.permissions) !== JSON.stringify(me.permissions);
      if (!changed) return;
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      notify(AUTH_MESSAGES.accessChanged, { type: 'info' });
    },
    [reloadSession, queryClient, notify],
  );
};

/** Keeps the session's channel open while the shell is mounted; `accessChanged` calls `follow`. */
export const useSessionChannel = (follow: FollowAccess, getToken: () => string | null = currentToken) => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const followRef = useRef(follow);
  followRef.current = follow;
  useEffect(
    () =>
      openPrivateSocket(getToken, authProvider, undefined, (socket) => {
        const onAccessChanged = () => void followRef.current({ announced: true });
        socket.on(ACCESS_CHANGED_EVENT, onAccessChanged);
        return () => {
          socket.off(ACCESS_CHANGED_EVENT, onAccessChanged);
        };
      }),
    [authProvider, getToken],
  );
};
