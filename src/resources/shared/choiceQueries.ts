// Choices that filter bars and forms share, cached for the session under one key each: the active companies, the
// regions and the products the user may see (the order list's filters, the order form, the drivers page, the
// change-driver and notification dialogs all read the same cache).
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider/index.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

const STALE_MS = 5 * 60_000;

export const ACTIVE_COMPANIES_KEY = ['filterOptions', 'companies'] as const;
export const REGIONS_KEY = ['filterOptions', 'regions'] as const;
export const PRODUCTS_KEY = ['filterOptions', 'products'] as const;

export const useActiveCompaniesQuery = (enabled = true) => {
  const api = useAppApi('orderList');
  return useQuery({
    queryKey: ACTIVE_COMPANIES_KEY,
    queryFn: () => api.activeCompanies(),
    enabled,
    staleTime: STALE_MS,
  });
};

export const useRegionsQuery = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: REGIONS_KEY, queryFn: () => dataProvider.getRegions(), staleTime: STALE_MS });
};

export const useProductsQuery = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: PRODUCTS_KEY, queryFn: () => dataProvider.getProducts(), staleTime: STALE_MS });
};
