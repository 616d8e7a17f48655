// The order list's company cell: logo (or initial) and name.
import { Avatar } from '@mui/material';
import type { OrderListItem } from '../../../../domain/api.ts';
import { CELL } from './cellStyles.ts';
import { TruncatedText } from './TruncatedText.tsx';

/** Company logo (or its initial, also when the logo cannot be loaded) and name. */
export const CompanyCell = ({ company }: Pick<OrderListItem, 'company'>) => (
  <div className={CELL.company}>
    <Avatar src={company.logo ?? undefined} alt="" variant="rounded" className={CELL.logo}>
      {company.name.charAt(0).toUpperCase()}
    </Avatar>
    <TruncatedText text={company.name} maxWidth={120} lines={2} />
  </div>
);
