// The driver's status (online green, offline grey) and account (active, inactive, blocked) as chips.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import type { DriverStatus } from '../../domain/enums.ts';

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

export const DriverAccountChip = ({ driver }: { driver: Pick<DriverRow, 'active' | 'blocked'> }) => {
  const translate = useTranslate();
  if (driver.blocked) return <Chip size="small" color="error" variant="outlined" label={translate('drivers.account.blocked')} />;
  return driver.active ? (
    <Chip size="small" color="primary" variant="outlined" label={translate('drivers.account.active')} />
  ) : (
    <Chip size="small" variant="outlined" label={translate('drivers.account.inactive')} />
  );
};
