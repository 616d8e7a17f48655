// Motion follows the reader's system setting (WCAG 2.3.3, Animation from Interactions). With "reduce motion" on,
// MUI's own transitions (dialogs, menus, collapsing rows, ripples, spinners) end at once: theme.motion in MUI's
// `system` mode. Every other CSS transition and animation of the pages ends at once too (the side menu's, the maps'
// zoom, the driver app's spinner), by CssBaseline's reduced-motion rule. The console's theme (src/layout/theme.ts)
// and the driver app's (src/driver-app/DriverApp.tsx) both take it.

/** MUI's `system` mode: its transitions follow `prefers-reduced-motion`. */
export const REDUCED_MOTION = { reducedMotion: 'system' } as const;

/**
 * CssBaseline's rule: every transition and animation ends at once for a reader who asked for reduced motion. None at
 * all (0 s), not the usual reset's hundredth of a millisecond: with that, MUI's menus (their Grow transition) opened
 * without taking the focus and no longer closed with Escape in Chromium, probably because the transition ended before
 * MUI listened for its end. Nothing here waits for a transition's end that may never come: MUI times its transitions
 * itself, and the maps' zoom ends after 250 ms whatever happens (Leaflet).
 */
export const REDUCED_MOTION_BASELINE = {
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0s !important',
      animationDelay: '0s !important',
      transitionDuration: '0s !important',
      transitionDelay: '0s !important',
      scrollBehavior: 'auto !important',
    },
  },
};
