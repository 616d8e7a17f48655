// Driver changes from the real-time channel (`driverChange`: created, edited, blocked, unblocked, deactivated,
// activated by any console): the drivers lists and an open driver's page refetch. One socket while the drivers page is
// open; the server sends driver events to the consoles with the drivers page that see the driver.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider } from 'react-admin';
import type { AppAuthProvider } from '../../authProvider/createAuthProvider.ts';
import { currentToken } from '../../authProvider/tokenStorage.ts';
import { DRIVER_CHANGE_EVENT } from '../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { connectPrivateSocket } from '../../realtime/privateSocket.ts';

export const useDriverEvents = (getToken: () => string | null = currentToken) => {
  const queryClient = useQueryClient();
  const authProvider = useAuthProvider<AppAuthProvider>();
  useEffect(() => {
    const socket = connectPrivateSocket(getToken);
    socket.on(DRIVER_CHANGE_EVENT, () => {
      void queryClient.invalidateQueries({ queryKey: [DRIVERS_RESOURCE] });
    });
    const disconnect = () => socket.disconnect();
    const unregister = authProvider?.onLogout(disconnect);
    return () => {
      unregister?.();
      disconnect();
    };
  }, [queryClient, authProvider, getToken]);
};
