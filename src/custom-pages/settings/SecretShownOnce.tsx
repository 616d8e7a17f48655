// A secret shown once, as the body of its dialog (a new API key, a webhook endpoint's new signing secret): the server
// keeps only its hash, so a warning says it will not be shown again, the secret stands read-only with a copy button,
// then a hint on how to use it (and what the caller adds); the one button closes the dialog. The caller's DialogFrame
// gives the title.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, Button, IconButton, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DialogBody } from '../../forms/FormDialog.tsx';
import { useCopy } from '../../layout/useCopy.ts';

export interface SecretShownOnceProps {
  secret: string;
  /** The keys of the warning, the field's label, the hint under it and the closing button. */
  warningKey: string;
  labelKey: string;
  hintKey: string;
  doneKey: string;
  onDone: () => void;
  /** What follows the hint, e.g. an example call. */
  children?: ReactNode;
}

export const SecretShownOnce = ({
  secret,
  warningKey,
  labelKey,
  hintKey,
  doneKey,
  onDone,
  children,
}: SecretShownOnceProps) => {
  const translate = useTranslate();
  const copy = useCopy();
  return (
    <DialogBody
      dividers={false}
      actions={
        <Button variant="contained" onClick={onDone}>
          {translate(doneKey)}
        </Button>
      }
    >
      <Alert severity="warning" sx={{ mb: 2 }}>
        {translate(warningKey)}
      </Alert>
      <TextField
        label={translate(labelKey)}
        value={secret}
        fullWidth
        slotProps={{
          htmlInput: {
            readOnly: true,
            style: { fontFamily: 'monospace' },
            onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select(),
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title={translate('settings.apiKeys.copy')}>
                  <IconButton
                    aria-label={translate('settings.apiKeys.copy')}
                    onClick={() => void copy(secret)}
                    edge="end"
                  >
                    <ContentCopyIcon />
                  </IconButton>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {translate(hintKey)}
      </Typography>
      {children}
    </DialogBody>
  );
};
