// A text field with a length limit that says it and counts towards it ("12/32") instead of cutting what is typed or
// pasted: beyond the limit the counter turns red and the form's rules (the same schema the server parses) refuse the
// value with a field error, so what is stored is always what was typed.
import { InputAdornment, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';

export interface CountedTextInputProps extends Omit<TextInputProps, 'helperText'> {
  /** The most characters the value may have (spaces around it do not count: they are not stored). */
  max: number;
  /** The key of what the field is for, shown before the limit (optional). */
  hint?: string;
}

export const CountedTextInput = ({ max, hint, source, ...props }: CountedTextInputProps) => {
  const translate = useTranslate();
  const value = useWatch({ name: source }) as unknown;
  const length = typeof value === 'string' ? value.trim().length : 0;
  const over = length > max;
  return (
    <TextInput
      source={source}
      {...props}
      helperText={[hint ? translate(hint) : null, translate('orderForm.limit.helper', { smart_count: max })]
        .filter(Boolean)
        .join(' · ')}
      slotProps={{
        htmlInput: { autoComplete: 'off' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <Typography
                variant="caption"
                color={over ? 'error' : 'text.secondary'}
                aria-label={translate('orderForm.limit.count', { count: length, max })}
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {translate('orderForm.limit.counter', { count: length, max })}
              </Typography>
            </InputAdornment>
          ),
        },
      }}
    />
  );
};
