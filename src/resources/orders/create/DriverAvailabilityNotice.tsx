// The order form's notice when no driver is free right now in the pickup point's region
// (GET /api/order/driver-availability: the live map's rule): the order may wait, and it is cancelled when no driver
// accepts it within the company's limit. It asks again when the pickup point changes and every minute while the form
// is open; it never blocks sending. Nothing shows while it asks, when a driver is free, for an address no region
// serves (the estimate says so), for a scheduled order (not offered to drivers until its slot) or when the call fails.
import { Alert } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { cancelAfterMinutes, DRIVER_AVAILABILITY_REFRESH_MS } from '../../../../domain/driverAvailability.ts';
import { ZIP_CODE_PATTERN } from '../../../../domain/validators.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
import { useOrderFormContext } from './OrderFormContext.tsx';
import { text, type OrderFormValues } from './orderFormValues.ts';

type Place = { pickupLocationId: number } | { zipCode: string };

/**
 * Where to ask about: the saved pickup location, else the postal code typed for the pickup point, else (an order
 * without a pickup point) the receiver's; null until a whole postal code is there.
 */
export const availabilityPlace = (
  locationId: number | null | undefined,
  pickupZipCode: OrderFormValues['pickupPoint']['zipCode'],
  receiverZipCode: OrderFormValues['clientZipCode'],
): Place | null => {
  if (locationId) return { pickupLocationId: locationId };
  const typed = text(pickupZipCode);
  const zipCode = typed ?? text(receiverZipCode);
  return zipCode && ZIP_CODE_PATTERN.test(zipCode) ? { zipCode } : null;
};

export const DriverAvailabilityNotice = () => {
  const translate = useTranslate();
  const api = useAppApi('orderCreate');
  const companyId = useOrderFormContext().options.company.id;
  const [locationId, pickupZipCode, receiverZipCode, scheduledAt] = useWatch<
    OrderFormValues,
    ['pickupPoint.locationId', 'pickupPoint.zipCode', 'clientZipCode', 'scheduledAt']
  >({ name: ['pickupPoint.locationId', 'pickupPoint.zipCode', 'clientZipCode', 'scheduledAt'] });
  const place = availabilityPlace(locationId, pickupZipCode, receiverZipCode);
  const { data } = useQuery({
    queryKey: ['orderCreate', 'driverAvailability', companyId, place],
    queryFn: ({ signal }) => api.driverAvailability({ companyId, ...place! }, signal),
    enabled: place !== null,
    // A refused place (another region, a location gone) is not asked again until the pickup point changes.
    refetchInterval: (query) => (query.state.status === 'error' ? false : DRIVER_AVAILABILITY_REFRESH_MS),
    staleTime: DRIVER_AVAILABILITY_REFRESH_MS / 2,
  });
  if (!place || scheduledAt || !data || data.available || !data.region) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mt: 1 }} data-testid="driver-availability">
      {translate('orderForm.driverAvailability.none', {
        region: data.region,
        count: cancelAfterMinutes(data.cancelOrderAfterSeconds),
      })}
    </Alert>
  );
};
