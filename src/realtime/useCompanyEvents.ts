// Company status changes (activation) from the real-time channel: the pending count of the menu badge, the company
// list and the open company pages refetch. One socket for the shell's lifetime, opened only for users with the
// companies page (the server sends company events to them only).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../authProvider/createAuthProvider.ts';
import { currentToken } from '../authProvider/tokenStorage.ts';
import { COMPANY_STATUS_CHANGE_EVENT } from '../domain/companyEvents.ts';
import { COMPANIES_RESOURCE, PENDING_COMPANIES_QUERY_KEY } from '../dataProvider/companies.ts';
import { connectPrivateSocket } from './privateSocket.ts';

export const useCompanyEvents = (enabled: boolean, getToken: () => string | null = currentToken) => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();

  useEffect(() => {
    if (!enabled) return undefined;
    const socket = connectPrivateSocket(getToken);
    socket.on(COMPANY_STATUS_CHANGE_EVENT, () => {
      void queryClient.invalidateQueries({ queryKey: PENDING_COMPANIES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [COMPANIES_RESOURCE] });
    });
    const disconnect = () => socket.disconnect();
    const unregister = authProvider?.onLogout(disconnect);
    return () => {
      unregister?.();
      disconnect();
    };
  }, [enabled, queryClient, authProvider, getToken]);
};
