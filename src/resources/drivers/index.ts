// The drivers area: the list at /drivers, behind the area's guard (Drivers scope; otherwise the root after 300 ms);
// the page loads lazily.
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import type { Area } from '../../layout/area.ts';
import { DriverListPage } from './DriverListPage.tsx';
import { driversMenu } from './menu.ts';

export default {
  menu: driversMenu,
  resource: {
    name: DRIVERS_RESOURCE,
    list: DriverListPage,
    icon: DirectionsCarIcon,
    recordRepresentation: (driver: DriverRow) => `${driver.firstName} ${driver.lastName}`,
  },
} satisfies Area;
