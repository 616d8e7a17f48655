// react-admin theme: the side menu is 240 px expanded and 57 px collapsed. The palette's main colours are the
// Material ones a shade darker where white text on them, or they as text on the light backgrounds (#fafafb, the
// row tints), would fall under WCAG AA's 4.5:1 contrast (the journeys run axe-core on every page): blue #1565c0 for
// primary and the app bar (secondary), #b45309 for warnings, #c62828 for errors, #01579b for information. Spinners
// are hidden from screen readers unless they name themselves. Motion follows the reader's system setting
// (src/browser/reducedMotion.ts).
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { REDUCED_MOTION, REDUCED_MOTION_BASELINE } from '../browser/reducedMotion.ts';
import { MENU_WIDTH, MENU_WIDTH_COLLAPSED } from '../../domain/constants.ts';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    secondary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#fff' },
    warning: { main: '#b45309', light: '#f59e0b', dark: '#7c2d12', contrastText: '#fff' },
    error: { main: '#c62828', light: '#ef5350', dark: '#8e0000', contrastText: '#fff' },
    info: { main: '#01579b', light: '#4f83cc', dark: '#002f6c', contrastText: '#fff' },
  },
  sidebar: { width: MENU_WIDTH, closedWidth: MENU_WIDTH_COLLAPSED },
  motion: REDUCED_MOTION,
  components: {
    ...defaultTheme.components,
    MuiCssBaseline: { styleOverrides: REDUCED_MOTION_BASELINE },
    // A spinner is never the only sign of loading here: it sits in a busy button, a named status region or beside the
    // "Loading" text of react-admin's <Loading />, so it is hidden from screen readers unless it names itself
    // (aria-label); an unnamed progress bar is an axe violation.
    MuiCircularProgress: {
      ...defaultTheme.components?.MuiCircularProgress,
      defaultProps: { ...defaultTheme.components?.MuiCircularProgress?.defaultProps, 'aria-hidden': true },
    },
  },
};
