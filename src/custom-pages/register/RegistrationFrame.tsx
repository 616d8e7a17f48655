// The frame of the logged-in registration steps (outside the shell): logo, language menu, sign-out, and the stepper of
// the whole way to activation (product, pickup points, company data, contract, activation), drawn from the session.
// Only a user on this step sees the page (the guard sends others where they belong).
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Card, CardContent } from '@mui/material';
import type { ReactNode } from 'react';
import { LocalesMenuButton, useLogout, useTranslate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import { AppLogo } from '../../layout/AppLogo.tsx';
import { SessionWatcher } from '../../layout/SessionWatcher.tsx';
import { ADD_LOCATIONS_PATH, SELECT_PRODUCT_PATH } from './paths.ts';
import { OnboardingStepper } from '../onboarding/OnboardingStepper.tsx';
import { RegistrationStepGuard } from './RegistrationStepGuard.tsx';

const PATHS = [SELECT_PRODUCT_PATH, ADD_LOCATIONS_PATH] as const;

export const RegistrationFrame = ({ step, children }: { step: 0 | 1; children: ReactNode }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const { data: me } = useMe();
  return (
    <RegistrationStepGuard step={PATHS[step]}>
      <SessionWatcher />
      <Box
        component="main"
        sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 2, sm: 4 }, px: { xs: 1, sm: 2 } }}
      >
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 1 }}>
            <Box sx={{ color: 'primary.main', flex: 1 }}>
              <AppLogo height={36} />
            </Box>
            <LocalesMenuButton />
            <Button color="inherit" startIcon={<LogoutIcon />} onClick={() => logout(undefined, undefined, false)}>
              {translate('menu.logout')}
            </Button>
          </Box>
          {me && <OnboardingStepper me={me} sx={{ mb: 3, display: { xs: 'none', sm: 'flex' } }} />}
          <Card>
            <CardContent sx={{ p: { xs: 2, sm: 4 } }}>{children}</CardContent>
          </Card>
        </Box>
      </Box>
    </RegistrationStepGuard>
  );
};
