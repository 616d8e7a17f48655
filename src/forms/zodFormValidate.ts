// The forms kit's validator with a required list and body → form field names (the order action dialogs, API
// keys, wallet entries): the form's values become the request body, the shared zod schema of src/domain checks it,
// and each issue becomes the error under its field (an i18n key with its limits as arguments).
import type { ZodType } from 'zod';
import { msg } from '../domain/schemas.ts';

export interface FieldError {
  message: string;
  args: Record<string, number>;
}

/** Schema messages without a text of their own in validation.* (locales/en.ts) get one under orderActions.validation. */
const OWN_MESSAGES: Record<string, string> = {
  'validation.notInPast': 'orderActions.validation.notInPast',
};

export const validationMessageKey = (key: string): string => OWN_MESSAGES[key] ?? key;

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

export interface ZodFormOptions<V> {
  /** Fields the form requires although the body may leave them out (holdOrderTill) or does not carry them. */
  required?: (keyof V & string)[];
  /** Body field → form field, where they differ. */
  fieldOf?: Record<string, keyof V & string>;
}

export const zodFormValidate =
  <V extends object>(
    schema: ZodType,
    toBody: (values: V) => unknown,
    { required = [], fieldOf = {} }: ZodFormOptions<V> = {},
  ) =>
  (values: V): Record<string, FieldError> => {
    const errors: Record<string, FieldError> = {};
    for (const field of required) {
      if (isEmpty((values as Record<string, unknown>)[field])) errors[field] = { message: msg.required, args: {} };
    }
    const result = schema.safeParse(toBody(values));
    if (!result.success) {
      for (const issue of result.error.issues as {
        path: PropertyKey[];
        message: string;
        minimum?: unknown;
        maximum?: unknown;
      }[]) {
        const bodyField = String(issue.path[0] ?? '');
        const field = fieldOf[bodyField] ?? bodyField;
        if (!field || errors[field]) continue;
        const args: Record<string, number> = {};
        if (issue.minimum !== undefined) args.min = Number(issue.minimum);
        if (issue.maximum !== undefined) args.max = Number(issue.maximum);
        errors[field] = { message: validationMessageKey(issue.message), args };
      }
    }
    return errors;
  };

/** The trimmed text, or undefined when blank. */
export const optionalText = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value : undefined;
