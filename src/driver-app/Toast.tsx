// A short message at the bottom of the screen (a step's outcome, a refusal), gone after TOAST_MS or when closed:
// an Alert the screen already loads, not MUI's Snackbar (its transitions would add to a phone's first load).
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export const TOAST_MS = 6_000;

export function Toast({ message, onClose }: { message: string | null; onClose: () => void }) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onClose, TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [message, onClose]);
  if (!message) return null;
  return (
    <Box sx={{ position: 'fixed', left: 8, right: 8, bottom: 'max(8px, env(safe-area-inset-bottom))', zIndex: 1400 }}>
      <Alert severity="info" variant="filled" role="status" onClose={onClose} sx={{ maxWidth: 560, mx: 'auto' }}>
        {message}
      </Alert>
    </Box>
  );
}
