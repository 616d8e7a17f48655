// The order list's rows, drawn by the list itself: a row is a plain <tr> of plain <td>s with the class names of
// react-admin's DataTable and MUI's table cells, styled once by the table's sx (rowStyle.ts orderTableFrameSx), and a
// row that did not change is not drawn again (memo: the list's query keeps an unchanged order's object). React-admin's
// DataTableRow and DataTableCell made each of a row's 13 cells a memo, a forwardRef, two styled components with their
// emotion insertions, a store subscription and the theme's props; a page of 100 rows took 292–350 ms of script to
// draw, 173–182 now (docs/architecture.md, "The order list's rows").
//
// The rows are one keyboard stop (a roving tabindex): Tab reaches the active row (the first one until another is
// chosen) and leaves the table with the next Tab; Up and Down move between rows, Home and End go to the first and last;
// Enter or Space expands or collapses the row, as a click on it does; the row says whether it is expanded
// (aria-expanded). The active row is the one the j/k shortcuts move too (useActiveRow), so keys and shortcuts agree. An
// expanded row keeps its place on screen when orders arrive above it (useKeepPlace).
import { Collapse, TableBody } from '@mui/material';
import {
  Children,
  isValidElement,
  memo,
  useCallback,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  DataTableClasses,
  ExpandRowButton,
  RecordContextProvider,
  useDataTableConfigContext,
  useDataTableDataContext,
  type DataTableBodyProps,
  type DataTableColumnProps,
  type Identifier,
} from 'react-admin';
import type { OrderListItem } from '../../../domain/api.ts';
import { useActiveRow } from './filters/ShortcutsButton.tsx';
import { focusOrderRow, ORDER_ROW_ATTR } from './rowFocus.ts';
import { ORDER_CELL_CLASS, ORDER_TR_CLASS, orderRowClassName } from './rowStyle.ts';
import { sameOrderId, useExpandedOrders } from './useExpandedOrders.ts';
import { useKeepPlace } from './useKeepPlace.ts';

const RESOURCE = 'orders';
/** A body cell of a small MUI table, as TableCell names it, and react-admin's name for a row's cell. */
const TD_CLASS = `MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall ${ORDER_CELL_CLASS}`;
const EXPAND_ICON_TD_CLASS = `${TD_CLASS} MuiTableCell-paddingNone ${DataTableClasses.expandIconCell}`;
const EXPAND_CELL_STYLE = { paddingBottom: 0, paddingTop: 0 } as const;

type Column = Pick<DataTableColumnProps<OrderListItem>, 'source' | 'render' | 'cellClassName'>;

/** The value at a dotted path of the order ("region.name"), as text; nothing when there is none. */
const textAt = (record: OrderListItem, path: string | undefined): string | null => {
  const value = path?.split('.').reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], record);
  return value == null ? null : String(value);
};

interface RowProps {
  record: OrderListItem;
  columns: readonly Column[];
  even: boolean;
  hover: boolean;
  expanded: boolean;
  active: boolean;
  tabStop: boolean;
  expand: ReactNode;
  onToggle: (id: Identifier) => void;
  onKey: (event: KeyboardEvent<HTMLTableRowElement>, id: Identifier) => void;
  onActivate: (id: Identifier) => void;
}

const OrderRow = memo(function OrderRow(props: RowProps) {
  const { record, columns, even, hover, expanded, active, tabStop, expand, onToggle, onKey, onActivate } = props;
  const id = record.id;
  const expandId = `${RESOURCE}-${id}-expand`;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    onToggle(id);
  };
  const rowClass = [
    'MuiTableRow-root',
    ORDER_TR_CLASS,
    hover && 'MuiTableRow-hover',
    DataTableClasses.row,
    even ? DataTableClasses.rowEven : DataTableClasses.rowOdd,
    DataTableClasses.expandable,
    DataTableClasses.clickableRow,
    orderRowClassName(record, active),
  ];
  return (
    <RecordContextProvider value={record}>
      <tr
        className={rowClass.filter(Boolean).join(' ')}
        tabIndex={tabStop ? 0 : -1}
        aria-expanded={expanded}
        aria-controls={expandId}
        onClick={toggle}
        onKeyDown={(event) => onKey(event, id)}
        onFocus={(event) => {
          if (event.target === event.currentTarget) onActivate(id);
        }}
        {...{ [ORDER_ROW_ATTR]: String(id) }}
      >
        <td className={EXPAND_ICON_TD_CLASS}>
          <ExpandRowButton
            className={`${DataTableClasses.expandIcon}${expanded ? ` ${DataTableClasses.expanded}` : ''}`}
            expanded={expanded}
            onClick={toggle}
            expandContentId={expandId}
          />
        </td>
        {columns.map((column, index) => (
          <td
            key={column.source ?? index}
            className={`${TD_CLASS} ${DataTableClasses.rowCell} ${column.cellClassName ?? ''} column-${column.source}`}
          >
            {column.render ? column.render(record) : textAt(record, column.source)}
          </td>
        ))}
      </tr>
      <tr id={expandId} className={`MuiTableRow-root ${ORDER_TR_CLASS} ${DataTableClasses.expandRow}`}>
        <td className={TD_CLASS} style={EXPAND_CELL_STYLE} colSpan={columns.length + 1}>
          <Collapse in={expanded} timeout="auto" unmountOnExit>
            {expand}
          </Collapse>
        </td>
      </tr>
    </RecordContextProvider>
  );
});

/** The rows; an expanded row keeps its place on screen when orders arrive or leave above it (useKeepPlace). */
export const OrderTableBody = ({ children, className }: DataTableBodyProps) => {
  const rows = (useDataTableDataContext() ?? []) as OrderListItem[];
  const { expand, hover = true } = useDataTableConfigContext();
  const [expanded, onToggle] = useExpandedOrders();
  const [active, setActive] = useActiveRow();
  useKeepPlace(rows, expanded);

  // The columns as the list declares them (DataTable.Col): what each cell shows and its class.
  const columns = useMemo(
    () =>
      Children.toArray(children)
        .filter(isValidElement)
        .map((column) => column.props as Column),
    [children],
  );
  const expandElement = isValidElement(expand) ? expand : null;

  const state = useRef({ rows, active });
  state.current = { rows, active };
  const onActivate = useCallback(
    (id: Identifier) => {
      if (state.current.active !== id) setActive(id);
    },
    [setActive],
  );
  const onKey = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>, id: Identifier) => {
      // Keys typed in a control inside a cell (a link, a tooltip's button) are that control's.
      if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
      const list = state.current.rows;
      const index = list.findIndex((r) => r.id === id);
      const moveTo = (target: Identifier | undefined) => {
        if (target === undefined) return;
        setActive(target);
        focusOrderRow(target);
      };
      const keys: Record<string, () => void> = {
        ArrowDown: () => moveTo(list[Math.min(list.length - 1, index + 1)]?.id),
        ArrowUp: () => moveTo(list[Math.max(0, index - 1)]?.id),
        Home: () => moveTo(list[0]?.id),
        End: () => moveTo(list[list.length - 1]?.id),
        Enter: () => onToggle(id),
        ' ': () => onToggle(id),
      };
      const action = keys[event.key];
      if (!action) return;
      // Handled here: the page does not scroll, and the list's Enter shortcut leaves it alone.
      event.preventDefault();
      action();
    },
    [setActive, onToggle],
  );

  const tabStop = rows.some((r) => r.id === active) ? active : rows[0]?.id;
  return (
    <TableBody className={`datatable-body ${className ?? ''} ${DataTableClasses.tbody}`}>
      {rows.map((record, index) => (
        <OrderRow
          key={record.id}
          record={record}
          columns={columns}
          even={index % 2 === 0}
          hover={hover}
          expanded={expanded.some((id) => sameOrderId(id, record.id))}
          active={record.id === active}
          tabStop={record.id === tabStop}
          expand={expandElement}
          onToggle={onToggle}
          onKey={onKey}
          onActivate={onActivate}
        />
      ))}
    </TableBody>
  );
};
