// A company's status as a chip: pending, active or inactive.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyStatus } from '../../../domain/enums.ts';

const COLORS: Record<CompanyStatus, 'warning' | 'success' | 'default'> = {
  pending: 'warning',
  active: 'success',
  inactive: 'default',
};

/** pending (amber: waits for activation), active (green), inactive (grey). */
export const CompanyStatusChip = ({ status, size = 'small' }: { status: CompanyStatus; size?: 'small' | 'medium' }) => {
  const translate = useTranslate();
  return (
    <Chip
      size={size}
      color={COLORS[status]}
      variant={status === 'inactive' ? 'outlined' : 'filled'}
      label={translate(`companies.status.${status}`)}
    />
  );
};
