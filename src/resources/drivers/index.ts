// The drivers resource: the list at /drivers, behind the section guard (Drivers scope; otherwise the root after
// 300 ms); the page loads lazily.
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import type { DriverRow } from '../../domain/driverSchemas.ts';
import { DRIVERS_RESOURCE } from '../../dataProvider/drivers.ts';
import { DriverListPage } from './DriverListPage.tsx';

export default {
  name: DRIVERS_RESOURCE,
  list: DriverListPage,
  icon: DirectionsCarIcon,
  recordRepresentation: (driver: DriverRow) => `${driver.firstName} ${driver.lastName}`,
};
