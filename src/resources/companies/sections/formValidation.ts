// The company forms validate with the shared zod schemas (src/domain/companySchemas.ts): each issue becomes the
// message under its field (an i18n key with its limits as arguments); the server's per-field errors of a 400
// (`deliverySettings.cancelOrderAfter`) come back under the same fields.
import type { ZodType } from 'zod';
import { issueMessage, type FieldMessage, type FieldPath } from '../../../forms/formErrors.ts';

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

/**
 * Where a server field error of one section of the company update goes: its path inside the section (prefix
 * `section.`), then the form's own path of it (`formPath`, default: as it is).
 */
export const sectionFieldPath =
  (section: string, formPath: (path: string) => string = (path) => path): FieldPath =>
  (path) => {
    const keys = path.map(String);
    const inside = keys[0] === section && keys.length > 1 ? keys.slice(1) : keys;
    return formPath(inside.join('.')).split('.');
  };
