// The driver's status (online green, offline grey) and account (active, inactive, blocked) as chips.
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DriverRow } from '../../../domain/driverSchemas.ts';
import type { DriverStatus } from '../../../domain/enums.ts';

export const DriverStatusChip = ({ status }: { status: DriverStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={status === 'online' ? 'success' : 'default'}
      variant={status === 'online' ? 'filled' : 'outlined'}
      label={translate(`drivers.status.${status}`)}
    />
  );
};

/** Blocked shows its reason as a tooltip (and to screen readers as the chip's description). */
export const DriverAccountChip = ({
  driver,
}: {
  driver: Pick<DriverRow, 'active' | 'blocked'> & Partial<Pick<DriverRow, 'blockReason'>>;
}) => {
  const translate = useTranslate();
  if (driver.blocked) {
    const reason = driver.blockReason
      ? translate('drivers.block.reasonTooltip', { reason: driver.blockReason })
      : translate('drivers.block.noReason');
    return (
      <Tooltip title={reason}>
        <Chip
          size="small"
          color="error"
          variant="outlined"
          label={translate('drivers.account.blocked')}
          aria-description={reason}
        />
      </Tooltip>
    );
  }
  return driver.active ? (
    <Chip size="small" color="primary" variant="outlined" label={translate('drivers.account.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('drivers.account.inactive')} />
  );
};
