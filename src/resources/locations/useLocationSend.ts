// How every location form sends its body: through the data provider's `locations` resource, with react-admin's
// useUpdate for a saved location and useCreate for a new one, so a save reaches every list of locations through
// react-admin's cache. The pages (/locations/create, /locations/:id) and the dialog (company page, settings) share it.
import { useCreate, useUpdate } from 'react-admin';
import type { Location } from '../../../domain/locationApi.ts';
import type { LocationFields } from '../../../domain/locationSchemas.ts';
import { LOCATIONS_RESOURCE } from '../../dataProvider/locations.ts';

/**
 * The body a save sends: the fields, allowDuplicate once the user saves a repeated pickup point on purpose, and
 * confirmZipCodePlace once the user keeps a postcode of another place than the city.
 */
export type LocationSaveBody = LocationFields & { allowDuplicate?: true; confirmZipCodePlace?: true };

export interface LocationSendTarget {
  /** The saved location being edited; none: a new one. */
  location?: Location | null;
  /** The company of a new location (a client user's own company may be left out). */
  companyId?: number;
}

export const useLocationSend = ({ location, companyId }: LocationSendTarget) => {
  const [create] = useCreate<Location & { companyId?: number }, Error, Location>();
  const [update] = useUpdate<Location>();
  return async (body: LocationSaveBody): Promise<Location> =>
    (location
      ? await update(
          LOCATIONS_RESOURCE,
          { id: location.id, data: body as never, previousData: location },
          { returnPromise: true, mutationMode: 'pessimistic' },
        )
      : await create(
          LOCATIONS_RESOURCE,
          { data: { ...body, companyId } as never },
          { returnPromise: true },
        )) as Location;
};
