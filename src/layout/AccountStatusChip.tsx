// "Account active" / "Account inactive" (activated of /@me); switches live when an operator activates the company.
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useMe } from '../authProvider/useMe.ts';
import { useOwnCompanyActivation } from '../realtime/useOwnCompanyActivation.ts';

export const AccountStatusChip = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  useOwnCompanyActivation(me);
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
