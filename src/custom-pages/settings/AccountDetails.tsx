// General tab: the account (name, login, e-mail, kind) and, for client users, the company and its activation.
// (The not-activated banner is ActivationBanner.)
import { Chip, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { MeResponse } from '../../../domain/api.ts';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction="row" spacing={2} sx={{ py: 0.5 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div">
      {children}
    </Typography>
  </Stack>
);

export const AccountDetails = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const { user } = me;
  return (
    <Stack spacing={2}>
      <div>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('settings.general.account')}
        </Typography>
        {user.name && <Row label={translate('settings.general.name')}>{user.name}</Row>}
        <Row label={translate('settings.general.username')}>{user.username}</Row>
        <Row label={translate('settings.general.email')}>{user.email}</Row>
        <Row label={translate('settings.general.kind')}>{translate(`account.kind.${user.kind}`)}</Row>
        {user.companyName && <Row label={translate('settings.general.company')}>{user.companyName}</Row>}
        {user.companyStatus && (
          <Row label={translate('settings.general.companyStatus')}>
            {translate(`account.companyStatus.${user.companyStatus}`)}
          </Row>
        )}
        <Row label={translate('settings.general.activation')}>
          <Chip
            size="small"
            color={me.activated ? 'success' : 'warning'}
            label={translate(me.activated ? 'account.active' : 'account.inactive')}
          />
        </Row>
      </div>
    </Stack>
  );
};
