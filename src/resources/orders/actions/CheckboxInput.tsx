// A boolean form input drawn as a checkbox (react-admin's BooleanInput is a switch), with a helper text.
import { Checkbox, FormControlLabel, FormHelperText, Box } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';

export const CheckboxInput = ({
  source,
  label,
  helperText,
}: {
  source: string;
  label: string;
  helperText?: string;
}) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, type: 'checkbox', defaultValue: false });
  return (
    <Box>
      <FormControlLabel
        control={
          <Checkbox
            id={id}
            name={field.name}
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
        }
        label={translate(label)}
      />
      {helperText && <FormHelperText sx={{ mt: -0.5, ml: 4 }}>{translate(helperText)}</FormHelperText>}
    </Box>
  );
};
