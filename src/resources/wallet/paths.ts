// Where the wallet page sends the user: the driver list (select driver; an unknown driver in the create dialog).
export { DRIVERS_PATH } from '../drivers/menu.ts';
/** The page's query parameter naming the driver (/wallet?driverId=5). */
export const DRIVER_ID_PARAM = 'driverId';

/** The page's driver: a positive integer from the URL, or none. */
export const driverIdOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
};
