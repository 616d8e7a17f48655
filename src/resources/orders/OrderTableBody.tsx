// The order list's rows as one keyboard stop (a roving tabindex): Tab reaches the active row (the first one until
// another is chosen) and leaves the table with the next Tab; Up and Down move between rows, Home and End go to the
// first and last; Enter or Space expands or collapses the row, which says whether it is expanded (aria-expanded). The
// active row is the one the j/k shortcuts move too (useActiveRow), so keys and shortcuts agree. An expanded row keeps
// its place on screen when orders arrive above it (useKeepPlace).
import type { KeyboardEvent, ReactNode } from 'react';
import {
  DataTableBody,
  DataTableRow,
  useDataTableDataContext,
  useExpanded,
  useRecordContext,
  useStore,
  type DataTableBodyProps,
  type Identifier,
} from 'react-admin';
import { useActiveRow } from './filters/ShortcutsButton.tsx';
import { focusOrderRow, ORDER_ROW_ATTR } from './rowFocus.ts';
import { ORDER_EXPANDED_STORE_KEY } from './paths.ts';
import { useKeepPlace } from './useKeepPlace.ts';
import { orderRowClassName } from './rowStyle.ts';
import type { OrderListItem } from '../../../domain/api.ts';

const RESOURCE = 'orders';

const OrderRow = ({ children, className, ...props }: { children?: ReactNode; className?: string }) => {
  const record = useRecordContext();
  const rows = useDataTableDataContext() ?? [];
  const [active, setActive] = useActiveRow();
  const [expanded, toggleExpanded] = useExpanded(RESOURCE, record?.id ?? '');
  if (!record) return null;
  const id = record.id;
  const tabStop = rows.some((r) => r.id === active) ? active : rows[0]?.id;

  const moveTo = (target: Identifier | undefined) => {
    if (target === undefined) return;
    setActive(target);
    focusOrderRow(target);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys typed in a control inside a cell (a link, a tooltip's button) are that control's.
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = rows.findIndex((r) => r.id === id);
    const keys: Record<string, () => void> = {
      ArrowDown: () => moveTo(rows[Math.min(rows.length - 1, index + 1)]?.id),
      ArrowUp: () => moveTo(rows[Math.max(0, index - 1)]?.id),
      Home: () => moveTo(rows[0]?.id),
      End: () => moveTo(rows[rows.length - 1]?.id),
      Enter: toggleExpanded,
      ' ': toggleExpanded,
    };
    const action = keys[event.key];
    if (!action) return;
    // Handled here: the page does not scroll, and the list's Enter shortcut leaves it alone.
    event.preventDefault();
    action();
  };

  return (
    <DataTableRow
      {...props}
      className={`${className ?? ''} ${orderRowClassName(record as OrderListItem, id === active)}`}
      tabIndex={id === tabStop ? 0 : -1}
      aria-expanded={expanded}
      aria-controls={`${RESOURCE}-${id}-expand`}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && active !== id) setActive(id);
      }}
      {...{ [ORDER_ROW_ATTR]: String(id) }}
    >
      {children}
    </DataTableRow>
  );
};

/** The rows; an expanded row keeps its place on screen when orders arrive or leave above it (useKeepPlace). */
export const OrderTableBody = (props: DataTableBodyProps) => {
  const rows = useDataTableDataContext();
  const [expanded] = useStore<Identifier[]>(ORDER_EXPANDED_STORE_KEY, []);
  useKeepPlace(rows, Array.isArray(expanded) ? expanded : []);
  return <DataTableBody {...props} row={OrderRow} />;
};
