// The choices of the users page: the companies and regions the signed-in operator may see (cached for the page), and
// the locations of the companies chosen in the form (all the caller may see when "all companies" is ticked).
import { useQuery } from '@tanstack/react-query';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

export const USERS_QUERY_KEY = ['users', 'list'] as const;
const STALE_MS = 5 * 60_000;

export const useOperatorList = () => {
  const api = useAppApi('users');
  return useQuery({
    queryKey: USERS_QUERY_KEY,
    queryFn: ({ signal }) => api.list(signal),
    retry: retryWhileServerAway,
  });
};

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
