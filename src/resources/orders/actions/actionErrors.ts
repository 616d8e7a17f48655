// The per-operation error messages of the order actions: the server's errorCode picks the message of the operation; a
// code the operation does not know (or none) gives its fallback ("unknown"; pick-up verification: a wrong code).
import { isApiError, NetworkError, UNKNOWN_ERROR_CODE } from '../../../dataProvider/errors.ts';

export const ACTION_OPERATIONS = [
  'cancelOrder',
  'changeOrderDriver',
  'pickUpVerification',
  'onHoldOrder',
  'releaseHeldOrder',
  'addComment',
] as const;
export type ActionOperation = (typeof ACTION_OPERATIONS)[number];

/** The codes each operation has a message for (locales: orderActions.errors.<operation>.<code>), and its fallback. */
export const ACTION_ERROR_CODES: Record<ActionOperation, { codes: readonly string[]; fallback: string }> = {
  cancelOrder: { codes: ['order_is_not_cancellable'], fallback: UNKNOWN_ERROR_CODE },
  changeOrderDriver: {
    codes: [
      'driver_change_not_allowed',
      'driver_insufficient_company_permissions',
      'order_already_belongs_to_driver',
      'driver_not_found',
    ],
    fallback: UNKNOWN_ERROR_CODE,
  },
  pickUpVerification: {
    codes: ['order_not_ready_for_pick_up', 'incorrect_verification_code'],
    fallback: 'incorrect_verification_code',
  },
  onHoldOrder: { codes: ['order_already_on_hold', 'order_is_not_ongoing'], fallback: UNKNOWN_ERROR_CODE },
  releaseHeldOrder: { codes: ['order_not_on_hold'], fallback: UNKNOWN_ERROR_CODE },
  addComment: { codes: [], fallback: UNKNOWN_ERROR_CODE },
};

/**
 * The i18n key of the error toast of an operation. No answer at all (timeout, network) keeps its own message
 * (errors.timeout / errors.network): it says more than any per-code text.
 */
export const actionErrorMessage = (operation: ActionOperation, error: unknown): string => {
  if (error instanceof NetworkError) return error.message;
  const { codes, fallback } = ACTION_ERROR_CODES[operation];
  const code = isApiError(error) ? error.errorCode : UNKNOWN_ERROR_CODE;
  return `orderActions.errors.${operation}.${codes.includes(code) ? code : fallback}`;
};

export const actionSuccessMessage = (operation: ActionOperation): string => `orderActions.success.${operation}`;
