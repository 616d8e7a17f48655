// The order list's status cell: the status and, for a cancelled order, why.
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderListItem } from '../../../../domain/api.ts';
import { cancellationText } from './cancellationText.ts';

/** The translated status; for a cancelled order also its reason group ("not accepted") or the reason. */
export const StatusCell = ({
  record,
}: {
  record: Pick<OrderListItem, 'status' | 'reasonGroup' | 'cancellationReason'>;
}) => {
  const translate = useTranslate();
  const detail = cancellationText(record);
  return (
    <Stack spacing={0}>
      <Typography variant="body2" noWrap sx={{ fontWeight: 500, fontSize: 'inherit' }}>
        {translate(`orders.status.${record.status}`)}
      </Typography>
      {detail && (
        <Typography
          variant="caption"
          color="text.secondary"
          noWrap
          title={translate(detail)}
          sx={{ display: 'block', maxWidth: 150 }}
        >
          {translate(detail)}
        </Typography>
      )}
    </Stack>
  );
};
