// A read that failed before anything was shown: the error in the driver's words, with a refresh that reads again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorText } from './errors.ts';
import { useDriverI18n } from './i18n.tsx';

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, locale } = useDriverI18n();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('shift.refresh')}
        </Button>
      }
    >
      {errorText(locale, error)}
    </Alert>
  );
}
