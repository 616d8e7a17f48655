// The locations of one company (or of the client user's own company without companyId), through react-query so
// every list of the same company refreshes after a save.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Location } from '../../../domain/locationApi.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

export const locationsQueryKey = (companyId: number | undefined) => ['locations', companyId ?? 'own'] as const;

export const useCompanyLocations = (companyId: number | undefined) => {
  const api = useAppApi('locations');
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: locationsQueryKey(companyId),
    queryFn: async ({ signal }) => {
      const list = await api.list(companyId ? { companyId } : {}, signal);
      const company = companyId ? list.find((c) => c.companyId === companyId) : list[0];
      return {
        companyId: company?.companyId ?? companyId,
        companyName: company?.companyName ?? null,
        locations: company?.locations ?? [],
      };
    },
  });
  const invalidate = useCallback(() => queryClient.invalidateQueries({ queryKey: ['locations'] }), [queryClient]);
  return { ...query, invalidate };
};

export type CompanyLocationsData = { companyId: number | undefined; companyName: string | null; locations: Location[] };
