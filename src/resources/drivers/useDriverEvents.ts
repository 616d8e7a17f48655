// Driver changes from the real-time channel (`driverChange`: created, edited, blocked, unblocked, deactivated,
// activated by any console): the drivers lists and an open driver's page refetch. One socket while the drivers page is
// open; the server sends driver events to the consoles with the drivers page that see the driver.
import { DRIVER_CHANGE_EVENT } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { useRefetchOnEvent } from '../../realtime/useRefetchOnEvent.ts';

const KEYS = [[DRIVERS_RESOURCE]] as const;

export const useDriverEvents = () => useRefetchOnEvent(DRIVER_CHANGE_EVENT, KEYS);
