// The app's language menu: the four languages by their own names.
import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';
import { DRIVER_LOCALE_NAMES, DRIVER_LOCALES, useDriverI18n } from './i18n.tsx';

export function LanguageMenu({ color = 'default' }: { color?: 'default' | 'inherit' }) {
  const { t, locale, setLocale } = useDriverI18n();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton aria-label={t('app.language')} color={color} onClick={(event) => setAnchor(event.currentTarget)}>
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {DRIVER_LOCALES.map((code) => (
          <MenuItem
            key={code}
            selected={code === locale}
            lang={code === 'cz' ? 'cs' : code}
            onClick={() => {
              setLocale(code);
              setAnchor(null);
            }}
          >
            {DRIVER_LOCALE_NAMES[code]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
