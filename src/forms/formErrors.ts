// The forms kit's errors: how a form's values are checked with the shared zod schema (the same rules as the server)
// and how the server's field errors of a 400 land under the fields, for every react-admin form of the console. A
// message is a message key of the locales with its bounds ({message, args}: "At least %{min} characters"), or a plain
// key; errors nest like the values (car.model, maximumDimensions.weight). A form's own `fieldPath` says where a
// message of a path goes (an item of a list under the list as a whole, a field the form does not show nowhere).
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { isApiError } from '../dataProvider/errors.ts';
import { HOLD_MAX_DAYS } from '../../domain/constants.ts';
import { msg } from '../../domain/schemas.ts';
import { issueArgs, issueMessageKey, type ZodIssueLike } from '../../domain/zodIssues.ts';

export interface FieldMessage {
  message: string;
  args: Record<string, unknown>;
}
export type ErrorTree = { [key: string]: ErrorTree | FieldMessage | string };

/** Schema messages without a text of their own in validation.* (locales/en.ts) get one under orderActions.validation. */
const OWN_MESSAGES: Record<string, string> = {
  'validation.notInPast': 'orderActions.validation.notInPast',
  'validation.holdTooFar': 'orderActions.validation.holdTooFar',
};
/** The arguments of a message whose bound is a constant: the server sends its key alone. */
const CONSTANT_ARGS: Record<string, Record<string, unknown>> = {
  'validation.holdTooFar': { max: HOLD_MAX_DAYS },
};

/** The locales' key of a schema's (or the server's) message. */
export const validationMessageKey = (key: string): string => OWN_MESSAGES[key] ?? key;

/** A zod issue as the message under a field: its message key, with its params and bounds as the arguments. */
export const issueMessage = (issue: ZodIssueLike): FieldMessage => ({
  message: validationMessageKey(issueMessageKey(issue)),
  args: issueArgs(issue),
});

const REQUIRED: FieldMessage = { message: msg.required, args: {} };

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

/** A form's issues: the first message of each form path (dotted: products.0.dimensions.height). */
export type FormIssues = Map<string, FieldMessage>;

/** Adds a message at a form path unless the path has one already (or is no path: a field the form does not show). */
export const addIssue = (issues: FormIssues, path: readonly string[], message: FieldMessage) => {
  const key = path.join('.');
  if (key && !issues.has(key)) issues.set(key, message);
};

export interface IssueOptions {
  /** Where the message of a body path goes in the form (default: the same path; an empty path: nowhere). */
  fieldPath?: FieldPath;
  /** Form fields that must be filled although the body may leave them out: "required" under them, first. */
  required?: readonly string[];
  /** An emptied field (null or '' in the body) reads "required", not the issue of the value it is coerced to. */
  emptyIsRequired?: boolean;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const valueAt = (body: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as never)[key] : undefined), body);

/** The issues of a body checked by its schema, at the form's paths, added to `issues` (the first per path stays). */
export const schemaIssues = (
  schema: ZodType,
  body: unknown,
  { fieldPath = asIs, emptyIsRequired = false }: IssueOptions = {},
  issues: FormIssues = new Map(),
): FormIssues => {
  const result = schema.safeParse(body);
  if (result.success) return issues;
  for (const issue of result.error.issues as unknown as ZodIssueLike[]) {
    const emptied = emptyIsRequired && [null, ''].includes(valueAt(body, issue.path) as never);
    addIssue(issues, fieldPath(issue.path), emptied ? REQUIRED : issueMessage(issue));
  }
  return issues;
};

/** The issues of a form's values: its required fields, then the schema's issues of the body the values become. */
export const formIssues =
  <V>(schema: ZodType, toBody: (values: V) => unknown, options: IssueOptions = {}) =>
  (values: V): FormIssues => {
    const issues: FormIssues = new Map();
    for (const field of options.required ?? [])
      if (isEmpty((values as Record<string, unknown>)[field])) addIssue(issues, [field], REQUIRED);
    return schemaIssues(schema, toBody(values), options, issues);
  };

/** The issues as a tree nested like the values, each leaf made by `leaf`. */
const issueTree = (issues: FormIssues, leaf: (message: FieldMessage) => unknown = (m) => m): ErrorTree => {
  const tree: ErrorTree = {};
  for (const [path, message] of issues) putError(tree, path.split('.'), leaf(message) as FieldMessage);
  return tree;
};

/** A react-admin `validate` over a function that gives a form's issues. */
export const issuesValidator =
  <V>(issuesOf: (values: V) => FormIssues) =>
  (values: object): ErrorTree =>
    issueTree(issuesOf(values as V));

/**
 * The forms' validator: a react-admin `validate` from a shared schema. The form's values become the body it would
 * send (`toBody`), the schema checks it, and each issue's message (with its limits) goes under its field.
 */
export const schemaValidator = <V>(schema: ZodType, toBody: (values: V) => unknown, options: IssueOptions = {}) =>
  issuesValidator(formIssues(schema, toBody, options));

/** A react-hook-form resolver (for a form given `resolver` rather than `validate`) over a form's issues. */
export const issuesResolver =
  <V extends FieldValues>(issuesOf: (values: V) => FormIssues): Resolver<V> =>
  async (values) => {
    const issues = issuesOf(values);
    if (!issues.size) return { values, errors: {} };
    // react-admin's inputs read a { message, args } message (translated under the field).
    return { values: {}, errors: issueTree(issues, (message) => ({ type: 'manual', message })) as never };
  };

/**
 * A message with arguments as a submission error: react-admin's Form sets a submission error's leaves as plain
 * strings (an object would be taken for nested fields), and its inputs read this form of a message with arguments.
 */
const submissionMessage = (message: FieldMessage): string => `@@react-admin@@${JSON.stringify(message)}`;

/** The server's field errors of a 400 as the form's submission errors (nested like the values); null if none. */
export const serverFieldErrors = (error: unknown, fieldPath: FieldPath = asIs): ErrorTree | null => {
  if (!isApiError(error, 400)) return null;
  const errors: ErrorTree = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const [key] = messages;
    if (!key) continue;
    const message = validationMessageKey(key);
    // The message's arguments as the server sent them (errorArgs: "at most %{max}"), else the constant's.
    const args = { ...CONSTANT_ARGS[key], ...error.fieldErrorArgs[path]?.[0] };
    putError(
      errors,
      fieldPath(path.split('.')),
      Object.keys(args).length ? submissionMessage({ message, args }) : message,
    );
  }
  return Object.keys(errors).length ? errors : null;
};

/**
 * A react-admin validator of one input from a schema of domain/: its first issue under the input, with the
 * message's own arguments (`args`, e.g. a fixed length) beside the issue's limits.
 */
export const fieldValidator =
  (schema: ZodType, args: Record<string, unknown> = {}) =>
  (value: unknown): FieldMessage | undefined => {
    const result = schema.safeParse(value ?? '');
    if (result.success) return undefined;
    const message = issueMessage(result.error.issues[0] as unknown as ZodIssueLike);
    return { ...message, args: { ...message.args, ...args } };
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
