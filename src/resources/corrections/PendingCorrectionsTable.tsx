// The pending corrections table: company logo, order no, creation time (HH:mm dd.MM.yy) and the driver's e-mail, oldest
// first as the server sends them; loading, empty and error-with-refresh states. A row click opens the correction.
import InboxIcon from '@mui/icons-material/Inbox';
import { Avatar, Box, Card, LinearProgress, Stack, Typography } from '@mui/material';
import { DataTable, ListContextProvider, ResourceContextProvider, useList, useTranslate } from 'react-admin';
import type { PendingCorrectionItem } from '../../../domain/correctionSchemas.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { formatTimestamp } from '../../i18n/format.ts';

const Column = DataTable.Col<PendingCorrectionItem>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

export interface PendingCorrectionsTableProps {
  rows: PendingCorrectionItem[];
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  selectedId: number | null;
  onOpen(correctionId: number): void;
  onRefresh(): void;
}

/** The company's logo (or its initial) and name. */
const CompanyCell = ({ item }: { item: PendingCorrectionItem }) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Avatar
      src={item.companyImageUrl ?? undefined}
      alt={item.companyName}
      variant="rounded"
      sx={{ width: 28, height: 28, fontSize: 13 }}
    >
      {item.companyName.charAt(0).toUpperCase()}
    </Avatar>
    <Box
      component="span"
      sx={{ maxWidth: 220, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
      title={item.companyName}
    >
      {item.companyName}
    </Box>
  </Stack>
);

const Empty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate('corrections.list.empty')}</Typography>
    </Box>
  );
};

export const PendingCorrectionsTable = ({
  rows,
  isPending,
  isFetching,
  error,
  selectedId,
  onOpen,
  onRefresh,
}: PendingCorrectionsTableProps) => {
  const translate = useTranslate();
  // The server's order (oldest first) is kept: no client sort.
  const listContext = useList<PendingCorrectionItem>({
    data: rows,
    resource: 'corrections',
    isPending,
    isFetching,
    perPage: Math.max(rows.length, 1),
  });
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={translate('corrections.list.label')}
      sx={{ maxWidth: 1000 }}
    >
      {isFetching && !isPending ? <LinearProgress sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
      {error ? (
        <LoadError messageKey="corrections.list.error" onRefresh={onRefresh} />
      ) : (
        <ResourceContextProvider value="corrections">
          <ListContextProvider value={listContext}>
            <DataTable<PendingCorrectionItem>
              rowClick={(id) => {
                onOpen(Number(id));
                return false;
              }}
              rowSx={(record) => (record.id === selectedId ? { backgroundColor: 'action.selected' } : {})}
              bulkActionButtons={false}
              size="small"
              empty={<Empty />}
            >
              <Column
                source="companyName"
                label="corrections.fields.company"
                disableSort
                render={(item) => <CompanyCell item={item} />}
              />
              <Column source="orderNo" label="corrections.fields.orderNo" disableSort sx={NO_WRAP} />
              <Column
                source="createdAt"
                label="corrections.fields.createdAt"
                disableSort
                sx={NO_WRAP}
                render={(item) => formatTimestamp(item.createdAt)}
              />
              <Column source="driverEmail" label="corrections.fields.driverEmail" disableSort />
            </DataTable>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </Card>
  );
};
