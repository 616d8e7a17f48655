// The forms kit's choice of one among a few: a label naming a row of radio buttons (the group is named by the label,
// so a screen reader announces it), with an optional help text under it. Texts come translated from the caller.
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import type { ReactNode } from 'react';

export interface RadioOption {
  value: string;
  label: string;
  /** A longer description shown on hover. */
  title?: string;
}

export interface RadioChoiceProps {
  /** The id of the label, which names the group. */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly RadioOption[];
  name?: string;
  helperText?: ReactNode;
  /** Small radios and a body-sized label, for a field among others in a dense form. */
  dense?: boolean;
}

export const RadioChoice = ({ id, label, value, onChange, options, name, helperText, dense }: RadioChoiceProps) => (
  <FormControl>
    <FormLabel id={id} sx={dense ? { typography: 'body2' } : undefined}>
      {label}
    </FormLabel>
    <RadioGroup row name={name} aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio size={dense ? 'small' : 'medium'} />}
          label={option.label}
          title={option.title}
        />
      ))}
    </RadioGroup>
    {helperText ? <FormHelperText>{helperText}</FormHelperText> : null}
  </FormControl>
);
