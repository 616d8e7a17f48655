// The error messages of order creation and of the delivery estimate: the server's errorCode picks the message (locales
// orderForm.errors.<operation>.<code>); a code the operation does not know gives "unknown". No answer at all keeps its
// own message (errors.timeout / errors.network). A delivery refused for an address outside every region
// (delivery_not_available_for_specified_addresses with its details) names that address: the pickup point's, the
// receiver's or both (orderForm.errors.outside.*, with the address as typed), and marks its zip code; a receiver too
// far from the pickup point gives the distance and the company's maximum.
import {
  DELIVERY_AVAILABILITY_ERROR_CODES,
  ORDER_CREATE_ERROR_CODES,
  type AddressInput,
  type DeliveryAddressRole,
  type DeliveryNotAvailableDetails,
} from '../../../../domain/orderCreateApi.ts';
import { isApiError, NetworkError, UNKNOWN_ERROR_CODE } from '../../../dataProvider/errors.ts';
import { formatDistanceKm } from '../../../i18n/format.ts';

const CODES = {
  orderCreate: ORDER_CREATE_ERROR_CODES as readonly string[],
  checkDeliveryAvailability: DELIVERY_AVAILABILITY_ERROR_CODES as readonly string[],
};

export type OrderFormOperation = keyof typeof CODES;

export const errorCodeOf = (operation: OrderFormOperation, error: unknown): string => {
  const code = isApiError(error) ? error.errorCode : UNKNOWN_ERROR_CODE;
  return CODES[operation].includes(code) ? code : UNKNOWN_ERROR_CODE;
};

export const orderFormErrorMessage = (operation: OrderFormOperation, error: unknown): string =>
  error instanceof NetworkError ? error.message : `orderForm.errors.${operation}.${errorCodeOf(operation, error)}`;

/** A refusal as the form shows it: the message (a key and its arguments) and the fields it marks (with their key). */
export interface OrderFormError {
  message: string;
  args?: Record<string, unknown>;
  /** Form path → message key: the zip code of each address outside coverage. */
  fields: Record<string, string>;
}

/** Where each address's refusal shows in the form: under its zip code. */
const ZIP_CODE_FIELD: Record<DeliveryAddressRole, string> = {
  pickupPoint: 'pickupPoint.zipCode',
  receiver: 'clientZipCode',
};

const OUTSIDE_FIELD = 'orderForm.errors.outside.field';

const written = (address: AddressInput | undefined) =>
  address ? `${address.street}, ${address.zipCode} ${address.city}`.trim() : '';

const detailsOf = (error: unknown): DeliveryNotAvailableDetails | null => {
  if (!isApiError(error) || error.errorCode !== 'delivery_not_available_for_specified_addresses') return null;
  const details = error.details as Partial<DeliveryNotAvailableDetails>;
  return Array.isArray(details.outside) ? (details as DeliveryNotAvailableDetails) : null;
};

/**
 * The refusal of `operation` for the addresses it was asked about (sender: the pickup point): which address is
 * outside our delivery area, or the receiver too far, when the server's details say so; otherwise the code's message.
 */
export const orderFormError = (
  operation: OrderFormOperation,
  error: unknown,
  addresses: { sender?: AddressInput; receiver: AddressInput },
  locale: string,
): OrderFormError => {
  const details = detailsOf(error);
  const outside = (details?.outside ?? []).filter((role) => role in ZIP_CODE_FIELD);
  const fields = Object.fromEntries(outside.map((role) => [ZIP_CODE_FIELD[role], OUTSIDE_FIELD]));
  if (outside.length === 2)
    return {
      message: 'orderForm.errors.outside.both',
      args: { pickup: written(addresses.sender), receiver: written(addresses.receiver) },
      fields,
    };
  if (outside.length === 1) {
    const role = outside[0]!;
    const address = role === 'pickupPoint' ? addresses.sender : addresses.receiver;
    return { message: `orderForm.errors.outside.${role}`, args: { address: written(address) }, fields };
  }
  if (details && typeof details.distance === 'number' && typeof details.maxDistance === 'number')
    return {
      message: 'orderForm.errors.outside.tooFar',
      args: {
        distance: formatDistanceKm(details.distance, locale),
        max: formatDistanceKm(details.maxDistance, locale),
      },
      fields: {},
    };
  return { message: orderFormErrorMessage(operation, error), fields: {} };
};
