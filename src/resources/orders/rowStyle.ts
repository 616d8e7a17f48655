// Row colours of the order list: light tints by status, a thick border on an ongoing order over 720 min in one stage
// (stuckInStage, as the dashboard counts them). OrderListLegend.tsx explains both.
import type { SxProps } from '@mui/material';
import type { OrderListItem } from '../../../domain/api.ts';
import { orderRowColour, stuckInStage, type RowColour } from '../../../domain/orderRules.ts';

export const ROW_TINTS: Record<RowColour, string> = {
  yellow: '#fff8e1',
  green: '#e8f5e9',
  red: '#ffebee',
  grey: '#f5f5f5',
};

export const STAGE_HIGHLIGHT_BORDER = '3px solid #e65100';

export const orderRowSx = (record: Pick<OrderListItem, 'status' | 'timeInStage'>): SxProps => ({
  backgroundColor: ROW_TINTS[orderRowColour(record.status)],
  ...(stuckInStage(record) ? { outline: STAGE_HIGHLIGHT_BORDER, outlineOffset: '-3px' } : {}),
});
