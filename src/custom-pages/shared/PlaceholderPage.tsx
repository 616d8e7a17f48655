// A public screen that arrives in a later issue: its heading and a way to the login page.
import { Button, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { CenteredPage } from './CenteredPage.tsx';

export const PlaceholderPage = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return (
    <CenteredPage titleKey={titleKey}>
      <Typography sx={{ mb: 2 }}>{translate('register.comingSoon')}</Typography>
      <Button component={LinkBase} to="/login" variant="outlined">
        {translate('auth.backToLogin')}
      </Button>
    </CenteredPage>
  );
};
