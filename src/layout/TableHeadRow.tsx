// The header row of a small table inside a page (not a react-admin list): one cell per column title, already
// translated; a column without a title gets an empty cell, one aligned right says so.
import { TableCell, TableHead, TableRow } from '@mui/material';

export interface TableColumnTitle {
  title?: string;
  align?: 'right';
}

export const TableHeadRow = ({ columns }: { columns: readonly TableColumnTitle[] }) => (
  <TableHead>
    <TableRow>
      {columns.map((column, index) => (
        <TableCell key={index} align={column.align}>
          {column.title}
        </TableCell>
      ))}
    </TableRow>
  </TableHead>
);
