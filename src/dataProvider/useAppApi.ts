// One grouped API of the AppDataProvider (map, pickup, orderActions, …) for components.
// react-admin's useDataProvider() proxy turns every property into a function, so a group read through it
// (useDataProvider().map.getConfig) is undefined: the group is read from the context instead, and every rejected
// call still goes through authProvider.checkError (a 401 logs out with the restricted-area message).
import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { AppDataProvider } from './index.ts';

export type AppApiGroup =
  | 'map'
  | 'pickup'
  | 'tracking'
  | 'dashboard'
  | 'orderActions'
  | 'orderList'
  | 'orderCreate'
  | 'locations'
  | 'companies'
  | 'leads'
  | 'account'
  | 'webhooks'
  | 'users'
  | 'drivers'
  | 'reports'
  | 'warehouses'
  | 'stock'
  | 'multipliers'
  | 'corrections'
  | 'wallet'
  | 'products';

export const useAppApi = <K extends AppApiGroup>(group: K): AppDataProvider[K] => {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider | null;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => {
    const api = dataProvider?.[group];
    if (!api) throw new Error(`The data provider has no "${group}" calls`);
    return Object.fromEntries(
      Object.entries(api).map(([name, call]) => [
        name,
        typeof call === 'function'
          ? (...args: unknown[]) =>
              Promise.resolve((call as (...a: unknown[]) => unknown)(...args)).catch(async (error: unknown) => {
                await logoutIfAccessDenied(error);
                throw error;
              })
          : call,
      ]),
    ) as AppDataProvider[K];
  }, [dataProvider, group, logoutIfAccessDenied]);
};
