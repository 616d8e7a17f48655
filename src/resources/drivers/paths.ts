// Paths of the drivers area: the list, a new driver, a driver's page and its edit form, its wallet.
export const DRIVER_LIST_PATH = '/drivers';
export const NEW_DRIVER_PATH = '/drivers/create';
export const driverEditPath = (driverId: number | string) => `/drivers/${driverId}`;
export const driverShowPath = (driverId: number | string) => `/drivers/${driverId}/show`;
export const walletPath = (driverId: number) => `/wallet?driverId=${driverId}`;
