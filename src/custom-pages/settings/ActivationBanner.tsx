// General tab, not-activated client: an info banner of what is done on the way to activation and what comes next
// (product, pickup points, company data, contract, activation by us).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Alert, AlertTitle, Button, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MeResponse } from '../../domain/api.ts';
import { SETTINGS_PATH } from '../../layout/sections.ts';

type StepKey = 'product' | 'locations' | 'companyData' | 'contract' | 'activation';

export const activationSteps = (me: MeResponse): { key: StepKey; done: boolean }[] => [
  { key: 'product', done: !!me.registrationSteps.productSelectionCompleted },
  { key: 'locations', done: !!me.registrationSteps.locationsCompleted },
  { key: 'companyData', done: !!me.registrationSteps.companyDataCompleted },
  { key: 'contract', done: !!me.registrationSteps.contractGenerated },
  { key: 'activation', done: me.activated },
];

export const ActivationBanner = ({ me }: { me: MeResponse }) => {
  const translate = useTranslate();
  const steps = activationSteps(me);
  const next = steps.find((s) => !s.done)?.key ?? 'activation';
  return (
    <Alert
      severity="info"
      action={
        next === 'companyData' || next === 'contract' ? (
          <Button component={Link} to={`${SETTINGS_PATH}?tab=companyData`} color="inherit" size="small" variant="outlined">
            {translate(`settings.activation.goTo.${next}`)}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{translate('settings.activation.title')}</AlertTitle>
      {translate(`settings.activation.next.${next}`)}
      <List dense disablePadding aria-label={translate('settings.activation.stepsLabel')} sx={{ mt: 1 }}>
        {steps.map((s) => (
          <ListItem key={s.key} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {s.done ? (
                <CheckCircleIcon fontSize="small" color="success" titleAccess={translate('settings.activation.done')} />
              ) : (
                <RadioButtonUncheckedIcon fontSize="small" color="disabled" titleAccess={translate('settings.activation.todo')} />
              )}
            </ListItemIcon>
            <ListItemText primary={translate(`register.steps.${s.key}`)} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
};
