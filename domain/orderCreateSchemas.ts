// zod schemas of order creation and delivery estimation, and the catalogue-aware
// checks that depend on the company and its products (orderCreateIssues). The form and the server use both.
// Messages are i18n keys (validation.*); their texts say "Value …", never a field name.
import { z } from 'zod';
import {
  EPRUF_CODE_MAX,
  EXTERNAL_ID_MAX,
  EXTERNAL_NO_MAX,
  MIN_PAY_ON_PICKUP,
  SCHEDULED_LOOKAHEAD_DAYS,
} from './constants.ts';
import { PACKAGE_SIZES, PAYMENT_TYPES, type OrderType } from './enums.ts';
import { dimensionIssues } from './packageSize.ts';
import {
  calendarDate,
  idRule,
  isoDateTime,
  msg,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  text,
  wholeNumber,
} from './schemas.ts';
import type { CompanyOrderSettings, MaximumDimensions, ProductFormField, ProductSettings } from './types.ts';
import {
  isValidAmount,
  isValidPaymentCode,
  isValidPesel,
  isValidReceiptNo,
  isValidRegistrationPlate,
  isValidVin,
  parseDecimal,
  ZIP_CODE_PATTERN,
} from './validators.ts';
import type { OrderCreateInput, ProductLineInput } from './orderCreateApi.ts';
import { withParams } from './zodIssues.ts';

/** The message keys added for order creation (locales/<lang>.ts validation.*). */
export const orderMsg = {
  ...msg,
  zipCode: 'validation.zipCode',
  pesel: 'validation.pesel',
  receiptNo: 'validation.receiptNo',
  vin: 'validation.vin',
  registrationPlate: 'validation.registrationPlate',
  number: 'validation.number',
  amount: 'validation.amount',
  paymentCode: 'validation.paymentCode',
  medicinesRequired: 'validation.medicinesRequired',
  positive: 'validation.positive',
  maxDimension: 'validation.maxDimension',
  maxWeight: 'validation.maxWeight',
  largestSide: 'validation.largestSide',
  sideSum: 'validation.sideSum',
  packageTooLarge: 'validation.packageTooLarge',
  noProducts: 'validation.noProducts',
  productNotAvailable: 'validation.productNotAvailable',
  mixedOrderTypes: 'validation.mixedOrderTypes',
  tooManyProducts: 'validation.tooManyProducts',
  tooManyOfProduct: 'validation.tooManyOfProduct',
  paymentNotAllowed: 'validation.paymentNotAllowed',
  slotNotOffered: 'validation.slotNotOffered',
  pickupLocationNotInReach: 'validation.pickupLocationNotInReach',
} as const;

const requiredText = (max = 255) => text(max).min(1, { error: msg.required });

/** An optional text: '' and whitespace become undefined. */
const optionalText = (max = 255) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text(max, { error: msg.invalid }).optional(),
  );

/** An optional text that must match a rule when present. */
const optionalChecked = (check: (v: string) => boolean, message: string, max = 64) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    text(max, { error: message }).refine(check, { error: message }).optional(),
  );

const toDecimal = (v: unknown) => {
  if (v === '' || v === null || v === undefined) return undefined;
  const n = parseDecimal(v);
  return n === null ? v : n;
};
/** A decimal typed with a comma or a dot ("12,50") or a JSON number → number. */
export const decimal = z.preprocess(toDecimal, z.number({ error: orderMsg.number }));
/** The same, optional: '' and null → undefined. */
export const optionalDecimal = z.preprocess(toDecimal, z.number({ error: orderMsg.number }).optional());
/** Ours: the largest dimension or weight a line may state (cm, kg): far beyond any package, a guard against typos. */
export const DIMENSION_VALUE_MAX = 100_000;
/** Ours: the largest amount to pay on pick-up, PLN 1,000,000 (stored in grosze). */
export const PAY_ON_PICKUP_MAX = 1_000_000;
const dimensionValue = z.preprocess(
  toDecimal,
  z
    .number({ error: orderMsg.number })
    .min(0, { error: orderMsg.positive })
    .max(DIMENSION_VALUE_MAX, { error: msg.maxValue, params: { max: DIMENSION_VALUE_MAX } } as never)
    .optional(),
);

const zipCode = text(6).min(1, { error: msg.required }).regex(ZIP_CODE_PATTERN, { error: orderMsg.zipCode });
const phone = text(PHONE_MAX_LENGTH).min(1, { error: msg.required }).regex(PHONE_PATTERN, { error: msg.phone });

export const addressSchema = z.object({
  street: requiredText(),
  city: requiredText(),
  zipCode,
});

/**
 * The fields a saved pickup point given by `locationId` supplies (its address and name): required only without it. A
 * field that is sent is checked either way (an empty street is `validation.required` with or without a locationId).
 */
const requiredWithoutLocation =
  (fields: readonly string[]) => (value: Record<string, unknown> & { locationId?: number }, ctx: z.RefinementCtx) => {
    if (value.locationId !== undefined) return;
    for (const field of fields)
      if (value[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: msg.required });
  };

/**
 * The pickup point of a create: a saved location of the company by `locationId` alone (its name, address, phone, note
 * and working hours are used), or a typed address (name, street, city, zipCode). Given both, the saved location's
 * address wins and the typed one is ignored, as the console's form sends both; a typed phone or note wins over the
 * location's defaults.
 */
export const pickupPointSchema = z
  .object({
    locationId: idRule().optional(),
    name: requiredText().optional(),
    street: requiredText().optional(),
    city: requiredText().optional(),
    zipCode: zipCode.optional(),
    phone: z.preprocess((v) => (v === '' ? undefined : v), phone.optional()),
    notes: optionalText(1000),
  })
  .superRefine(requiredWithoutLocation(['name', 'street', 'city', 'zipCode']));

/**
 * A sender (the estimate) or pickup point (the slots): a saved location by `locationId`, or an address; given both, the
 * saved location's address wins.
 */
export const savedOrTypedAddressSchema = z
  .object({
    locationId: idRule().optional(),
    street: requiredText().optional(),
    city: requiredText().optional(),
    zipCode: zipCode.optional(),
  })
  .superRefine(requiredWithoutLocation(['street', 'city', 'zipCode']));

/** Ours: the most medicines one product line lists. */
export const MEDICINES_MAX = 50;

export const medicineSchema = z.object({
  details: requiredText(500),
  pickedUp: z.boolean().optional(),
});

export const dimensionsSchema = z.object({
  width: dimensionValue,
  height: dimensionValue,
  length: dimensionValue,
  weight: dimensionValue,
});

export const vehicleSchema = z.object({
  mark: requiredText(64),
  model: requiredText(64),
  registrationPlate: optionalChecked(isValidRegistrationPlate, orderMsg.registrationPlate, 16).transform((v) =>
    v?.toUpperCase(),
  ),
  vinNumber: optionalChecked(isValidVin, orderMsg.vin, 17).transform((v) => v?.toUpperCase()),
});

/** One product line: each field's format when present; which fields a product needs is orderCreateIssues' job. */
export const productLineSchema = z.object({
  id: idRule(),
  name: optionalText(255),
  code: optionalText(64),
  smsName: optionalText(64),
  oldDeviceCode: optionalText(64),
  serialNumber: optionalText(64),
  pesel: optionalChecked(isValidPesel, orderMsg.pesel, 11),
  receiptNo: optionalChecked(isValidReceiptNo, orderMsg.receiptNo, 4),
  amountToPayOnPickUp: z
    .preprocess(
      toDecimal,
      z
        .number({ error: orderMsg.number })
        .min(0, withParams(orderMsg.amount, { min: MIN_PAY_ON_PICKUP }))
        .max(PAY_ON_PICKUP_MAX, { error: msg.maxValue, params: { max: PAY_ON_PICKUP_MAX } } as never)
        .optional(),
    )
    .refine((v) => v === undefined || isValidAmount(v), {
      error: orderMsg.amount,
      params: { min: MIN_PAY_ON_PICKUP },
    } as never),
  medicines: z
    .array(medicineSchema)
    .min(1, { error: orderMsg.medicinesRequired })
    .max(MEDICINES_MAX, { error: msg.tooManyItems, params: { max: MEDICINES_MAX } } as never)
    .optional(),
  externalNo: optionalText(EXTERNAL_NO_MAX),
  dimensions: dimensionsSchema.optional(),
  vehicle: vehicleSchema.optional(),
});

export const paymentDetailsSchema = z
  .object({
    paymentType: z.enum(PAYMENT_TYPES, { error: msg.required }),
    paymentCode: optionalText(64),
  })
  .superRefine((p, ctx) => {
    if (p.paymentType === 'epruf_code') {
      if (!p.paymentCode) ctx.addIssue({ code: 'custom', path: ['paymentCode'], message: msg.required });
      else if (p.paymentCode.length > EPRUF_CODE_MAX)
        ctx.addIssue({
          code: 'custom',
          path: ['paymentCode'],
          message: msg.maxLength,
          params: { max: EPRUF_CODE_MAX },
        });
    } else if (p.paymentCode !== undefined && !isValidPaymentCode(p.paymentCode)) {
      ctx.addIssue({ code: 'custom', path: ['paymentCode'], message: orderMsg.paymentCode });
    }
  });

const isoInstant = isoDateTime();

/** POST /api/order/create. scheduled is derived: true exactly when scheduledAt is set. */
export const orderCreateSchema = z
  .object({
    companyId: idRule(),
    products: z
      .array(productLineSchema, { error: orderMsg.noProducts })
      .min(1, { error: orderMsg.noProducts })
      .max(50, { error: msg.tooManyItems, params: { max: 50 } } as never),
    clientName: requiredText(),
    clientStreet: requiredText(),
    clientCity: requiredText(),
    clientZipCode: zipCode,
    clientPhone: phone,
    notes: optionalText(1000),
    pickupPoint: pickupPointSchema.optional(),
    externalId: optionalText(EXTERNAL_ID_MAX),
    pmiOrderCode: optionalText(64),
    pmiOrderCode2: optionalText(64),
    swapType: optionalText(64),
    scheduledAt: z.preprocess((v) => (v === '' || v === null ? undefined : v), isoInstant.optional()),
    scheduled: z.boolean().optional(),
    packageSize: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(PACKAGE_SIZES, { error: msg.invalid }).optional(),
    ),
    paymentDetails: paymentDetailsSchema.optional(),
  })
  .transform((v) => ({ ...v, scheduled: v.scheduledAt !== undefined }));
export type OrderCreateParsed = z.infer<typeof orderCreateSchema>;

/** POST /api/order/check-delivery-availability. */
export const deliveryAvailabilitySchema = z.object({
  companyId: idRule(),
  sender: savedOrTypedAddressSchema.optional(),
  receiver: addressSchema,
  packageSize: z.enum(PACKAGE_SIZES, { error: msg.invalid }).optional(),
  at: isoInstant.optional(),
});
export type DeliveryAvailabilityParsed = z.infer<typeof deliveryAvailabilitySchema>;

/**
 * POST /api/order/delivery-slots: the pickup point (a saved location by id, or an address; absent: an order without
 * one, on the company's hours), the receiver, and which days: one local `date`, or the first `days` of the look-ahead.
 */
export const deliverySlotsSchema = z.object({
  companyId: idRule(),
  pickupPoint: savedOrTypedAddressSchema.optional(),
  receiver: addressSchema,
  date: calendarDate().optional(),
  days: wholeNumber(1, SCHEDULED_LOOKAHEAD_DAYS).optional(),
});
export type DeliverySlotsParsed = z.infer<typeof deliverySlotsSchema>;

/** GET /api/order/form-options. */
export const orderFormOptionsQuerySchema = z.object({
  companyId: idRule().optional(),
});

// ---- Catalogue-aware checks ----------------------------------------------------------------------------------

/** A zod-style issue: path, message key, and the key's parameters. */
export interface OrderIssue {
  path: (string | number)[];
  message: string;
  params?: Record<string, unknown>;
}

/** What orderCreateIssues needs to know about a catalogue product. */
export interface CatalogueProduct {
  id: number;
  /** When given, must equal the order's companyId. */
  companyId?: number;
  name: string;
  code: string;
  type: OrderType;
  /** Default true. */
  active?: boolean;
  maximumDimensions: MaximumDimensions | null;
  productSettings: ProductSettings;
}

export interface OrderCatalogue {
  orderSettings: Pick<CompanyOrderSettings, 'allowedPayments' | 'maxOrderProductsAllowed'> &
    Partial<CompanyOrderSettings>;
  products: CatalogueProduct[];
}

/** The product-line fields a form may ask (productSettings.productFormFields). */
const LINE_FIELDS: ProductFormField[] = [
  'name',
  'code',
  'pesel',
  'receiptNo',
  'amountToPayOnPickUp',
  'medicines',
  'externalNo',
  'smsName',
  'oldDeviceCode',
  'vehicle',
  'dimensions',
  'serialNumber',
];

/**
 * Fields that may stay empty although the product asks them: `dimensions` (the package size then falls back to the
 * company's default) and `name`/`code` (they default to the catalogue product's name and code: the card shows them).
 * Every other asked field is required.
 */
export const OPTIONAL_ASKED_FIELDS: ProductFormField[] = ['dimensions', 'name', 'code'];

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * A product line with only the fields its product asks (others dropped) and name/code defaulted from the catalogue.
 */
export function pickAskedFields<T extends Partial<ProductLineInput> & { id: number }>(
  line: T,
  product: CatalogueProduct,
): T {
  const asked = new Set(product.productSettings.productFormFields ?? []);
  const out: Record<string, unknown> = { id: line.id };
  for (const f of LINE_FIELDS) {
    if (asked.has(f) && !isEmpty(line[f as keyof T])) out[f] = line[f as keyof T];
  }
  out.name ??= product.name;
  out.code ??= product.code;
  return out as T;
}

/**
 * The rules that depend on the company and its products: at least
 * one product; each one of this company, active and not hidden (hideOnOrderForm); one order type per order; at most
 * maxOrderProductsAllowed lines and each product's maxProductsAllowed; the fields each product asks present;
 * paymentDetails of an allowed payment type; dimensions within the product's maximumDimensions and size L; a pickup
 * point for pickup_delivery orders.
 * `companyId` of the input is compared with each product's companyId when the catalogue gives it.
 */
export function orderCreateIssues(
  input: Pick<OrderCreateInput, 'companyId' | 'products' | 'paymentDetails' | 'pickupPoint'>,
  catalogue: OrderCatalogue,
): OrderIssue[] {
  const issues: OrderIssue[] = [];
  const lines = input.products ?? [];
  if (lines.length === 0) return [{ path: ['products'], message: orderMsg.noProducts }];
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));
  const max = catalogue.orderSettings.maxOrderProductsAllowed;
  if (typeof max === 'number' && max > 0 && lines.length > max) {
    issues.push({ path: ['products'], message: orderMsg.tooManyProducts, params: { max } });
  }
  let firstType: OrderType | undefined;
  const counts = new Map<number, number>();
  lines.forEach((line, i) => {
    const product = byId.get(line.id);
    if (
      !product ||
      product.active === false ||
      product.productSettings.hideOnOrderForm ||
      (product.companyId !== undefined && product.companyId !== input.companyId)
    ) {
      issues.push({ path: ['products', i, 'id'], message: orderMsg.productNotAvailable });
      return;
    }
    firstType ??= product.type;
    if (product.type !== firstType) issues.push({ path: ['products', i, 'id'], message: orderMsg.mixedOrderTypes });
    const count = (counts.get(product.id) ?? 0) + 1;
    counts.set(product.id, count);
    const own = product.productSettings.maxProductsAllowed;
    if (typeof own === 'number' && own > 0 && count === own + 1) {
      issues.push({ path: ['products', i, 'id'], message: orderMsg.tooManyOfProduct, params: { max: own } });
    }
    for (const field of product.productSettings.productFormFields ?? []) {
      if (OPTIONAL_ASKED_FIELDS.includes(field)) continue;
      const value = line[field as keyof ProductLineInput];
      if (isEmpty(value)) {
        issues.push({
          path: ['products', i, field],
          message: field === 'medicines' ? orderMsg.medicinesRequired : msg.required,
        });
      }
    }
    if ((product.productSettings.productFormFields ?? []).includes('dimensions')) {
      for (const d of dimensionIssues(line.dimensions, product.maximumDimensions)) {
        issues.push({
          path: d.field ? ['products', i, 'dimensions', d.field] : ['products', i, 'dimensions'],
          message: d.message,
          ...(d.params ? { params: d.params } : {}),
        });
      }
    }
  });
  // A pickup delivery is picked up somewhere: its pickup point block is required.
  if (firstType === 'pickup_delivery' && !input.pickupPoint)
    issues.push({ path: ['pickupPoint'], message: msg.required });
  const payment = input.paymentDetails;
  if (payment && !catalogue.orderSettings.allowedPayments.includes(payment.paymentType)) {
    issues.push({ path: ['paymentDetails', 'paymentType'], message: orderMsg.paymentNotAllowed });
  }
  return issues;
}
