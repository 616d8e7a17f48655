// The side menu's company badge: the number of companies in pending status, fetched on sign-in and when the window
// regains focus, and refetched on the real-time company events.
import { Badge } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { PENDING_COMPANIES_QUERY_KEY } from '../../dataProvider/companies.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { useCompanyEvents } from '../../realtime/useCompanyEvents.ts';
import { useCan } from '../../authProvider/useAccess.ts';

export const usePendingCompaniesCount = (): number | undefined => {
  const enabled = useCan('companies', 'list');
  const api = useAppApi('companies');
  useCompanyEvents(enabled);
  const { data } = useQuery({
    queryKey: PENDING_COMPANIES_QUERY_KEY,
    queryFn: () => api.pendingCount(),
    enabled,
    refetchOnWindowFocus: true,
    staleTime: 30_000,
  });
  return enabled ? data : undefined;
};

/** Wraps the menu icon: a badge with the pending count (none at zero), visible when the menu is collapsed too. */
export const PendingCompaniesBadge = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const count = usePendingCompaniesCount();
  if (!count) return <>{children}</>;
  return (
    <Badge
      badgeContent={count}
      color="warning"
      max={99}
      slotProps={{
        badge: {
          role: 'status',
          'aria-hidden': false,
          'aria-label': translate('menu.pendingCompanies', { smart_count: count }),
        } as never,
      }}
    >
      {children}
    </Badge>
  );
};
