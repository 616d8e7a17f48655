// General tab, not-activated client: where the client is on its way to activation (the steps, done or not, from the
// session) and what comes next, with a link to the next step and to the onboarding page; after the contract, the wait
// for activation and what happens then.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Button, List, ListItem, ListItemIcon, ListItemText, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MeResponse } from '../../../domain/api.ts';
import { onboardingProgress } from '../../../domain/registrationSteps.ts';
import { ONBOARDING_PATH } from '../onboarding/paths.ts';
import { SETTINGS_PATH } from './paths.ts';
import { WaitingForActivation } from '../onboarding/WaitingForActivation.tsx';

export const ActivationBanner = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const { steps, current } = onboardingProgress(me);
  const next = current ?? 'activation';
  if (next === 'activation') return <WaitingForActivation />;
  return (
    <Alert
      severity="info"
      action={
        <Stack spacing={1} sx={{ alignItems: 'flex-end' }}>
          {(next === 'companyData' || next === 'contract') && (
            <Button
              component={Link}
              to={`${SETTINGS_PATH}?tab=companyData${next === 'contract' ? '#contract' : ''}`}
              color="inherit"
              size="small"
              variant="outlined"
            >
              {translate(`settings.activation.goTo.${next}`)}
            </Button>
          )}
          <Button component={Link} to={ONBOARDING_PATH} color="inherit" size="small">
            {translate('settings.activation.allSteps')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{translate('settings.activation.title')}</AlertTitle>
      {translate(`settings.activation.next.${next}`)}
      <List dense disablePadding aria-label={translate('settings.activation.stepsLabel')} sx={{ mt: 1 }}>
        {steps.map((s) => (
          <ListItem key={s.key} disableGutters sx={{ py: 0 }} aria-current={s.key === current ? 'step' : undefined}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {s.done ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('settings.activation.done')} />
              ) : (
                <RadioButtonUncheckedIcon
                  fontSize="small"
                  color={s.key === current ? 'primary' : 'disabled'}
                  titleAccess={translate('settings.activation.todo')}
                />
              )}
            </ListItemIcon>
            <ListItemText
              primary={translate(`register.steps.${s.key}`)}
              slotProps={{ primary: { sx: { fontWeight: s.key === current ? 600 : undefined } } }}
            />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
