// The locations area: pickup locations as a react-admin resource. /locations leads to the lists that exist (a client
// user's /settings/locations, an operator's companies; LocationListRedirect), /locations/create?companyId=7 adds a
// location, /locations/:id edits one and /locations/:id/show shows it. No menu entry: the lists live on the company
// page and in the settings, which link to each location's page. Each page is behind the locations guard (reading;
// creating needs writing, the edit page sends a reader to the location's page) and loads lazily. The pages read with
// the data hooks, not react-admin's controllers: who may read and write a location depends on the user's kind (a
// client user's own company), which canAccess by resource cannot answer, so a controller would refuse a client user.
import PlaceIcon from '@mui/icons-material/Place';
import { lazy } from 'react';
import { LOCATIONS_RESOURCE, type LocationRecord } from '../../dataProvider/locations.ts';
import type { Area } from '../../layout/area.ts';
import { LocationAreaPage } from './LocationGuard.tsx';

const LocationListRedirect = lazy(() =>
  import('./LocationListRedirect.tsx').then((module) => ({ default: module.LocationListRedirect })),
);
const LocationCreatePage = lazy(() =>
  import('./LocationFormPages.tsx').then((module) => ({ default: module.LocationCreatePage })),
);
const LocationEditPage = lazy(() =>
  import('./LocationFormPages.tsx').then((module) => ({ default: module.LocationEditPage })),
);
const LocationShowPage = lazy(() =>
  import('./LocationShow.tsx').then((module) => ({ default: module.LocationShowPage })),
);

const LocationList = () => (
  <LocationAreaPage>
    <LocationListRedirect />
  </LocationAreaPage>
);

const LocationCreate = () => (
  <LocationAreaPage write>
    <LocationCreatePage />
  </LocationAreaPage>
);

const LocationEdit = () => (
  <LocationAreaPage>
    <LocationEditPage />
  </LocationAreaPage>
);

const LocationShow = () => (
  <LocationAreaPage>
    <LocationShowPage />
  </LocationAreaPage>
);

export default {
  resource: {
    name: LOCATIONS_RESOURCE,
    list: LocationList,
    create: LocationCreate,
    edit: LocationEdit,
    show: LocationShow,
    icon: PlaceIcon,
    recordRepresentation: (location: LocationRecord) => location.name,
  },
} satisfies Area;
