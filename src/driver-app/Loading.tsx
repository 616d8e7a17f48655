// A spinner while a screen or a list loads: plain CSS (MUI's CircularProgress would add 5 KB to a phone's first load).
import Box from '@mui/material/Box';
import { useDriverI18n } from './i18n.tsx';

export function Loading() {
  const { t } = useDriverI18n();
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      sx={{
        width: 40,
        height: 40,
        mx: 'auto',
        my: 6,
        border: 4,
        borderColor: 'primary.main',
        borderRightColor: 'transparent',
        borderRadius: '50%',
        animation: 'driver-app-spin 0.8s linear infinite',
        '@keyframes driver-app-spin': { to: { transform: 'rotate(360deg)' } },
      }}
    />
  );
}
