// "Log out" at the end of the side menu: react-admin's logout (authProvider.logout, store reset, /login).
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useLogout, useNotify, useSidebarState, useTranslate } from 'react-admin';
import { AUTH_MESSAGES } from '../authProvider/messages.ts';

export const LogoutMenuItem = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const [sidebarOpen] = useSidebarState();
  const label = translate('menu.logout');

  const handleClick = async () => {
    await logout(undefined, undefined, false);
    notify(AUTH_MESSAGES.loggedOut, { type: 'info' });
  };

  const item = (
    // tabIndex 0: a MenuItem is -1 by default (a Menu's roving focus); in the side menu every action is a Tab stop.
    <MenuItem onClick={handleClick} tabIndex={0} sx={{ color: 'text.secondary' }}>
      <ListItemIcon sx={{ minWidth: 5 }}>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
};
