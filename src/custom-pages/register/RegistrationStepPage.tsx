// Logged-in registration steps without the shell. The real screens (product choice, pickup points) come in a
// later issue; this page shows the step's heading, a continue link and a way out.
import { Button, Stack, Typography } from '@mui/material';
import { LinkBase, useLogout, useTranslate } from 'react-admin';
import { ADD_LOCATIONS_PATH, SELECT_PRODUCT_PATH, type RegistrationStepPath } from '../../layout/guards/registrationRedirect.ts';
import { ROOT_PATH } from '../../layout/sections.ts';
import { SessionWatcher } from '../../layout/SessionWatcher.tsx';
import { CenteredPage } from '../shared/CenteredPage.tsx';
import { RegistrationStepGuard } from './RegistrationStepGuard.tsx';

const STEPS: Record<RegistrationStepPath, { titleKey: string; continueKey: string; next: string }> = {
  [SELECT_PRODUCT_PATH]: { titleKey: 'register.selectProduct.title', continueKey: 'register.selectProduct.continue', next: ADD_LOCATIONS_PATH },
  [ADD_LOCATIONS_PATH]: { titleKey: 'register.addLocations.title', continueKey: 'register.addLocations.continue', next: ROOT_PATH },
};

export const RegistrationStepPage = ({ step }: { step: RegistrationStepPath }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { titleKey, continueKey, next } = STEPS[step];
  return (
    <RegistrationStepGuard step={step}>
      <SessionWatcher />
      <CenteredPage titleKey={titleKey} maxWidth={560}>
        <Typography sx={{ mb: 2 }}>{translate('register.comingSoon')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button component={LinkBase} to={next} variant="contained">
            {translate(continueKey)}
          </Button>
          <Button onClick={() => logout(undefined, undefined, false)}>{translate('menu.logout')}</Button>
        </Stack>
      </CenteredPage>
    </RegistrationStepGuard>
  );
};
