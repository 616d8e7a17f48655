// The forms kit's errors: how a form's values are checked with the shared zod schema (the same rules as the server)
// and how the server's field errors of a 400 land under the fields, for every react-admin form of the console. A
// message is a message key of the locales with its bounds ({message, args}: "At least %{min} characters"), or a plain
// key; errors nest like the values (car.model, maximumDimensions.weight). A form's own `fieldPath` says where a
// message of a path goes (an item of a list under the list as a whole, a field the form does not show nowhere).
import type { ZodType } from 'zod';
import { isApiError } from '../dataProvider/errors.ts';

export interface FieldMessage {
  message: string;
  args: Record<string, number>;
}
export type ErrorTree = { [key: string]: ErrorTree | FieldMessage | string };

/** A zod issue as the message under a field: its message key, with its bounds as the translation's arguments. */
export const issueMessage = (issue: { message: string; minimum?: unknown; maximum?: unknown }): FieldMessage => {
  const args: Record<string, number> = {};
  if (issue.minimum !== undefined) args.min = Number(issue.minimum);
  if (issue.maximum !== undefined) args.max = Number(issue.maximum);
  return { message: issue.message, args };
};

/** Where a message of a path goes: a list of keys (empty: nowhere). */
export type FieldPath = (path: readonly PropertyKey[]) => string[];
const asIs: FieldPath = (path) => path.map(String);

/** Puts a message at a path of the tree; the first message of a field stays. */
export const putError = (tree: ErrorTree, path: readonly string[], message: FieldMessage | string) => {
  if (!path.length) return;
  let node = tree;
  path.slice(0, -1).forEach((key) => {
    if (typeof node[key] !== 'object' || node[key] === null || 'message' in (node[key] as object)) node[key] = {};
    node = node[key] as ErrorTree;
  });
  const leaf = path.at(-1)!;
  if (!(leaf in node)) node[leaf] = message;
};

/**
 * A react-admin `validate` from a shared schema: the form's values become the body it would send (`toBody`), the
 * schema checks it, and each issue's message (with its min/max) goes under its field.
 */
export const schemaValidator =
  <V>(schema: ZodType, toBody: (values: V) => unknown, fieldPath: FieldPath = asIs) =>
  (values: object): ErrorTree => {
    const result = schema.safeParse(toBody(values as V));
    if (result.success) return {};
    const errors: ErrorTree = {};
    for (const issue of result.error.issues as {
      path: PropertyKey[];
      message: string;
      minimum?: unknown;
      maximum?: unknown;
    }[]) {
      putError(errors, fieldPath(issue.path), issueMessage(issue));
    }
    return errors;
  };

/** The server's field errors of a 400 as the form's submission errors (nested like the values); null if none. */
export const serverFieldErrors = (error: unknown, fieldPath: FieldPath = asIs): ErrorTree | null => {
  if (!isApiError(error, 400)) return null;
  const errors: ErrorTree = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) putError(errors, fieldPath(path.split('.')), messages[0]);
  }
  return Object.keys(errors).length ? errors : null;
};

/** A react-admin validator of one input from a schema of src/domain: its first issue under the input. */
export const fieldValidator =
  (schema: ZodType) =>
  (value: unknown): FieldMessage | undefined => {
    const result = schema.safeParse(value ?? '');
    return result.success ? undefined : issueMessage(result.error.issues[0] as { message: string });
  };

/**
 * A `fieldPath` for a form of flat fields: a message goes under the path's first key (an item of a list or a key of an
 * object under the field as a whole), renamed where the form calls the body's field otherwise (`fieldOf`).
 */
export const topLevelField =
  (fieldOf: Record<string, string> = {}): FieldPath =>
  (path) => {
    const key = path.length ? String(path[0]) : '';
    return key ? [fieldOf[key] ?? key] : [];
  };

/** A `fieldPath` for a form that shows only these fields: a message of one of them under it, any other nowhere. */
export const onlyFields =
  (fields: readonly string[]): FieldPath =>
  (path) =>
    path.length === 1 && fields.includes(String(path[0])) ? [String(path[0])] : [];
