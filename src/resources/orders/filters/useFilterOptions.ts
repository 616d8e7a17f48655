// Choices of the order list's filter bar, cached for the session: active companies, regions, products.
import { useActiveCompaniesQuery, useProductsQuery, useRegionsQuery } from '../../shared/choiceQueries.ts';

export const useFilterOptions = () => {
  const companies = useActiveCompaniesQuery();
  const regions = useRegionsQuery();
  const products = useProductsQuery();
  return { companies: companies.data ?? [], regions: regions.data ?? [], products: products.data ?? [] };
};
