// The language menu's list: the four languages by their own names; the choice is kept on the phone.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { DRIVER_LOCALE_NAMES, DRIVER_LOCALES, useDriverI18n } from './i18n.tsx';

export function LanguageList({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  const { locale, setLocale } = useDriverI18n();
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {DRIVER_LOCALES.map((code) => (
        <MenuItem
          key={code}
          selected={code === locale}
          lang={code === 'cz' ? 'cs' : code}
          onClick={() => {
            setLocale(code);
            onClose();
          }}
        >
          {DRIVER_LOCALE_NAMES[code]}
        </MenuItem>
      ))}
    </Menu>
  );
}
