// The values of the /orders/new form and the payload they become (POST /order/create). Form paths follow the payload's
// (products.0.receiptNo, clientZipCode, pickupPoint.street…) so the shared schema's issues and the server's 400 field
// errors land under the fields without a mapping. Decimal fields are typed as text (comma or dot) and sent as numbers.
import type { PackageSize, PaymentType } from '../../../../domain/enums.ts';
import type {
  AddressInput,
  FormProduct,
  OrderCreateInput,
  ProductLineInput,
} from '../../../../domain/orderCreateApi.ts';
import type { ProductFormField } from '../../../../domain/types.ts';
import { parseDecimal } from '../../../../domain/validators.ts';

type Text = string | null | undefined;

export interface MedicineValues {
  details: Text;
}

export interface DimensionsValues {
  width: Text;
  height: Text;
  length: Text;
  weight: Text;
}

export interface VehicleValues {
  mark: Text;
  model: Text;
  registrationPlate: Text;
  vinNumber: Text;
}

export interface ProductLineValues {
  /** The catalogue product. */
  id: number;
  name?: Text;
  code?: Text;
  smsName?: Text;
  oldDeviceCode?: Text;
  serialNumber?: Text;
  pesel?: Text;
  receiptNo?: Text;
  amountToPayOnPickUp?: Text;
  externalNo?: Text;
  medicines?: MedicineValues[];
  dimensions?: DimensionsValues;
  vehicle?: VehicleValues;
}

export interface AddressBlockValues {
  /** The saved location the block was filled from (address locked), or null (typed). */
  locationId: number | null;
  name: Text;
  street: Text;
  city: Text;
  zipCode: Text;
  phone: Text;
  notes: Text;
}

export interface OrderFormValues {
  companyId: number | null;
  externalId: Text;
  notes: Text;
  pmiOrderCode: Text;
  pmiOrderCode2: Text;
  swapType: Text;
  products: ProductLineValues[];
  pickupPoint: AddressBlockValues;
  /** Form only: the saved location the receiver was filled from (locks the receiver's address). */
  receiverLocationId: number | null;
  clientName: Text;
  clientStreet: Text;
  clientCity: Text;
  clientZipCode: Text;
  clientPhone: Text;
  /** '' = derived (dimensions, else the company's default). */
  packageSize: PackageSize | '' | null;
  paymentDetails: { paymentType: PaymentType | '' | null; paymentCode: Text };
  /** ISO start of the chosen slot; null = as soon as possible. */
  scheduledAt: string | null;
}

export const emptyPickupPoint = (): AddressBlockValues => ({
  locationId: null,
  name: '',
  street: '',
  city: '',
  zipCode: '',
  phone: '',
  notes: '',
});

export const emptyOrderForm = (companyId: number | null = null): OrderFormValues => ({
  companyId,
  externalId: '',
  notes: '',
  pmiOrderCode: '',
  pmiOrderCode2: '',
  swapType: '',
  products: [],
  pickupPoint: emptyPickupPoint(),
  receiverLocationId: null,
  clientName: '',
  clientStreet: '',
  clientCity: '',
  clientZipCode: '',
  clientPhone: '',
  packageSize: '',
  paymentDetails: { paymentType: '', paymentCode: '' },
  scheduledAt: null,
});

export const fieldsOf = (product: Pick<FormProduct, 'productSettings'>): ProductFormField[] =>
  product.productSettings.productFormFields ?? [];

/**
 * A new cart line of a catalogue product: the fields its productFormFields asks, name and code filled in with the
 * catalogue's (the shared rules default them so: orderCreateSchemas pickAskedFields).
 */
export const newProductLine = (product: FormProduct): ProductLineValues => {
  const fields = fieldsOf(product);
  const line: ProductLineValues = { id: product.id };
  for (const field of fields) {
    if (field === 'medicines') line.medicines = [{ details: '' }];
    else if (field === 'dimensions') line.dimensions = { width: '', height: '', length: '', weight: '' };
    else if (field === 'vehicle') line.vehicle = { mark: '', model: '', registrationPlate: '', vinNumber: '' };
    else line[field] = field === 'name' ? product.name : field === 'code' ? product.code : '';
  }
  return line;
};

/** Trimmed text, or undefined when blank. */
export const text = (value: Text): string | undefined => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed ? trimmed : undefined;
};

/**
 * A typed decimal ("12,5", "12.50") as a number (domain/validators parseDecimal); undefined when blank; an
 * unreadable text goes as typed, so the shared schema refuses it with its own message.
 */
export const decimal = (value: Text): number | undefined => {
  const typed = text(value);
  if (typed === undefined) return undefined;
  return parseDecimal(typed) ?? (typed as unknown as number);
};

/** The product line's text fields, as the form holds them and the body sends them. */
export const TEXT_FIELDS = [
  'name',
  'code',
  'smsName',
  'oldDeviceCode',
  'serialNumber',
  'pesel',
  'receiptNo',
  'externalNo',
] as const;

export const productLineInput = (line: ProductLineValues): ProductLineInput => {
  const input: ProductLineInput = { id: line.id };
  for (const field of TEXT_FIELDS) {
    if (line[field] !== undefined) input[field] = text(line[field]);
  }
  if (line.amountToPayOnPickUp !== undefined) input.amountToPayOnPickUp = decimal(line.amountToPayOnPickUp);
  if (line.medicines) input.medicines = line.medicines.map((m) => ({ details: text(m.details) ?? '' }));
  if (line.dimensions) {
    const d = line.dimensions;
    const dimensions = {
      width: decimal(d.width),
      height: decimal(d.height),
      length: decimal(d.length),
      weight: decimal(d.weight),
    };
    input.dimensions = Object.fromEntries(Object.entries(dimensions).filter(([, v]) => v !== undefined));
  }
  if (line.vehicle) {
    const v = line.vehicle;
    input.vehicle = {
      mark: text(v.mark) ?? '',
      model: text(v.model) ?? '',
      registrationPlate: text(v.registrationPlate),
      vinNumber: text(v.vinNumber),
    };
  }
  // Keys left undefined are dropped by JSON; drop them here too so the schema sees what the server will.
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as ProductLineInput;
};

const hasAddress = (block: AddressBlockValues) =>
  block.locationId !== null ||
  [block.name, block.street, block.city, block.zipCode, block.phone].some((v) => text(v) !== undefined);

/** The pickup point's address as the estimate and the outdated check use it. */
export const senderAddress = (values: Pick<OrderFormValues, 'pickupPoint'>): AddressInput | undefined => {
  const p = values.pickupPoint;
  if (!hasAddress(p)) return undefined;
  return { street: text(p.street) ?? '', city: text(p.city) ?? '', zipCode: text(p.zipCode) ?? '' };
};

export const receiverAddress = (
  values: Pick<OrderFormValues, 'clientStreet' | 'clientCity' | 'clientZipCode'>,
): AddressInput => ({
  street: text(values.clientStreet) ?? '',
  city: text(values.clientCity) ?? '',
  zipCode: text(values.clientZipCode) ?? '',
});

export interface PayloadContext {
  /** Company orderFormFields: optional parts of the form the company uses. */
  orderFormFields: string[];
}

export const formHas = (ctx: PayloadContext, field: string) => ctx.orderFormFields.includes(field);

/** The form values as POST /api/order/create takes them. */
export const toOrderCreateInput = (values: OrderFormValues, ctx: PayloadContext): OrderCreateInput => {
  const pickup = values.pickupPoint;
  const input: OrderCreateInput = {
    companyId: values.companyId ?? 0,
    products: values.products.map(productLineInput),
    clientName: text(values.clientName) ?? '',
    clientStreet: text(values.clientStreet) ?? '',
    clientCity: text(values.clientCity) ?? '',
    clientZipCode: text(values.clientZipCode) ?? '',
    clientPhone: text(values.clientPhone) ?? '',
  };
  if (hasAddress(pickup)) {
    input.pickupPoint = {
      ...(pickup.locationId !== null ? { locationId: pickup.locationId } : {}),
      name: text(pickup.name) ?? '',
      street: text(pickup.street) ?? '',
      city: text(pickup.city) ?? '',
      zipCode: text(pickup.zipCode) ?? '',
      ...(text(pickup.phone) ? { phone: text(pickup.phone) } : {}),
      ...(text(pickup.notes) ? { notes: text(pickup.notes) } : {}),
    };
  }
  for (const field of ['notes', 'externalId', 'pmiOrderCode', 'pmiOrderCode2', 'swapType'] as const) {
    const value = text(values[field]);
    if (value && formHas(ctx, field)) input[field] = value;
  }
  if (values.scheduledAt && formHas(ctx, 'scheduledAt')) {
    input.scheduledAt = values.scheduledAt;
    input.scheduled = true;
  }
  if (values.packageSize && formHas(ctx, 'packageSize')) input.packageSize = values.packageSize;
  const paymentType = values.paymentDetails?.paymentType;
  if (paymentType && formHas(ctx, 'paymentDetails')) {
    const paymentCode = text(values.paymentDetails.paymentCode);
    input.paymentDetails = {
      paymentType,
      ...(paymentCode && paymentType !== 'generic_prepaid' ? { paymentCode } : {}),
    };
  }
  return input;
};
