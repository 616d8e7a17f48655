// The console's own way to the start page (the root → the dashboard, /orders → the list, an unknown path → the orders)
// marks its navigation: a guard on that way sends a user without the page on to what it may open (the spec's
// redirect after 300 ms), while a page opened by its address shows that it is closed to the user (AccessDeniedPage).
export const START_NAVIGATION = { start: true } as const;

export const isStartNavigation = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { start?: unknown }).start === true;
