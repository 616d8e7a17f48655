// The operators table of the users page: e-mail, account type (an inactive account marked) and creation date, newest
// first, with the search above it; a row click selects the operator (its edit form opens on the right). The rows are
// the filtered list in react-admin's DataTable through a local list context (useList: sort and pages on the client).
import InboxIcon from '@mui/icons-material/Inbox';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Card, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { useEffect } from 'react';
import {
  DataTable,
  ListContextProvider,
  Pagination,
  ResourceContextProvider,
  useList,
  useTranslate,
} from 'react-admin';
import type { OperatorItem } from '../../../domain/operatorSchemas.ts';
import { LoadError } from '../../layout/LoadError.tsx';
import { formatTimestamp } from '../../i18n/format.ts';
import { effectiveAccountType } from './userFilters.ts';
import { UserStatusChip } from './UserStatusChip.tsx';

const Column = DataTable.Col<OperatorItem>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
export const USERS_PER_PAGE = 25;

export interface UsersTableProps {
  rows: OperatorItem[];
  isPending: boolean;
  isFetching: boolean;
  error: unknown;
  filtered: boolean;
  search: string;
  onSearch: (q: string) => void;
  selectedId: number | null;
  onSelect: (operator: OperatorItem) => void;
  onRefresh: () => void;
}

/** One line: a long address ends in an ellipsis (the whole of it in the tooltip and in the edit form). */
const EmailCell = ({ operator }: { operator: OperatorItem }) => (
  <Box
    component="span"
    title={operator.email}
    sx={{
      display: 'block',
      maxWidth: { xs: 240, xl: 360 },
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    }}
  >
    {operator.email}
  </Box>
);

/** The account type (a deactivated account: the type it returns to, marked Inactive). */
const AccountTypeCell = ({ operator }: { operator: OperatorItem }) => {
  const translate = useTranslate();
  const type = effectiveAccountType(operator);
  return (
    <Box
      component="span"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.75, rowGap: 0.25 }}
    >
      <Box component="span" sx={NO_WRAP}>
        {type ? translate(`users.accountTypes.${type}`) : '–'}
      </Box>
      {operator.active ? null : <UserStatusChip active={false} />}
    </Box>
  );
};

const Empty = ({ filtered }: { filtered: boolean }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <InboxIcon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate(filtered ? 'users.list.emptyFiltered' : 'users.list.empty')}</Typography>
    </Box>
  );
};

export const UsersTable = ({
  rows,
  isPending,
  isFetching,
  error,
  filtered,
  search,
  onSearch,
  selectedId,
  onSelect,
  onRefresh,
}: UsersTableProps) => {
  const translate = useTranslate();
  const listContext = useList<OperatorItem>({
    data: rows,
    resource: 'users',
    isPending,
    isFetching,
    sort: { field: 'createdAt', order: 'DESC' },
    perPage: USERS_PER_PAGE,
  });
  const { setPage } = listContext;
  // A new filter or search starts again on the first page.
  useEffect(() => setPage(1), [rows.length, setPage]);
  const placeholder = translate('users.filters.search');

  return (
    <Card
      variant="outlined"
      sx={{ flex: 1, minWidth: 0, width: { xs: '100%', lg: 'auto' }, '& .MuiTableCell-root': { px: 1 } }}
      component="section"
      aria-label={translate('users.list.title')}
    >
      <Box sx={{ p: 2, pb: 1 }}>
        <TextField
          size="small"
          fullWidth
          value={search}
          placeholder={placeholder}
          onChange={(event) => onSearch(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': placeholder, type: 'search' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="disabled" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {isFetching && !isPending ? <LinearProgress sx={{ height: 2 }} /> : <Box sx={{ height: 2 }} />}
      {error ? (
        <LoadError messageKey="users.list.error" onRefresh={onRefresh} />
      ) : (
        <ResourceContextProvider value="users">
          <ListContextProvider value={listContext}>
            <DataTable<OperatorItem>
              rowClick={(_id, _resource, record) => {
                onSelect(record as OperatorItem);
                return false;
              }}
              rowSx={(record) => (record.id === selectedId ? { backgroundColor: 'action.selected' } : {})}
              bulkActionButtons={false}
              size="small"
              empty={<Empty filtered={filtered} />}
            >
              <Column
                source="email"
                label="users.fields.email"
                render={(operator) => <EmailCell operator={operator} />}
              />
              <Column
                source="accountType"
                label="users.fields.accountType"
                render={(operator) => <AccountTypeCell operator={operator} />}
              />
              <Column
                source="createdAt"
                label="users.fields.createdAt"
                sx={NO_WRAP}
                render={(operator) => formatTimestamp(operator.createdAt)}
              />
            </DataTable>
            {rows.length > USERS_PER_PAGE ? <Pagination rowsPerPageOptions={[USERS_PER_PAGE]} /> : null}
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </Card>
  );
};
