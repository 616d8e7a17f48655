// The order list's company cell: logo (or initial) and name.
import { Avatar, Stack } from '@mui/material';
import type { OrderListItem } from '../../../../domain/api.ts';
import { TruncatedText } from './TruncatedText.tsx';

/** Company logo (or its initial) and name. */
export const CompanyCell = ({ company }: Pick<OrderListItem, 'company'>) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Avatar src={company.logo ?? undefined} alt="" variant="rounded" sx={{ width: 24, height: 24, fontSize: 12 }}>
      {company.name.charAt(0).toUpperCase()}
    </Avatar>
    <TruncatedText text={company.name} maxWidth={120} lines={2} />
  </Stack>
);
