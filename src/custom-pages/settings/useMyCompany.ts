// The signed-in client's company (GET /@me/company) for the settings pages; refetched after each change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { MyCompany } from '../../../domain/accountSchemas.ts';
import { useReloadSession } from '../../authProvider/useReloadSession.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

export const MY_COMPANY_QUERY_KEY = ['account', 'myCompany'] as const;

export const useMyCompany = (enabled = true) => {
  const api = useAppApi('account');
  return useQuery<MyCompany>({
    queryKey: MY_COMPANY_QUERY_KEY,
    queryFn: ({ signal }) => api.myCompany(signal),
    enabled,
    retry: retryWhileServerAway,
  });
};

/** Puts a company the server just answered into the cache (every change answers the whole company). */
export const useSetMyCompany = () => {
  const queryClient = useQueryClient();
  return useCallback((company: MyCompany) => queryClient.setQueryData(MY_COMPANY_QUERY_KEY, company), [queryClient]);
};

/**
 * After a change of the company's data or contract (answered with the whole company): the company into the cache, and
 * the session read again, since its contract state decides what the menu and the order form offer.
 */
export const useMyCompanyChanged = () => {
  const setCompany = useSetMyCompany();
  const reloadSession = useReloadSession();
  return useCallback(
    async (company: MyCompany) => {
      setCompany(company);
      await reloadSession();
    },
    [setCompany, reloadSession],
  );
};
