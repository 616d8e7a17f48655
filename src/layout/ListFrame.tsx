// The frame of a console list paged, sorted and filtered on the server: react-admin's List and DataTable with what
// every such list shares (25/50/100 rows a page, no export, no bulk actions, small rows, the filters kept under a store
// key), its error state with a refresh instead of a toast (once a server away has not come back), and its empty state,
// which says whether the filters or the data left nothing. The area gives its resource, texts, filters, toolbar and
// columns.
import InboxIcon from '@mui/icons-material/Inbox';
import { Box, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import {
  DataTable,
  List,
  Pagination,
  useListContext,
  useTranslate,
  type DataTableProps,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { LIST_QUERY_OPTIONS, ListLoadError } from './LoadError.tsx';

/**
 * Nothing to show: `filteredKey` when a filter is set, `emptyKey` otherwise. A filter at its value in `defaults` (the
 * list's default filters) counts as not set.
 */
export const ListEmpty = ({
  emptyKey,
  filteredKey,
  icon: Icon = InboxIcon,
  defaults = {},
}: {
  emptyKey: string;
  filteredKey: string;
  icon?: typeof InboxIcon;
  defaults?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filtered = Object.entries(filterValues ?? {}).some(
    ([key, v]) => v !== undefined && v !== '' && defaults[key] !== v,
  );
  return (
    <Box sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
      <Icon sx={{ fontSize: 48, opacity: 0.5 }} />
      <Typography>{translate(filtered ? filteredKey : emptyKey)}</Typography>
    </Box>
  );
};

export interface ListFrameProps<T extends RaRecord> {
  resource: string;
  /** The page title (a message key). */
  title: string;
  perPage: number;
  sort?: SortPayload;
  filters: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  actions: ReactElement;
  storeKey: string;
  /** The message key of a failed load. */
  errorKey: string;
  /** The empty state (a ListEmpty). */
  empty: ReactElement;
  rowClick: DataTableProps<T>['rowClick'];
  expand?: DataTableProps<T>['expand'];
  isRowExpandable?: DataTableProps<T>['isRowExpandable'];
  disableAuthentication?: boolean;
  /** The columns. */
  children: ReactNode;
}

export const ListFrame = <T extends RaRecord>({
  resource,
  title,
  perPage,
  sort,
  filters,
  filterDefaultValues,
  actions,
  storeKey,
  errorKey,
  empty,
  rowClick,
  expand,
  isRowExpandable,
  disableAuthentication,
  children,
}: ListFrameProps<T>) => (
  <List<T>
    resource={resource}
    title={title}
    perPage={perPage}
    pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    sort={sort}
    filters={filters}
    filterDefaultValues={filterDefaultValues}
    actions={actions}
    exporter={false}
    storeKey={storeKey}
    empty={false}
    error={<ListLoadError messageKey={errorKey} />}
    queryOptions={LIST_QUERY_OPTIONS}
    disableAuthentication={disableAuthentication}
  >
    <DataTable<T>
      rowClick={rowClick}
      bulkActionButtons={false}
      size="small"
      empty={empty}
      expand={expand}
      isRowExpandable={isRowExpandable}
    >
      {children}
    </DataTable>
  </List>
);
