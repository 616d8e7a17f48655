// Choices of the order list's filter bar, cached for the session: active companies, regions, products.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider/index.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';

const STALE_MS = 5 * 60_000;

export const useFilterOptions = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const api = useAppApi('orderList');
  const companies = useQuery({ queryKey: ['filterOptions', 'companies'], queryFn: () => api.activeCompanies(), staleTime: STALE_MS });
  const regions = useQuery({ queryKey: ['filterOptions', 'regions'], queryFn: () => dataProvider.getRegions(), staleTime: STALE_MS });
  const products = useQuery({ queryKey: ['filterOptions', 'products'], queryFn: () => dataProvider.getProducts(), staleTime: STALE_MS });
  return { companies: companies.data ?? [], regions: regions.data ?? [], products: products.data ?? [] };
};
