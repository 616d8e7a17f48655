// Validation of the /orders/new form with the shared rules of domain/ (the server checks the same ones), on the
// forms kit: the values become the payload, orderCreateSchema checks each field's format and orderCreateIssues the
// catalogue rules (cart, fields each product asks, dimensions, payment). Each issue lands under its field as an i18n
// key with its limits; issues of a whole list or group (no products, side sum too long) land at `<path>.root`.
import type { Resolver } from 'react-hook-form';
import type { OrderFormOptions } from '../../../../domain/orderCreateApi.ts';
import { deliveryAvailabilitySchema, orderCreateIssues } from '../../../../domain/orderCreateSchemas.ts';
import { orderCreateSchema } from '../../../../domain/orderCreateSchemas.ts';
import type { ZodIssueLike } from '../../../../domain/zodIssues.ts';
import {
  addIssue,
  issueMessage,
  issuesResolver,
  schemaIssues,
  type FieldPath,
  type FormIssues,
} from '../../../forms/formErrors.ts';
import { receiverAddress, senderAddress, toOrderCreateInput, type OrderFormValues } from './orderFormValues.ts';

/** Paths of groups the form shows one message for (the list or the group, not a field of it). */
const GROUP_PATHS = [
  /^products$/,
  /^pickupPoint$/,
  /^products\.\d+\.dimensions$/,
  /^products\.\d+\.medicines$/,
  /^products\.\d+\.vehicle$/,
];

/** The form's path of a payload path (the schema's and the server's): the same, `.root` after a group's own path. */
export const orderFieldPath: FieldPath = (path) => {
  const keys = path.map(String);
  return GROUP_PATHS.some((pattern) => pattern.test(keys.join('.'))) ? [...keys, 'root'] : keys;
};

/** Every issue of the form's values, field format first (one per field, the first wins). */
export const orderFormIssues = (values: OrderFormValues, options: OrderFormOptions): FormIssues => {
  const ctx = { orderFormFields: options.company.orderSettings.orderFormFields };
  const payload = toOrderCreateInput(values, ctx);
  const issues = schemaIssues(orderCreateSchema, payload, { fieldPath: orderFieldPath });
  orderCreateIssues(payload, { orderSettings: options.company.orderSettings, products: options.products }).forEach(
    (issue) => addIssue(issues, orderFieldPath(issue.path), issueMessage(issue as ZodIssueLike)),
  );
  return issues;
};

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
export const estimateIssues = (values: OrderFormValues, companyId: number): FormIssues =>
  schemaIssues(
    deliveryAvailabilitySchema,
    { companyId, sender: senderAddress(values), receiver: receiverAddress(values) },
    { fieldPath: (path) => ESTIMATE_FIELDS[path.map(String).join('.')]?.split('.') ?? [] },
  );
