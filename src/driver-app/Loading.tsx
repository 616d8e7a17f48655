// A spinner while a screen or a list loads: plain CSS (MUI's CircularProgress would add 5 KB to a phone's first load).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useDriverI18n } from './i18n.tsx';

/** A turning ring of `size` pixels, named `label` for screen readers; `sx` places it. */
export function Spinner({ label, size, sx }: { label: string; size: number; sx?: SxProps<Theme> }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={[
        {
          width: size,
          height: size,
          border: size >= 32 ? 4 : 3,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          borderRadius: '50%',
          animation: 'driver-app-spin 0.8s linear infinite',
          '@keyframes driver-app-spin': { to: { transform: 'rotate(360deg)' } },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

export function Loading() {
  const { t } = useDriverI18n();
  return <Spinner label={t('app.loading')} size={40} sx={{ mx: 'auto', my: 6 }} />;
}
