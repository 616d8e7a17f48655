// The company forms validate with the shared zod schemas (domain/companySchemas.ts) through the forms kit: each
// issue becomes the message under its field (an i18n key with its limits as arguments); the server's per-field errors
// of a 400 (`deliverySettings.cancelOrderAfter`) come back under the same fields.
import type { ZodType } from 'zod';
import { schemaValidator, type FieldPath, type IssueOptions } from '../../../forms/formErrors.ts';

/** A section form's validator: its values are the body; an emptied number reads "required", not the coerced 0's limit. */
export const sectionValidator = (schema: ZodType, options: IssueOptions = {}) =>
  schemaValidator<object>(schema, (values) => values, { emptyIsRequired: true, ...options });

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
