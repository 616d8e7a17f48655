// The drivers area: the list at /drivers, a new driver at /drivers/create, a driver's edit form at /drivers/:id and
// its page at /drivers/:id/show, each behind the area's guard (Drivers scope; otherwise the root after 300 ms) and
// loaded lazily. Creating and editing need drivers.canWrite as well (the pages check it, the server too).
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { DriverRow } from '../../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import type { Area } from '../../layout/area.ts';
import { DriverCreateRoute, DriverEditRoute, DriverListPage, DriverShowRoute } from './DriverListPage.tsx';
import { driversMenu } from './menu.ts';

export default {
  menu: driversMenu,
  resource: {
    name: DRIVERS_RESOURCE,
    list: DriverListPage,
    create: DriverCreateRoute,
    edit: DriverEditRoute,
    show: DriverShowRoute,
    icon: DirectionsCarIcon,
    recordRepresentation: (driver: DriverRow) => `${driver.firstName} ${driver.lastName}`,
  },
} satisfies Area;
