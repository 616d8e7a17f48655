// The error messages of order creation and of the delivery estimate: the server's errorCode picks the message (locales
// orderForm.errors.<operation>.<code>); a code the operation does not know gives "unknown". No answer at all keeps its
// own message (errors.timeout / errors.network).
import { DELIVERY_AVAILABILITY_ERROR_CODES, ORDER_CREATE_ERROR_CODES } from '../../../domain/orderCreateApi.ts';
import { isApiError, NetworkError, UNKNOWN_ERROR_CODE } from '../../../dataProvider/errors.ts';

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
