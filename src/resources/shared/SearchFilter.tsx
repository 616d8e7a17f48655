// The search field of a react-admin list's filter bar (react-admin's SearchInput still passes MUI's removed
// InputProps, so a TextInput with slotProps): no label, the placeholder as its accessible name, a search icon.
import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps, type Theme } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

export interface SearchFilterProps {
  source: string;
  alwaysOn?: boolean;
  /** i18n key of the placeholder. */
  placeholderKey: string;
  sx?: SxProps<Theme>;
}

export const SearchFilter = ({ placeholderKey, sx = { minWidth: 320 }, ...props }: SearchFilterProps) => {
  const translate = useTranslate();
  const placeholder = translate(placeholderKey);
  return (
    <TextInput
      {...props}
      label={false}
      placeholder={placeholder}
      helperText={false}
      resettable={false}
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
};
