// After the contract: the client waits for an operator to activate the company. Says so, and what happens next: sign
// and send the contract, we check it and activate the account, and the console switches to "Account active" by itself
// (the activation reaches the open session in real time). A company none of whose pickup points we deliver from is
// not promised the usual day: it is told we activate it once we deliver from its cities (useCoverageWait).
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Alert, AlertTitle, Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SUPPORT_EMAIL } from '../../../domain/constants.ts';
import { ContractDownloadButton } from './ContractDownloadButton.tsx';
import { useCoverageWait } from './useCoverageWait.ts';

const NEXT = ['sign', 'check', 'live'] as const;

export const WaitingForActivation = ({ withDownload = true }: { withDownload?: boolean }) => {
  const translate = useTranslate();
  const wait = useCoverageWait();
  const mail = <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>;
  return (
    <Alert severity="info" icon={<HourglassTopIcon />} role="status" aria-labelledby="waiting-for-activation-title">
      <AlertTitle id="waiting-for-activation-title">{translate('register.waiting.title')}</AlertTitle>
      <Typography variant="body2">{translate('register.waiting.intro')}</Typography>
      <Box component="ol" sx={{ my: 1, pl: 2.5 }}>
        {NEXT.map((step) => (
          <Typography component="li" variant="body2" key={step} sx={{ mb: 0.5 }}>
            {step === 'sign' ? (
              <>
                {translate('register.waiting.sign')} {mail}
              </>
            ) : step === 'check' && wait ? (
              translate('register.waitingForCoverage.activation', { cities: wait.cities })
            ) : (
              translate(`register.waiting.${step}`)
            )}
          </Typography>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        {withDownload && <ContractDownloadButton color="inherit" />}
        <Typography variant="body2">
          {translate('register.waiting.questions')} {mail}
        </Typography>
      </Stack>
    </Alert>
  );
};
