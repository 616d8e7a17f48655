// The form's catalogue of one company (GET /api/order/form-options): products, saved locations, order settings.
import { useQuery } from '@tanstack/react-query';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';

export const orderFormOptionsKey = (companyId: number | null) => ['orderCreate', 'formOptions', companyId ?? 'own'] as const;

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
export const useActiveCompanies = (enabled: boolean) => {
  const api = useAppApi('orderList');
  return useQuery({ queryKey: ['filterOptions', 'companies'], queryFn: () => api.activeCompanies(), enabled, staleTime: 5 * 60_000 });
};
