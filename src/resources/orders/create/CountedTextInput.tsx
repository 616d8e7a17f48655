// A text field with a length limit that says it and counts towards it ("12/32") instead of cutting what is typed or
// pasted: beyond the limit the counter turns red and the form's rules (the same schema the server parses) refuse the
// value with a field error, so what is stored is always what was typed. The order form's look of the forms kit's
// LimitedTextInput (the counter inside the field, the limit in the helper text); the length and the check at once
// are the kit's (useTextLimit).
import { InputAdornment, Typography } from '@mui/material';
import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useTextLimit } from '../../../forms/LimitedTextInput.tsx';

export interface CountedTextInputProps extends Omit<TextInputProps, 'helperText'> {
  /** The most characters the value may have (spaces around it do not count: they are not stored). */
  max: number;
  /** The key of what the field is for, shown before the limit (optional). */
  hint?: string;
}

export const CountedTextInput = ({ max, hint, source, ...props }: CountedTextInputProps) => {
  const translate = useTranslate();
  const { length, over } = useTextLimit(source, max);
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
