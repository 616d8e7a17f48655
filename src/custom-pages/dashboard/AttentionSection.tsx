// The dashboard's attention lists: one card per kind with its total, its longest-waiting orders (each opening the
// order's row in the list) and a link to the whole list (the order list's attention filter, whatever the date).
import { Box, Card, CardContent, Link, List, ListItem, MenuItem, TextField, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { AttentionList, DashboardAttention, DashboardQuery } from '../../../domain/dashboard.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { SectionLoading } from '../../layout/SectionLoading.tsx';
import { orderListPath, orderPath } from '../../resources/orders/paths.ts';
import { attentionLabel, durationLabel } from './attentionLabel.ts';

/** The choices of N in "not accepted for over N minutes". */
export const NOT_ACCEPTED_MINUTE_CHOICES = [1, 2, 3, 5, 10, 15, 30, 60];

interface Props {
  query: UseQueryResult<DashboardAttention>;
  filters: DashboardQuery;
  notAcceptedMinutes: number;
  onNotAcceptedMinutes(minutes: number): void;
}

export const AttentionSection = ({ query, filters, notAcceptedMinutes, onNotAcceptedMinutes }: Props) => {
  const translate = useTranslate();
  const title = translate('dashboard.attention.title');
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {query.isError && !query.data ? (
        <LoadError
          messageKey="dashboard.attention.loadFailed"
          onRefresh={() => void query.refetch()}
          refreshing={query.isFetching}
          sx={{}}
        />
      ) : !query.data ? (
        <SectionLoading />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
          {query.data.lists.map((list) => (
            <AttentionCard
              key={list.kind}
              list={list}
              filters={filters}
              notAcceptedMinutes={query.data.notAcceptedMinutes}
              action={
                list.kind === 'notAccepted' ? (
                  <TextField
                    select
                    size="small"
                    label={translate('dashboard.attention.minutesLabel')}
                    value={notAcceptedMinutes}
                    onChange={(event) => onNotAcceptedMinutes(Number(event.target.value))}
                    sx={{ minWidth: 200, mt: 1 }}
                  >
                    {NOT_ACCEPTED_MINUTE_CHOICES.map((m) => (
                      <MenuItem key={m} value={m}>
                        {m}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : null
              }
            />
          ))}
        </Box>
      )}
    </Box>
  );
};

const AttentionCard = ({
  list,
  filters,
  notAcceptedMinutes,
  action,
}: {
  list: AttentionList;
  filters: DashboardQuery;
  notAcceptedMinutes: number;
  action: React.ReactNode;
}) => {
  const translate = useTranslate();
  const label = attentionLabel(translate, list.kind, notAcceptedMinutes);
  const headingId = `attention-${list.kind}`;
  const allPath = orderListPath({
    attention: list.kind,
    ...(list.kind === 'notAccepted' ? { notAcceptedMinutes } : {}),
    ...(filters.region ? { region: filters.region } : {}),
    ...(filters.companyIds?.length ? { companyIds: filters.companyIds } : {}),
  });
  const alarming = list.total > 0;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid={headingId}
      sx={{ borderLeft: 4, borderLeftColor: alarming ? 'warning.main' : 'success.main' }}
    >
      <CardContent>
        <Typography id={headingId} variant="subtitle1" component="h3">
          {label}
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 600 }} data-testid={`${headingId}-total`}>
          {list.total}
        </Typography>
        {action}
        {list.orders.length ? (
          <List dense disablePadding>
            {list.orders.map((order) => (
              <ListItem key={order.id} disableGutters sx={{ display: 'flex', gap: 1 }}>
                <Link
                  component={RouterLink}
                  to={orderPath(order.id)}
                  aria-label={translate('dashboard.attention.orderLink', {
                    orderNo: order.orderNo,
                    company: order.company.name,
                    duration: durationLabel(translate, order.timeInStage ?? 0),
                  })}
                  sx={{ fontWeight: 600 }}
                >
                  {order.orderNo}
                </Link>
                <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }} color="text.secondary">
                  {order.company.name} · {order.region.name}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {durationLabel(translate, order.timeInStage ?? 0)}
                </Typography>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('dashboard.attention.none')}
          </Typography>
        )}
        {list.total > 0 && (
          <Link component={RouterLink} to={allPath} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {translate('dashboard.attention.showAll', { count: list.total })}
          </Link>
        )}
      </CardContent>
    </Card>
  );
};
