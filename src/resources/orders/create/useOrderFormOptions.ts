// The form's catalogue of one company (GET /api/order/form-options): products, saved locations, order settings.
import { useActiveCompaniesQuery } from '../../shared/choiceQueries.ts';
import { useQuery } from '@tanstack/react-query';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';

export const orderFormOptionsKey = (companyId: number | null) =>
  ['orderCreate', 'formOptions', companyId ?? 'own'] as const;

/** A client user's own company (companyId null) or an operator's chosen one; disabled until there is one to load. */
export const useOrderFormOptions = (companyId: number | null, enabled: boolean) => {
  const api = useAppApi('orderCreate');
  return useQuery({
    queryKey: orderFormOptionsKey(companyId),
    queryFn: ({ signal }) => api.formOptions(companyId, signal),
    enabled,
    staleTime: 60_000,
  });
};

/** Active companies an operator may create orders for (shared with the order list's company filter). */
export const useActiveCompanies = (enabled: boolean) => useActiveCompaniesQuery(enabled);
