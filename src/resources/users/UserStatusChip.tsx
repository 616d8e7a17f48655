// An operator's state as a chip: active or inactive.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Active (green) or inactive (grey: deactivated, cannot sign in). */
export const UserStatusChip = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
      label={translate(active ? 'users.status.active' : 'users.status.inactive')}
    />
  );
};
