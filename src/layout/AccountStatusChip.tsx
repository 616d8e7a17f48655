// "Account active" / "Account inactive" (activated of /@me).
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMe } from '../authProvider/useMe.ts';

export const AccountStatusChip = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  if (!me) return null;
  return (
    <Chip
      size="small"
      color={me.activated ? 'success' : 'warning'}
      label={translate(me.activated ? 'account.active' : 'account.inactive')}
      sx={{ mx: 1, fontWeight: 600 }}
    />
  );
};
