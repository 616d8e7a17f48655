// The language selector of the settings page (the same store entry as the app bar's language menu).
import { MenuItem, TextField } from '@mui/material';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

export const LanguageSelect = () => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      label={translate('language.label')}
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {locales.map((option) => (
        <MenuItem key={option.locale} value={option.locale}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
