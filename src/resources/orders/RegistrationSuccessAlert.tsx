// The order list's greeting after a client's registration: once the product choice is done and until the account is
// activated, a success alert says the account was created and links to the onboarding page, which lists the remaining
// steps (company data, contract) and the wait for activation.
import { Alert, AlertTitle, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import type { MeResponse } from '../../../domain/api.ts';
import { ONBOARDING_PATH } from '../../custom-pages/onboarding/paths.ts';

/** A registered client whose product choice is done and whose account is not activated yet. */
export const showsRegistrationSuccess = (
  me: Pick<MeResponse, 'user' | 'registrationSteps' | 'activated'> | undefined,
): boolean =>
  Boolean(me && me.user.kind === 'client' && me.registrationSteps.productSelectionCompleted && !me.activated);

export const RegistrationSuccessAlert = () => {
  const translate = useTranslate();
  const { data: me } = useMe();
  if (!showsRegistrationSuccess(me)) return null;
  return (
    <Alert
      severity="success"
      sx={{ mt: 1 }}
      action={
        <Button component={RouterLink} to={ONBOARDING_PATH} color="inherit" size="small">
          {translate('orderList.registered.link')}
        </Button>
      }
    >
      <AlertTitle>{translate('register.accountCreated')}</AlertTitle>
      {translate('orderList.registered.text')}
    </Alert>
  );
};
