// A dialog that asks one line of text for a step: the pick-up PIN, the receiver's wish when the order goes on hold.
// The server's refusal (a wrong PIN) stands under the field; the text is sent trimmed, never empty.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Field } from './Field.tsx';

export interface TextDialogProps {
  title: string;
  help?: string;
  label: string;
  submit: string;
  cancel: string;
  maxLength: number;
  numeric?: boolean;
  multiline?: boolean;
  busy: boolean;
  error: string | null;
  onClose: () => void;
  onSubmit: (text: string) => void;
}

export function TextDialog(props: TextDialogProps) {
  const [value, setValue] = useState('');
  const text = value.trim();
  return (
    <Dialog open onClose={props.onClose} fullWidth>
      <DialogTitle>{props.title}</DialogTitle>
      <DialogContent>
        {props.help ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {props.help}
          </Typography>
        ) : null}
        <Field
          autoFocus
          multiline={props.multiline}
          minRows={props.multiline ? 2 : undefined}
          label={props.label}
          value={value}
          onChange={setValue}
          error={Boolean(props.error)}
          helperText={props.error ?? undefined}
          inputProps={{
            maxLength: props.maxLength,
            ...(props.numeric ? { inputMode: 'numeric', autoComplete: 'one-time-code' } : {}),
          }}
          sx={{ mt: props.help ? 0 : 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{props.cancel}</Button>
        <Button variant="contained" disabled={props.busy || !text} onClick={() => props.onSubmit(text)}>
          {props.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
