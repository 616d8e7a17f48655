// The users page's reads: the operators (the data provider's `users` resource, the whole list), the companies and
// regions the signed-in operator may see (cached for the page), and the locations of the companies chosen in the form
// (all the caller may see when "all companies" is ticked).
import { useQuery } from '@tanstack/react-query';
import { useGetList } from 'react-admin';
import type { OperatorItem } from '../../../domain/operatorSchemas.ts';
import { USERS_RESOURCE } from '../../dataProvider/operators.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

const STALE_MS = 5 * 60_000;

/** GET /operator/list answers every operator at once: one page holds them all. */
const WHOLE_LIST = { page: 1, perPage: 1_000_000 };

export const useOperatorList = () =>
  useGetList<OperatorItem>(USERS_RESOURCE, { pagination: WHOLE_LIST }, { retry: retryWhileServerAway });

export const useCompanyChoices = () => {
  const api = useAppApi('users');
  return useQuery({
    queryKey: ['users', 'companies'],
    queryFn: ({ signal }) => api.companies(signal),
    staleTime: STALE_MS,
    retry: retryWhileServerAway,
  });
};

export const useRegionChoices = () => {
  const api = useAppApi('users');
  return useQuery({
    queryKey: ['users', 'regions'],
    queryFn: ({ signal }) => api.regions(signal),
    staleTime: STALE_MS,
    retry: retryWhileServerAway,
  });
};

/** Locations of the chosen companies: none chosen (and not all) → no call, no choice. */
export const useLocationChoices = (allCompanies: boolean, companyIds: number[]) => {
  const api = useAppApi('users');
  const ids = [...companyIds].sort((a, b) => a - b);
  const enabled = allCompanies || ids.length > 0;
  return useQuery({
    queryKey: ['users', 'locations', allCompanies ? 'all' : ids.join(',')],
    queryFn: ({ signal }) => api.locations(allCompanies ? 'all' : ids, signal),
    enabled,
    staleTime: STALE_MS,
    retry: retryWhileServerAway,
  });
};
