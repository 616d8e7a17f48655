// The product form's values: what a new product starts with, a record as the form edits it, the body sent back (the
// record whole, so that a save loses nothing), and the check with the shared schema (domain/productSchemas.ts)
// whose messages land under their fields, the server's field errors of a 400 too.
import type { OrderType } from '../../../domain/enums.ts';
import {
  MAXIMUM_DIMENSION_FIELDS,
  PRODUCT_TYPE_FEATURES,
  productFormSchema,
  type ProductFieldsInput,
  type ProductRecord,
  type ProductSettingsRecord,
} from '../../../domain/productSchemas.ts';
import type { MaximumDimensions } from '../../../domain/types.ts';
import { schemaValidator, type FieldPath } from '../../forms/formErrors.ts';

type Dimensions = Record<(typeof MAXIMUM_DIMENSION_FIELDS)[number], number | null>;

export interface ProductFormValues {
  id?: number;
  companyId: number | null;
  name: string;
  code: string;
  type: OrderType;
  dimensionsAlgorithm: ProductRecord['dimensionsAlgorithm'];
  maximumDimensions: Dimensions;
  productSettings: ProductSettingsRecord;
  canTransferStock: boolean;
  active: boolean;
}

const noDimensions = (): Dimensions => Object.fromEntries(MAXIMUM_DIMENSION_FIELDS.map((f) => [f, null])) as Dimensions;

/** A new product: a parcel of the given company, active, offered on the order form, asking nothing yet. */
export const newProductValues = (companyId: number | null = null): ProductFormValues => ({
  companyId,
  name: '',
  code: '',
  type: 'pickup_delivery',
  dimensionsAlgorithm: null,
  maximumDimensions: noDimensions(),
  productSettings: {
    hideOnOrderForm: false,
    productFormFields: [],
    helperProduct: false,
    maxProductsAllowed: null,
    showLocationsSelectForReceiverOnOrderForm: false,
  },
  canTransferStock: false,
  active: true,
});

/** A stored product as the form edits it: every limit present (empty ones null). */
export const productFormValues = (record: ProductRecord): ProductFormValues => ({
  id: record.id,
  companyId: record.companyId,
  name: record.name,
  code: record.code,
  type: record.type,
  dimensionsAlgorithm: record.dimensionsAlgorithm,
  maximumDimensions: { ...noDimensions(), ...(record.maximumDimensions ?? {}) },
  productSettings: { ...record.productSettings, productFormFields: [...record.productSettings.productFormFields] },
  canTransferStock: record.canTransferStock,
  active: record.active,
});

const number = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The editable fields of the form's values as the API takes them. What the chosen type cannot use (a type changed on
 * a new product) is left out rather than sent back as an error the form does not show; a stored product never has it.
 */
export const productFields = (values: ProductFormValues): ProductFieldsInput => {
  const features = PRODUCT_TYPE_FEATURES[values.type] ?? PRODUCT_TYPE_FEATURES.pickup_delivery;
  const limits = Object.fromEntries(
    MAXIMUM_DIMENSION_FIELDS.map((f) => [f, number(values.maximumDimensions?.[f])]).filter(([, v]) => v !== null),
  ) as MaximumDimensions;
  const settings = values.productSettings;
  return {
    name: values.name ?? '',
    code: values.code ?? '',
    type: values.type,
    dimensionsAlgorithm: features.dimensions ? (values.dimensionsAlgorithm ?? null) : null,
    maximumDimensions: features.dimensions && Object.keys(limits).length ? limits : null,
    productSettings: {
      hideOnOrderForm: settings.hideOnOrderForm === true,
      productFormFields: (settings.productFormFields ?? []).filter((f) => features.formFields.includes(f)),
      helperProduct: settings.helperProduct === true,
      maxProductsAllowed: number(settings.maxProductsAllowed),
      showLocationsSelectForReceiverOnOrderForm:
        features.receiverLocations && settings.showLocationsSelectForReceiverOnOrderForm === true,
    },
    canTransferStock: values.canTransferStock === true,
    active: values.active !== false,
  };
};

/**
 * Where a message goes: the field it names; an item of the asked fields belongs to the checkbox group as a whole (it
 * has no input of its own).
 */
export const productFieldPath: FieldPath = (path) => {
  const parts = path.map(String);
  const at = parts.indexOf('productFormFields');
  return at >= 0 ? parts.slice(0, at + 1) : parts;
};

/** The form's validation: the shared schema on the body the form would send. */
export const validateProductForm = schemaValidator(productFormSchema, productFields, {
  fieldPath: productFieldPath,
});
