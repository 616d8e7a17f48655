// A collapsible group of menu links (Orders → list, new order).
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

export interface SubMenuProps {
  labelKey: string;
  icon: ReactNode;
  children: ReactNode;
}

export const SubMenu = ({ labelKey, icon, children }: SubMenuProps) => {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(true);
  const label = translate(labelKey);

  const header = (
    <MenuItem
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      tabIndex={0} // a Tab stop, as the links of the menu (a MenuItem is -1 by default)
      sx={{ color: 'text.secondary' }}
    >
      <ListItemIcon sx={{ minWidth: 5 }}>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );

  return (
    <>
      {sidebarOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List
          component="div"
          disablePadding
          sx={{ '& .MuiMenuItem-root': { pl: sidebarOpen ? 4 : 2 }, transition: 'padding-left 195ms' }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
};
