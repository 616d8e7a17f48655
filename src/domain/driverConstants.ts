// Constants of the drivers list and notifications without zod (the console's data provider reads them up front).
/** The region value meaning "every region" (region "all" is sent as "*"). */
export const ALL_REGIONS = '*';
/** The drivers page asks for pages of this many rows by default; a page holds at most DRIVER_LIST_MAX_PER_PAGE. */
export const DEFAULT_DRIVERS_PER_PAGE = 25;
export const DRIVER_LIST_MAX_PER_PAGE = 100;
