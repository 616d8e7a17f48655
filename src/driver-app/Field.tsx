// A text field of the driver app: MUI's outlined field from its parts (label, input, the text under it). MUI's
// TextField also carries its select mode (Select, Menu, Popover), which a phone would download for nothing.
import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  multiline?: boolean;
  minRows?: number;
  inputProps?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement>;
  sx?: SxProps<Theme>;
}

export function Field(props: FieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  return (
    <FormControl fullWidth error={props.error} variant="outlined" sx={props.sx}>
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        label={props.label}
        type={props.type}
        value={props.value}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        multiline={props.multiline}
        minRows={props.minRows}
        onChange={(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(event.target.value)}
        inputProps={{ ...props.inputProps, 'aria-describedby': props.helperText ? helpId : undefined }}
      />
      {props.helperText ? <FormHelperText id={helpId}>{props.helperText}</FormHelperText> : null}
    </FormControl>
  );
}
