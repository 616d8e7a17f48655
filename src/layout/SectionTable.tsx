// A small table of a page's section read from the server (a settings card's keys, endpoints or delivery log): while
// it loads a spinner, when the read failed its error with a refresh, when it has no rows its "none yet" text, else
// the table: the column titles and an untitled last column for the rows' actions, then the rows, and what follows
// the table (a pager).
import { Table, TableBody, TableContainer, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { LoadError } from './LoadError.tsx';
import { SectionLoading } from './SectionLoading.tsx';
import { TableHeadRow } from './TableHeadRow.tsx';

export interface SectionTableProps<T> {
  /** The read's state (a react-query result). */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The rows read (undefined while none is). */
  rows: readonly T[] | undefined;
  loadErrorKey: string;
  emptyKey: string;
  /** The table's accessible name and its columns' titles, already translated. */
  label: string;
  columns: readonly string[];
  /** A row's element (with its key). */
  children: (row: T) => ReactNode;
  /** Shown under the table while it shows. */
  footer?: ReactNode;
}

export const SectionTable = <T,>({
  query,
  rows,
  loadErrorKey,
  emptyKey,
  label,
  columns,
  children,
  footer,
}: SectionTableProps<T>) => {
  const translate = useTranslate();
  if (query.isPending) return <SectionLoading />;
  if (query.isError || !rows) return <LoadError messageKey={loadErrorKey} onRefresh={() => void query.refetch()} />;
  if (rows.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 1 }}>
        {translate(emptyKey)}
      </Typography>
    );
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHeadRow columns={[...columns.map((title) => ({ title })), {}]} />
          <TableBody>{rows.map(children)}</TableBody>
        </Table>
      </TableContainer>
      {footer}
    </>
  );
};
