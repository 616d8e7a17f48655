// Field validators of the /pin form, from the rules of domain/pickupSchemas.ts (the server parses with the
// same rules), through the forms kit: the first issue becomes the message (an i18n key) with its arguments.
import { ORDER_NO_LENGTH } from '../../../domain/constants.ts';
import {
  PIN_MAX_LENGTH,
  pickupCreatedAtRule,
  pickupOrderNoRule,
  pickupPinRule,
} from '../../../domain/pickupSchemas.ts';
import { fieldValidator } from '../../forms/formErrors.ts';

export const validateCreatedAt = fieldValidator(pickupCreatedAtRule);
export const validateOrderNo = fieldValidator(pickupOrderNoRule, { length: ORDER_NO_LENGTH });
export const validatePin = fieldValidator(pickupPinRule, { max: PIN_MAX_LENGTH });
