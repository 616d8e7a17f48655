// The queries of the corrections page: the pending list and one correction's details (react-query, through
// useAppApi('corrections')).
import { useQuery } from '@tanstack/react-query';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { retryWhileServerAway } from '../../dataProvider/retryPolicy.ts';

export const PENDING_CORRECTIONS_KEY = ['corrections', 'pending'] as const;
export const correctionInfoKey = (correctionId: number) => ['corrections', 'info', correctionId] as const;

export const usePendingCorrections = () => {
  const api = useAppApi('corrections');
  return useQuery({
    queryKey: PENDING_CORRECTIONS_KEY,
    queryFn: ({ signal }) => api.pendingList(signal),
    retry: retryWhileServerAway,
  });
};

export const useCorrectionInfo = (correctionId: number | null) => {
  const api = useAppApi('corrections');
  return useQuery({
    queryKey: correctionInfoKey(correctionId ?? 0),
    queryFn: ({ signal }) => api.info(correctionId as number, signal),
    enabled: correctionId !== null,
    retry: retryWhileServerAway,
  });
};
