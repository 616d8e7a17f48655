// Every company the caller sees (inactive ones too), by id: the names a multiplier's companies show in the calendar,
// its details dialog and its page.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppApi } from '../../dataProvider/useAppApi.ts';

export const useCompanyNames = (): Map<number, string> => {
  const api = useAppApi('multipliers');
  const companies = useQuery({
    queryKey: ['multipliers', 'companies'],
    queryFn: () => api.companies(),
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Map((companies.data ?? []).map((c) => [c.id, c.name])), [companies.data]);
};
