// The session user (GET /@me) in React: permissions, settings, registration steps, activation.
import { useQuery } from '@tanstack/react-query';
import { useAuthProvider } from 'react-admin';
import type { MeResponse } from '../../domain/api.ts';
import type { AppAuthProvider } from './createAuthProvider.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

export const useMe = () => {
  const authProvider = useAuthProvider<AppAuthProvider>();
  return useQuery<MeResponse>({
    queryKey: ME_QUERY_KEY,
    queryFn: () => {
      if (!authProvider) throw new Error('No authProvider');
      return authProvider.getMe();
    },
    enabled: !!authProvider,
    // Loaded once per session (logout clears the cache). A failure is final for the session: components that
    // mount later must not fetch again (the user initialisation failed: the session stays without permissions).
    retry: false,
    retryOnMount: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
};
