// Validation of the /orders/new form with the shared rules of src/domain (the server checks the same ones): the values
// become the payload, orderCreateSchema checks each field's format and orderCreateIssues the catalogue rules (cart,
// fields each product asks, dimensions, payment). Each issue lands under its field as an i18n key with its limits;
// issues of a whole list or group (no products, side sum too long) land at `<path>.root`.
import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { OrderFormOptions } from '../../../domain/orderCreateApi.ts';
import { deliveryAvailabilitySchema, orderCreateIssues } from '../../../domain/orderCreateSchemas.ts';
import { orderCreateSchema } from '../../../domain/orderCreateSchemas.ts';
import { issueArgs, type ZodIssueLike } from '../../../domain/zodIssues.ts';
import { validationMessageKey } from '../../../forms/zodFormValidate.ts';
import { receiverAddress, senderAddress, toOrderCreateInput, type OrderFormValues } from './orderFormValues.ts';

export interface FieldIssue {
  path: PropertyKey[];
  message: string;
  args: Record<string, unknown>;
}

/** Paths of groups the form shows one message for (the list or the group, not a field of it). */
const GROUP_PATHS = [
  /^products$/,
  /^pickupPoint$/,
  /^products\.\d+\.dimensions$/,
  /^products\.\d+\.medicines$/,
  /^products\.\d+\.vehicle$/,
];

export const formPathOf = (path: PropertyKey[]): string => {
  const dotted = path.map(String).join('.');
  return GROUP_PATHS.some((pattern) => pattern.test(dotted)) ? `${dotted}.root` : dotted;
};

export const toFieldIssue = (issue: ZodIssueLike): FieldIssue => ({
  path: issue.path,
  message: validationMessageKey(issue.message),
  args: issueArgs(issue),
});

/** Every issue of the form's values, field format first (one per field, the first wins). */
export const orderFormIssues = (values: OrderFormValues, options: OrderFormOptions): Map<string, FieldIssue> => {
  const ctx = { orderFormFields: options.company.orderSettings.orderFormFields };
  const payload = toOrderCreateInput(values, ctx);
  const issues = new Map<string, FieldIssue>();
  const add = (issue: ZodIssueLike) => {
    const key = formPathOf(issue.path);
    if (!issues.has(key)) issues.set(key, toFieldIssue(issue));
  };
  const parsed = orderCreateSchema.safeParse(payload);
  if (!parsed.success) parsed.error.issues.forEach((issue) => add(issue as unknown as ZodIssueLike));
  orderCreateIssues(payload, { orderSettings: options.company.orderSettings, products: options.products }).forEach(
    (issue) => add(issue as ZodIssueLike),
  );
  return issues;
};

/** Nested react-hook-form errors of dotted paths ({ products: { 0: { receiptNo: {type, message} } } }). */
export const toFormErrors = (issues: Map<string, FieldIssue>): Record<string, unknown> => {
  const errors: Record<string, unknown> = {};
  for (const [path, issue] of issues) {
    const keys = path.split('.');
    let node = errors;
    for (const key of keys.slice(0, -1)) {
      const next = node[key];
      if (typeof next !== 'object' || next === null || 'type' in next) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    // react-admin's inputs read a { message, args } object (translated under the field).
    node[keys[keys.length - 1]] = { type: 'manual', message: { message: issue.message, args: issue.args } };
  }
  return errors;
};

/** A react-hook-form resolver over a function that gives a form's issues (one per field). */
export const issuesResolver =
  <V extends FieldValues>(issuesOf: (values: V) => Map<string, FieldIssue>): Resolver<V> =>
  async (values) => {
    const issues = issuesOf(values);
    if (!issues.size) return { values, errors: {} };
    return { values: {}, errors: toFormErrors(issues) as never };
  };

/** The first issue per form field of a body checked by its schema; `fieldOf` turns a body path into the form's. */
export function schemaFieldIssues(
  schema: ZodType,
  body: unknown,
  fieldOf: (bodyPath: string) => string,
): Map<string, FieldIssue> {
  const issues = new Map<string, FieldIssue>();
  const parsed = schema.safeParse(body);
  if (parsed.success) return issues;
  for (const raw of parsed.error.issues) {
    const key = fieldOf(raw.path.map(String).join('.'));
    if (!issues.has(key)) issues.set(key, toFieldIssue(raw as unknown as ZodIssueLike));
  }
  return issues;
}

export const orderFormResolver = (options: OrderFormOptions): Resolver<OrderFormValues> =>
  issuesResolver((values: OrderFormValues) => orderFormIssues(values, options));

/** The estimate's request parts back to the form fields they come from. */
const ESTIMATE_FIELDS: Record<string, string> = {
  'sender.street': 'pickupPoint.street',
  'sender.city': 'pickupPoint.city',
  'sender.zipCode': 'pickupPoint.zipCode',
  'receiver.street': 'clientStreet',
  'receiver.city': 'clientCity',
  'receiver.zipCode': 'clientZipCode',
};

/** Issues of the addresses the estimate needs (deliveryAvailabilitySchema), at the form's field paths. */
export const estimateIssues = (values: OrderFormValues, companyId: number): Map<string, FieldIssue> => {
  const parsed = deliveryAvailabilitySchema.safeParse({
    companyId,
    sender: senderAddress(values),
    receiver: receiverAddress(values),
  });
  const issues = new Map<string, FieldIssue>();
  if (parsed.success) return issues;
  for (const raw of parsed.error.issues as unknown as ZodIssueLike[]) {
    const field = ESTIMATE_FIELDS[raw.path.map(String).join('.')];
    if (field && !issues.has(field)) issues.set(field, toFieldIssue(raw));
  }
  return issues;
};
