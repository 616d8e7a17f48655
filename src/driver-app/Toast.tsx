// A short message at the bottom of the screen (a step's outcome, a refusal), gone after TOAST_MS or when closed:
// an Alert the screen already loads, not MUI's Snackbar (its transitions would add to a phone's first load).
//
// It stands above the shift's bottom navigation (every toast shows on the shift, whose navigation is fixed at the
// bottom), so a courier can change section while it shows. Its timer starts with the message and is not restarted
// by the screen's re-renders (the shift re-renders on every poll): a caller may pass a new onClose each render.
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useDriverI18n } from './i18n.tsx';

export const TOAST_MS = 6_000;
/** MUI's BottomNavigation is 56 px high; the toast keeps 8 px above it. */
const ABOVE_NAVIGATION = 'calc(64px + env(safe-area-inset-bottom))';

export function Toast({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useDriverI18n();
  // The latest onClose, kept after each render (not during it, which React may throw away).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => close.current(), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message]);
  if (!message) return null;
  return (
    <Box sx={{ position: 'fixed', left: 8, right: 8, bottom: ABOVE_NAVIGATION, zIndex: 1400, pointerEvents: 'none' }}>
      <Alert
        severity="info"
        variant="filled"
        role="status"
        onClose={onClose}
        closeText={t('app.close')}
        sx={{ maxWidth: 560, mx: 'auto', pointerEvents: 'auto' }}
      >
        {message}
      </Alert>
    </Box>
  );
}
