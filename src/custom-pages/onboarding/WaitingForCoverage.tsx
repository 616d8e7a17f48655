// A pending company none of whose pickup points we deliver from: says plainly that the account waits for coverage in
// those cities and that we will let the client know, and where we deliver now (a pickup point there is activated as
// usual). Shown on the onboarding page instead of the one-day activation promise.
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { Alert, AlertTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CoverageWait } from './useCoverageWait.ts';

export const WaitingForCoverage = ({ wait }: { wait: CoverageWait }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="warning"
      icon={<TravelExploreIcon />}
      role="status"
      aria-labelledby="waiting-for-coverage-title"
      data-testid="waiting-for-coverage"
    >
      <AlertTitle id="waiting-for-coverage-title">
        {translate('register.waitingForCoverage.title', { cities: wait.cities })}
      </AlertTitle>
      <Typography variant="body2">{translate('register.waitingForCoverage.text', { cities: wait.cities })}</Typography>
      {wait.served && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {translate('register.waitingForCoverage.served', { served: wait.served })}
        </Typography>
      )}
    </Alert>
  );
};
