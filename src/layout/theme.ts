// react-admin theme: the side menu is 240 px expanded and 57 px collapsed.
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { MENU_WIDTH, MENU_WIDTH_COLLAPSED } from '../domain/constants.ts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  sidebar: { width: MENU_WIDTH, closedWidth: MENU_WIDTH_COLLAPSED },
};
