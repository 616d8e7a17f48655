// The company forms validate with the shared zod schemas (src/domain/companySchemas.ts): each issue becomes the
// message under its field (an i18n key with its limits as arguments); the server's per-field errors of a 400
// (`deliverySettings.cancelOrderAfter`) come back under the same fields.
import type { ZodType } from 'zod';
import { isApiError } from '../../../dataProvider/errors.ts';
import { issueMessage, type FieldMessage } from '../../../forms/formErrors.ts';

export type { FieldMessage };

export const zodFormValidator =
  (schema: ZodType) =>
  (values: object): Record<string, FieldMessage> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, FieldMessage> = {};
    for (const issue of result.error.issues as {
      path: PropertyKey[];
      message: string;
      minimum?: unknown;
      maximum?: unknown;
    }[]) {
      const field = issue.path.map(String).join('.');
      if (!field || errors[field]) continue;
      const value = (values as Record<string, unknown>)[field];
      // An emptied number field: "required" rather than the coerced 0's limit.
      errors[field] =
        value === null || value === '' ? { message: 'validation.required', args: {} } : issueMessage(issue);
    }
    return errors;
  };

/** The server's field errors of one section (prefix `section.`), as react-admin submission errors; null if none. */
export const serverFieldErrors = (error: unknown, section: string): Record<string, string> | null => {
  if (!isApiError(error, 400)) return null;
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.startsWith(`${section}.`) ? path.slice(section.length + 1) : path;
    if (messages[0]) errors[field] = messages[0];
  }
  return Object.keys(errors).length ? errors : null;
};
