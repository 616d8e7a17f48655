// Products of a company (what it sells and what the order form offers): the zod schemas of the back office's
// product calls (GET /api/product/page-list, GET /api/product/details, POST /api/product/create and /update), the
// fields each product type may use, and the shape the API answers. Shared by the console's form and the server
// (validation once). Messages are i18n keys (validation.*, products.validation.*).
import { z } from 'zod';
import { ORDER_TYPES, type OrderType } from './enums.ts';
import { idRule, msg, pageRule, requiredTextUpTo, wholeNumber } from './schemas.ts';
import { text } from './text.ts';
import type { MaximumDimensions, ProductFormField } from './types.ts';
import { MAX_ORDER_PRODUCTS_LIMIT } from './companySchemas.ts';
import { PRODUCT_LIST_DEFAULT_PER_PAGE } from './constants.ts';

export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_CODE_MAX = 64;
export const PRODUCT_SEARCH_MAX = 100;
export const PRODUCT_LIST_MAX_PER_PAGE = 100;
export { PRODUCT_LIST_DEFAULT_PER_PAGE };
/** The largest value of one maximum dimension (centimetres; kilograms for the weight). */
export const PRODUCT_DIMENSION_MAX = 1000;

/** The fields an order form may ask for a product line (productSettings.productFormFields), in the form's order. */
export const PRODUCT_FORM_FIELDS = [
  'name',
  'code',
  'externalNo',
  'dimensions',
  'amountToPayOnPickUp',
  'receiptNo',
  'pesel',
  'medicines',
  'smsName',
  'oldDeviceCode',
  'serialNumber',
  'vehicle',
] as const satisfies readonly ProductFormField[];
// Every ProductFormField is listed: a new field of types.ts fails the type check here.
type UnlistedField = Exclude<ProductFormField, (typeof PRODUCT_FORM_FIELDS)[number]>;
export const EVERY_FORM_FIELD_LISTED: [UnlistedField] extends [never] ? true : never = true;

/** How the order form checks a line's dimensions against the maximum: the sum of the sides or the largest side. */
export const DIMENSIONS_ALGORITHMS = ['sideSum', 'largestSide'] as const;
export type DimensionsAlgorithm = (typeof DIMENSIONS_ALGORITHMS)[number];

export const MAXIMUM_DIMENSION_FIELDS = [
  'weight',
  'width',
  'height',
  'length',
  'largestSide',
  'sideSum',
] as const satisfies readonly (keyof MaximumDimensions)[];

const COMMON_FIELDS: ProductFormField[] = [
  'name',
  'code',
  'externalNo',
  'amountToPayOnPickUp',
  'receiptNo',
  'pesel',
  'medicines',
];

/**
 * What each product type may use, our choice after the demo's catalogue: parcels (pickup_delivery, simple_delivery,
 * iqos) have dimensions and a maximum; IQOS devices have their SMS name, the old device's code and serial numbers;
 * a simple_arrival (the driver collects something from the receiver: a car for service, a return) asks no dimensions,
 * may ask the vehicle and may offer the company's pickup points as the receiver.
 */
export const PRODUCT_TYPE_FEATURES: Record<
  OrderType,
  { dimensions: boolean; receiverLocations: boolean; formFields: readonly ProductFormField[] }
> = {
  pickup_delivery: { dimensions: true, receiverLocations: false, formFields: [...COMMON_FIELDS, 'dimensions'] },
  simple_delivery: { dimensions: true, receiverLocations: false, formFields: [...COMMON_FIELDS, 'dimensions'] },
  iqos: {
    dimensions: true,
    receiverLocations: false,
    formFields: [...COMMON_FIELDS, 'dimensions', 'smsName', 'oldDeviceCode', 'serialNumber'],
  },
  simple_arrival: { dimensions: false, receiverLocations: true, formFields: [...COMMON_FIELDS, 'vehicle'] },
};

/** The fields a product of `type` may ask, in the form's order. */
export const formFieldsOfType = (type: OrderType): ProductFormField[] =>
  PRODUCT_FORM_FIELDS.filter((f) => PRODUCT_TYPE_FEATURES[type].formFields.includes(f));

// ---- Inputs ---------------------------------------------------------------------------------------------------------

const dimension = z
  .number({ error: 'validation.number' })
  .positive({ error: 'validation.positive' })
  .max(PRODUCT_DIMENSION_MAX, { error: msg.maxValue, params: { max: PRODUCT_DIMENSION_MAX } } as never)
  .multipleOf(0.01, { error: 'products.validation.twoDecimals' });

/** Each limit optional; an empty object is no limit (null). */
export const maximumDimensionsSchema = z
  .object(
    Object.fromEntries(MAXIMUM_DIMENSION_FIELDS.map((f) => [f, dimension.nullish()])) as Record<
      (typeof MAXIMUM_DIMENSION_FIELDS)[number],
      z.ZodOptional<z.ZodNullable<typeof dimension>>
    >,
  )
  .nullable()
  .transform((v): MaximumDimensions | null => {
    if (!v) return null;
    const kept = Object.fromEntries(
      MAXIMUM_DIMENSION_FIELDS.filter((f) => typeof v[f] === 'number').map((f) => [f, v[f]]),
    ) as MaximumDimensions;
    return Object.keys(kept).length ? kept : null;
  });

export const productSettingsSchema = z.object({
  hideOnOrderForm: z.boolean().default(false),
  productFormFields: z
    .array(z.enum(PRODUCT_FORM_FIELDS, { error: msg.invalid }))
    .max(PRODUCT_FORM_FIELDS.length)
    .default([]),
  helperProduct: z.boolean().default(false),
  /** Lines of this product per order; null: only the company's limit of products per order applies. */
  maxProductsAllowed: z
    .number({ error: 'validation.number' })
    .int({ error: msg.integer })
    .min(1, { error: msg.minValue, params: { min: 1 } } as never)
    .max(MAX_ORDER_PRODUCTS_LIMIT, { error: msg.maxValue, params: { max: MAX_ORDER_PRODUCTS_LIMIT } } as never)
    .nullable()
    .default(null),
  showLocationsSelectForReceiverOnOrderForm: z.boolean().default(false),
});

/** The editable fields of a product (the image and the creation date are the server's). */
const productFields = {
  name: requiredTextUpTo(PRODUCT_NAME_MAX),
  code: requiredTextUpTo(PRODUCT_CODE_MAX),
  type: z.enum(ORDER_TYPES, { error: msg.required }),
  dimensionsAlgorithm: z.enum(DIMENSIONS_ALGORITHMS, { error: msg.invalid }).nullable().default(null),
  maximumDimensions: maximumDimensionsSchema.default(null),
  productSettings: productSettingsSchema,
  canTransferStock: z.boolean().default(false),
  active: z.boolean().default(true),
};

type FieldsOutput = z.output<z.ZodObject<typeof productFields>>;

/** The rules between fields: what the product's type allows (PRODUCT_TYPE_FEATURES). */
const typeRules = (v: FieldsOutput, ctx: z.RefinementCtx) => {
  const features = PRODUCT_TYPE_FEATURES[v.type];
  v.productSettings.productFormFields.forEach((field, i) => {
    if (!features.formFields.includes(field)) {
      ctx.addIssue({
        code: 'custom',
        path: ['productSettings', 'productFormFields', i],
        message: 'products.validation.fieldNotForType',
      });
    }
  });
  if (!features.dimensions && (v.maximumDimensions || v.dimensionsAlgorithm)) {
    ctx.addIssue({ code: 'custom', path: ['maximumDimensions'], message: 'products.validation.noDimensionsForType' });
  }
  if (!features.receiverLocations && v.productSettings.showLocationsSelectForReceiverOnOrderForm) {
    ctx.addIssue({
      code: 'custom',
      path: ['productSettings', 'showLocationsSelectForReceiverOnOrderForm'],
      message: 'products.validation.notForType',
    });
  }
  if (new Set(v.productSettings.productFormFields).size !== v.productSettings.productFormFields.length) {
    ctx.addIssue({ code: 'custom', path: ['productSettings', 'productFormFields'], message: msg.invalid });
  }
};

/** What the form edits (create and edit share it; the company is chosen on create only). */
export const productFormSchema = z.object(productFields).superRefine(typeRules);

/** POST /api/product/create. */
export const createProductSchema = z.object({ companyId: idRule(), ...productFields }).superRefine(typeRules);
export type CreateProductInput = z.output<typeof createProductSchema>;

/** POST /api/product/update: every editable field (a form sends the record back whole); the type cannot change. */
export const updateProductSchema = z.object({ productId: idRule(), ...productFields }).superRefine(typeRules);
export type UpdateProductInput = z.output<typeof updateProductSchema>;
export type ProductFieldsInput = z.output<typeof productFormSchema>;

// ---- Queries --------------------------------------------------------------------------------------------------------

export const PRODUCT_LIST_SORTS = [
  'name',
  '-name',
  'code',
  '-code',
  'type',
  '-type',
  'createdAt',
  '-createdAt',
] as const;
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number];

const bool = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());

/** GET /api/product/page-list: one page of the back office's product list. */
export const productPageListQuerySchema = z.object({
  companyId: idRule().optional(),
  q: text(PRODUCT_SEARCH_MAX).optional(),
  type: z.enum(ORDER_TYPES).optional(),
  active: bool.optional(),
  page: pageRule().default(1),
  perPage: wholeNumber(1, PRODUCT_LIST_MAX_PER_PAGE).default(PRODUCT_LIST_DEFAULT_PER_PAGE),
  sort: z.enum(PRODUCT_LIST_SORTS).default('name'),
});
export type ProductPageListQuery = z.output<typeof productPageListQuerySchema>;

export const productIdQuerySchema = z.object({ productId: idRule() });

// ---- Answers --------------------------------------------------------------------------------------------------------

/** productSettings as the back office reads and writes them: every setting present. */
export interface ProductSettingsRecord {
  hideOnOrderForm: boolean;
  productFormFields: ProductFormField[];
  helperProduct: boolean;
  maxProductsAllowed: number | null;
  showLocationsSelectForReceiverOnOrderForm: boolean;
}

/** One product as the back office shows it (the list's row and the details). */
export interface ProductRecord {
  id: number;
  companyId: number;
  companyName: string;
  name: string;
  code: string;
  type: OrderType;
  dimensionsAlgorithm: DimensionsAlgorithm | null;
  maximumDimensions: MaximumDimensions | null;
  productSettings: ProductSettingsRecord;
  imageUrl: string | null;
  canTransferStock: boolean;
  active: boolean;
  createdAt: string;
}

export interface ProductPageListResponse {
  items: ProductRecord[];
  total: number;
}

export interface ProductDetailsResponse {
  product: ProductRecord;
}

/** 409: another product of the company has this code (codes are unique per company, case-insensitive). */
export const PRODUCT_CODE_TAKEN = 'product_code_taken';
/** 400: a product keeps the type it was created with (orders and stock refer to it). */
export const PRODUCT_TYPE_READ_ONLY = 'product_type_read_only';

// ---- The product of the onboarding ----------------------------------------------------------------------------------

/** The code of the product an E-product Pickup company gets at activation. */
export const ONBOARDING_PICKUP_CODE = 'E-PICKUP';
/** The limits of the largest package size (L: 31.5 kg, 100 × 80 × 50 cm; the demo's parcels use the same). */
export const PICKUP_MAXIMUM_DIMENSIONS: MaximumDimensions = {
  weight: 31.5,
  width: 100,
  height: 80,
  length: 50,
  largestSide: 100,
  sideSum: 230,
};
/** The order-form fields of that product: its name (filled in) and the dimensions (optional: they size the package). */
export const ONBOARDING_PICKUP_FORM_FIELDS: ProductFormField[] = ['name', 'dimensions'];
/** The company's order-form parts an E-product Pickup company uses: a time slot (else 180 minutes) and the package size. */
export const ONBOARDING_PICKUP_ORDER_FORM_FIELDS = ['scheduledAt', 'packageSize'];
