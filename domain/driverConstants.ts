// Constants of the drivers list and notifications without zod (the console's data provider reads them up front).
/** The region value meaning "every region" (region "all" is sent as "*"). */
export const ALL_REGIONS = '*';
/** The drivers page asks for pages of this many rows by default; a page holds at most DRIVER_LIST_MAX_PER_PAGE. */
export const DEFAULT_DRIVERS_PER_PAGE = 25;
export const DRIVER_LIST_MAX_PER_PAGE = 100;

/** A driver delivers (and carries stock) for a company its list names; an empty list means every company, new ones included. */
export const mayDeliverFor = (driver: { allowedCompanyIds: readonly number[] }, companyId: number): boolean =>
  driver.allowedCompanyIds.length === 0 || driver.allowedCompanyIds.includes(companyId);
