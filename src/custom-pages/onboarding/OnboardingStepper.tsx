// The stepper of a client's way to activation (delivery option, pickup points, company data, contract, activation),
// drawn from the session: done steps are marked done and the step the user is on is the active one, whichever page,
// reload or link brought the user here.
import { VISUALLY_HIDDEN } from '../../layout/visuallyHidden.ts';
import { Box, Step, StepLabel, Stepper, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { MeResponse } from '../../../domain/api.ts';
import { onboardingProgress } from '../../../domain/registrationSteps.ts';

export const OnboardingStepper = ({
  me,
  sx,
}: {
  me: Pick<MeResponse, 'registrationSteps' | 'activated'>;
  sx?: SxProps<Theme>;
}) => {
  const translate = useTranslate();
  const { steps, current } = onboardingProgress(me);
  const activeStep = current === null ? steps.length : steps.findIndex((s) => s.key === current);
  return (
    <Stepper activeStep={activeStep} alternativeLabel nonLinear aria-label={translate('register.steps.label')} sx={sx}>
      {steps.map((step) => (
        <Step key={step.key} completed={step.done} aria-current={step.key === current ? 'step' : undefined}>
          <StepLabel
            optional={
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {translate(
                  step.done
                    ? 'settings.activation.done'
                    : step.key === current
                      ? 'register.next.current'
                      : 'settings.activation.todo',
                )}
              </Box>
            }
          >
            {translate(`register.steps.${step.key}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
};
