// Row colours of the order list: light tints by status, a thick border on an ongoing order over 720 min in one stage
// (stuckInStage, as the dashboard counts them), a ring on the active row (the keyboard's and the j/k shortcuts').
// The legend (filters/LegendButton.tsx) explains the tints and the border. Each row gets class names
// (orderRowClassName) that the table's sx styles once (ORDER_ROWS_SX), rather than an sx of its own serialised for
// every row.
import type { Theme } from '@mui/material';
import type { OrderListItem } from '../../../domain/api.ts';
import { ORDER_ROW_ATTR } from './rowFocus.ts';
import { orderRowColour, stuckInStage, type RowColour } from '../../../domain/orderRules.ts';

export const ROW_TINTS: Record<RowColour, string> = {
  yellow: '#fff8e1',
  green: '#e8f5e9',
  red: '#ffebee',
  grey: '#f5f5f5',
};

export const STAGE_HIGHLIGHT_BORDER = '3px solid #e65100';

/** Every row of the body (an order's and its expand row) and every cell (OrderTableBody). */
export const ORDER_TR_CLASS = 'OrderTable-tr';
export const ORDER_CELL_CLASS = 'OrderTable-cell';

/**
 * The rows' and cells' own look, as MUI's TableRow and small body TableCell draw theirs (the same theme values), at
 * the lowest specificity (:where), so that the table's sx and react-admin's DataTable rules over them apply as they
 * did over MUI's: the dense padding and size, no line under a row that has its expand row below it.
 */
export const orderTableFrameSx = (theme: Theme) => {
  const { fontFamily, fontWeight, fontSize, lineHeight, letterSpacing } = theme.typography.body2;
  return {
    [`& :where(.${ORDER_TR_CLASS})`]: {
      color: 'inherit',
      display: 'table-row',
      verticalAlign: 'middle',
      outline: 0,
    },
    [`& :where(.${ORDER_CELL_CLASS})`]: {
      fontFamily,
      fontWeight,
      fontSize,
      lineHeight,
      letterSpacing,
      display: 'table-cell',
      verticalAlign: 'inherit',
      borderBottom: `1px solid ${
        theme.palette.mode === 'light'
          ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)
          : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)
      }`,
      textAlign: 'left',
      padding: '6px 16px',
      color: theme.palette.text.primary,
    },
    [`& :where(.${ORDER_CELL_CLASS}.MuiTableCell-paddingNone)`]: { padding: 0 },
    // Over the tints: a row under the pointer is shaded, as MUI's TableRow with hover shades it.
    [`& tr[${ORDER_ROW_ATTR}].MuiTableRow-hover:hover`]: { backgroundColor: theme.palette.action.hover },
  } as const;
};

const tintClass = (colour: RowColour) => `OrderRow-${colour}`;
const STUCK = 'OrderRow-stuck';
const ACTIVE = 'OrderRow-active';

/** The row's class names: its tint, the stuck-in-stage border, the active row's ring. */
export const orderRowClassName = (record: Pick<OrderListItem, 'status' | 'timeInStage'>, active: boolean): string =>
  [tintClass(orderRowColour(record.status)), stuckInStage(record) && STUCK, active && ACTIVE].filter(Boolean).join(' ');

/** The rows' rules, part of the order table's sx; the active row's ring over the border, the focus ring over both. */
export const ORDER_ROWS_SX = {
  ...Object.fromEntries(
    Object.entries(ROW_TINTS).map(([colour, tint]) => [
      `& .${tintClass(colour as RowColour)}`,
      { backgroundColor: tint },
    ]),
  ),
  [`& .${STUCK}`]: { outline: STAGE_HIGHLIGHT_BORDER, outlineOffset: '-3px' },
  [`& .${ACTIVE}`]: { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
  // The keyboard's row: a clear ring while it has the focus.
  [`& tr[${ORDER_ROW_ATTR}]:focus-visible`]: {
    outline: '3px solid',
    outlineColor: 'primary.dark',
    outlineOffset: '-3px',
  },
};
