// /onboarding: a client's way to activation after the pickup points step. It greets with the registration's success
// alert ("Account created!" and whom to ask), shows the stepper and the steps with a link to each (the company data
// and the contract in the settings; the delivery option and the pickup points may be changed); after the contract it
// says the account waits for activation and what happens next; once an operator activates the company (the open
// session learns it in real time) it offers the first order. A company none of whose pickup points we deliver from
// is told it waits for coverage in their cities (and where we deliver), not the usual one-day promise. A user still on
// the product or pickup points step goes there; operators go to the main page.
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Loading, Navigate, Title, useTranslate } from 'react-admin';
import { useMe } from '../../authProvider/useMe.ts';
import type { MeResponse } from '../../../domain/api.ts';
import { SUPPORT_EMAIL } from '../../../domain/constants.ts';
import { onboardingProgress, type OnboardingStep } from '../../../domain/registrationSteps.ts';
import { registrationRedirect } from '../../layout/guards/registrationRedirect.ts';
import { NEW_ORDER_PATH, ORDER_LIST_PATH } from '../../resources/orders/paths.ts';
import { ROOT_PATH } from '../../layout/paths.ts';
import { SETTINGS_PATH } from '../settings/paths.ts';
import { OnboardingStepper } from './OnboardingStepper.tsx';
import { WaitingForActivation } from './WaitingForActivation.tsx';
import { WaitingForCoverage } from './WaitingForCoverage.tsx';
import { useCoverageWait, type CoverageWait } from './useCoverageWait.ts';

/** Where each step is taken (or changed); the activation is ours. */
const STEP_LINKS: Record<OnboardingStep, string | null> = {
  product: `${SETTINGS_PATH}/product`,
  locations: `${SETTINGS_PATH}/locations`,
  companyData: `${SETTINGS_PATH}?tab=companyData`,
  contract: `${SETTINGS_PATH}?tab=companyData#contract`,
  activation: null,
};

const StepCard = ({
  step,
  done,
  current,
  blocked,
  wait,
}: {
  step: OnboardingStep;
  done: boolean;
  current: boolean;
  blocked: boolean;
  wait: CoverageWait | null;
}) => {
  const translate = useTranslate();
  const link = STEP_LINKS[step];
  const titleId = `onboarding-step-${step}`;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ borderColor: current ? 'primary.main' : undefined, borderWidth: current ? 2 : 1 }}
    >
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
        {done ? (
          <CheckCircleIcon color="success" titleAccess={translate('settings.activation.done')} />
        ) : current ? (
          <PlayCircleIcon color="primary" titleAccess={translate('register.next.current')} />
        ) : (
          <RadioButtonUncheckedIcon color="disabled" titleAccess={translate('settings.activation.todo')} />
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600 }}>
              {translate(`register.steps.${step}`)}
            </Typography>
            {current && <Chip size="small" color="primary" label={translate('register.next.current')} />}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {blocked
              ? translate('register.next.contractAfter')
              : step === 'activation' && wait
                ? translate('register.waitingForCoverage.activation', { cities: wait.cities })
                : translate(`register.next.steps.${step}`)}
          </Typography>
        </Box>
        {link && !blocked && (
          <Button
            component={RouterLink}
            to={link}
            variant={current ? 'contained' : 'outlined'}
            size="small"
            sx={{ flexShrink: 0, alignSelf: 'center' }}
          >
            {translate(`register.next.${done ? 'change' : 'go'}.${step}`)}
          </Button>
        )}
      </CardContent>
    </Card>
  );
};

const ActiveNow = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      action={
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={NEW_ORDER_PATH} color="inherit" variant="outlined" size="small">
            {translate('register.next.active.newOrder')}
          </Button>
          <Button component={RouterLink} to={ORDER_LIST_PATH} color="inherit" size="small">
            {translate('register.next.active.orders')}
          </Button>
        </Stack>
      }
    >
      <AlertTitle>{translate('register.next.active.title')}</AlertTitle>
      {translate('register.next.active.text')}
    </Alert>
  );
};

const Steps = ({ me, wait }: { me: MeResponse; wait: CoverageWait | null }) => {
  const translate = useTranslate();
  const { steps, current } = onboardingProgress(me);
  const companyDataDone = steps.find((s) => s.key === 'companyData')!.done;
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="onboarding-next-title">
      <Typography variant="h6" component="h2" id="onboarding-next-title">
        {translate('register.next.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('register.next.intro')}
      </Typography>
      {steps.map((s) => (
        <StepCard
          key={s.key}
          step={s.key}
          done={s.done}
          current={s.key === current}
          blocked={s.key === 'contract' && !s.done && !companyDataDone}
          wait={wait}
        />
      ))}
    </Stack>
  );
};

export const OnboardingPage = () => {
  const translate = useTranslate();
  const { data: me, isPending } = useMe();
  const wait = useCoverageWait(me?.user.kind === 'client' && !me.activated);
  if (isPending) return <Loading loadingPrimary="app.loading" loadingSecondary="" />;
  if (!me || me.user.kind !== 'client') return <Navigate to={ROOT_PATH} replace />;
  const earlierStep = registrationRedirect(me);
  if (earlierStep) return <Navigate to={earlierStep} replace />;
  const { current } = onboardingProgress(me);
  return (
    <Box sx={{ mt: 1, mb: 2, maxWidth: 960 }}>
      <Title title="register.next.title" />
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <Typography variant="h5" component="h1">
              {translate('register.next.title')}
            </Typography>
            <OnboardingStepper me={me} sx={{ display: { xs: 'none', sm: 'flex' } }} />
            {me.activated ? (
              <ActiveNow />
            ) : (
              <Alert severity="success" icon={<CheckCircleIcon />}>
                <AlertTitle>{translate('register.accountCreated')}</AlertTitle>
                {translate('register.selectProduct.support', { email: SUPPORT_EMAIL })}
              </Alert>
            )}
            {!me.activated && wait && <WaitingForCoverage wait={wait} />}
            {current === 'activation' && <WaitingForActivation />}
            {!me.activated && <Steps me={me} wait={wait} />}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};
