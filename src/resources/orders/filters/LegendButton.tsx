// What the order list's row colours and frames mean: each tint with the statuses it stands for (orderRowColour, the
// one rule the rows use) and the thick frame of an ongoing order too long in one stage (stuckInStage, as the
// dashboard's "stuck in stage" counts them).
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { STAGE_HIGHLIGHT_MINUTES } from '../../../../domain/constants.ts';
import { ORDER_STATUSES } from '../../../../domain/enums.ts';
import { ONGOING_STATUSES, orderRowColour, type RowColour } from '../../../../domain/orderRules.ts';
import { ROW_TINTS, STAGE_HIGHLIGHT_BORDER } from '../rowStyle.ts';
import { HelpDialogButton } from './HelpDialogButton.tsx';

const COLOURS: RowColour[] = ['yellow', 'green', 'red', 'grey'];

const Swatch = ({ tint, framed = false }: { tint: string; framed?: boolean }) => (
  <Box
    aria-hidden
    sx={{
      width: 48,
      height: 20,
      bgcolor: tint,
      border: framed ? STAGE_HIGHLIGHT_BORDER : 1,
      borderColor: framed ? undefined : 'divider',
    }}
  />
);

export const LegendButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const title = translate('orderList.legend.title');
  const statuses = (list: readonly string[]) => list.map((s) => translate(`orders.status.${s}`)).join(', ');
  return (
    <HelpDialogButton title={title} icon={<InfoOutlinedIcon fontSize="small" />} open={open} onOpenChange={setOpen}>
      <Table size="small">
        <TableBody>
          {COLOURS.map((colour) => (
            <TableRow key={colour}>
              <TableCell sx={{ width: 64 }}>
                <Swatch tint={ROW_TINTS[colour]} />
              </TableCell>
              <TableCell>{statuses(ORDER_STATUSES.filter((s) => orderRowColour(s) === colour))}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell>
              <Swatch tint={ROW_TINTS.green} framed />
            </TableCell>
            <TableCell>
              {translate('orderList.legend.stuck', {
                hours: STAGE_HIGHLIGHT_MINUTES / 60,
                statuses: statuses(ONGOING_STATUSES),
              })}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </HelpDialogButton>
  );
};
