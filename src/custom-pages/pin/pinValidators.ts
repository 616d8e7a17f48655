// Field validators of the /pin form, from the rules of src/domain/pickupSchemas.ts (the server parses with the
// same rules): the first issue becomes the message (an i18n key) with the limits as translation arguments.
import type { ZodType } from 'zod';
import { ORDER_NO_LENGTH } from '../../domain/constants.ts';
import { PIN_MAX_LENGTH, pickupCreatedAtRule, pickupOrderNoRule, pickupPinRule } from '../../domain/pickupSchemas.ts';

export interface ValidationMessage {
  message: string;
  args: Record<string, number>;
}

const fromRule =
  (rule: ZodType, args: Record<string, number> = {}) =>
  (value: unknown): ValidationMessage | undefined => {
    const result = rule.safeParse(value ?? '');
    return result.success ? undefined : { message: result.error.issues[0].message, args };
  };

export const validateCreatedAt = fromRule(pickupCreatedAtRule);
export const validateOrderNo = fromRule(pickupOrderNoRule, { length: ORDER_NO_LENGTH });
export const validatePin = fromRule(pickupPinRule, { max: PIN_MAX_LENGTH });
