// After a change of the session user's registration steps or activation (product choice, pickup points, company
// data, contract, activation by an operator): the session user and every permission the console cached are loaded
// again, so guards, menu items and the top bar's "Account active" follow at once.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuthProvider } from 'react-admin';
import type { MeResponse } from '../../domain/api.ts';
import type { AppAuthProvider } from './createAuthProvider.ts';
import { ME_QUERY_KEY } from './useMe.ts';

export const useReloadSession = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<MeResponse | undefined> => {
    if (!authProvider) return undefined;
    const me = await authProvider.getMe({ reload: true });
    queryClient.setQueryData(ME_QUERY_KEY, me);
    // react-admin's permission and access checks live under ['auth', …] as well.
    await queryClient.invalidateQueries({
      queryKey: ['auth'],
      predicate: (query) => query.queryKey[1] !== ME_QUERY_KEY[1],
    });
    return me;
  }, [authProvider, queryClient]);
};
