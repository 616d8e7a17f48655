// Copying a text to the clipboard with the console's feedback: "Copied to the clipboard", or, when the browser does
// not allow it, a hint to copy by hand. One behaviour for every copy button (API key, API address, tracking link).
import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { TOAST_MS } from '../../domain/constants.ts';

export const useCopy = () => {
  const notify = useNotify();
  return useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        notify('settings.apiKeys.copied', { type: 'info', autoHideDuration: TOAST_MS });
      } catch {
        notify('settings.apiKeys.copyFailed', { type: 'warning', autoHideDuration: TOAST_MS });
      }
    },
    [notify],
  );
};
