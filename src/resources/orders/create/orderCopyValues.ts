// "Order again": the /orders/new form's initial values copied from an order as the order details call answers it (so
// with the user's field visibility: what the user may not see stays empty and the form asks for it). The company, the
// pickup point (the saved location when the company still offers it, else the typed address), the receiver, the
// products with the fields their product asks, the notes, the package size and the payment; the external id is left
// empty (it is unique per company) and the slot too (a past one is no slot). Nothing is sent: the user edits and sends.
import type { OrderDetails } from '../../../../domain/api.ts';
import { PAYMENT_TYPES, type PaymentType } from '../../../../domain/enums.ts';
import type { FormProduct, OrderFormOptions } from '../../../../domain/orderCreateApi.ts';
import type { OrderProductLine } from '../../../../domain/types.ts';
import { formatDecimalCell, formatMessageNumber } from '../../../../domain/numberFormat.ts';
import { addBlock } from './cartRules.ts';
import { orderableProducts } from './NothingToOrder.tsx';
import {
  emptyOrderForm,
  emptyPickupPoint,
  fieldsOf,
  newProductLine,
  TEXT_FIELDS,
  type AddressBlockValues,
  type OrderFormValues,
  type ProductLineValues,
} from './orderFormValues.ts';

export interface OrderCopy {
  values: OrderFormValues;
  /** Names of the order's products the form could not take (no longer offered, or beyond the cart's limits). */
  leftOut: string[];
  /** The receiver's data is not shown to the user (hashed away or without sensitiveData): the form asks for it. */
  receiverHidden: boolean;
}

const textOf = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | undefined, locale: string) =>
  value === undefined ? '' : formatMessageNumber(value, locale);

/** One product line of the order as a cart line of its catalogue product: the fields the product asks, filled in. */
const copyLine = (line: OrderProductLine, product: FormProduct, locale: string): ProductLineValues => {
  const copy = newProductLine(product);
  for (const field of fieldsOf(product)) {
    if ((TEXT_FIELDS as readonly string[]).includes(field)) {
      const value = line[field as (typeof TEXT_FIELDS)[number]];
      if (typeof value === 'string') copy[field as (typeof TEXT_FIELDS)[number]] = value;
    } else if (field === 'amountToPayOnPickUp' && typeof line.amountToPayOnPickUp === 'number') {
      // Minor units in the order, złote as typed in the form ("12,50").
      copy.amountToPayOnPickUp = formatDecimalCell(line.amountToPayOnPickUp / 100, locale);
    } else if (field === 'medicines' && line.medicines?.length) {
      copy.medicines = line.medicines.map((m) => ({ details: m.details }));
    } else if (field === 'dimensions' && line.dimensions) {
      const d = line.dimensions;
      copy.dimensions = {
        width: numberText(d.width, locale),
        height: numberText(d.height, locale),
        length: numberText(d.length, locale),
        weight: numberText(d.weight, locale),
      };
    } else if (field === 'vehicle' && line.vehicle) {
      const v = line.vehicle;
      copy.vehicle = {
        mark: v.mark,
        model: v.model,
        registrationPlate: textOf(v.registrationPlate),
        vinNumber: textOf(v.vinNumber),
      };
    }
  }
  return copy;
};

/** The pickup point: the company's saved location it came from (address locked), else the order's typed address. */
const copyPickupPoint = (order: OrderDetails, options: OrderFormOptions): AddressBlockValues => {
  const pickup = order.pickupPointDetails;
  if (!pickup) return emptyPickupPoint();
  const notes = textOf(pickup.notes);
  const location = options.locations.find((l) => l.id === pickup.locationId);
  if (location) {
    return {
      locationId: location.id,
      name: location.name,
      street: location.street,
      city: location.city,
      zipCode: location.zipCode,
      phone: textOf(pickup.phone ?? location.phone),
      notes,
    };
  }
  return {
    locationId: null,
    name: textOf(pickup.name),
    street: textOf(pickup.street),
    city: textOf(pickup.city),
    zipCode: textOf(pickup.zipCode),
    phone: textOf(pickup.phone),
    notes,
  };
};

/** The form's values copied from `order` for the company of `options` (the order's own company). */
export function orderCopyValues(order: OrderDetails, options: OrderFormOptions, locale: string): OrderCopy {
  const values = emptyOrderForm(options.company.id);
  const settings = options.company.orderSettings;
  const offered = orderableProducts(options);
  const leftOut: string[] = [];
  for (const line of order.products) {
    const product = offered.find((p) => p.id === line.id);
    if (!product || addBlock(product, values.products, options.products, settings.maxOrderProductsAllowed)) {
      leftOut.push(line.name ?? product?.name ?? `#${line.id}`);
      continue;
    }
    values.products.push(copyLine(line, product, locale));
  }
  values.pickupPoint = copyPickupPoint(order, options);
  const receiver = order.receiver;
  if (receiver.hidden) {
    // Only the city is shown of a hidden receiver: the rest is asked for.
    values.clientCity = textOf(receiver.city);
  } else {
    values.clientName = receiver.name;
    values.clientPhone = textOf(receiver.phone);
    values.clientStreet = textOf(receiver.street);
    values.clientCity = textOf(receiver.city);
    values.clientZipCode = textOf(receiver.zipCode);
  }
  values.notes = textOf(order.notes);
  if (order.packageSize && settings.orderFormFields.includes('packageSize')) values.packageSize = order.packageSize;
  const paymentType = order.payment?.paymentType as PaymentType | undefined;
  if (paymentType && PAYMENT_TYPES.includes(paymentType) && settings.allowedPayments.includes(paymentType))
    values.paymentDetails = { paymentType, paymentCode: textOf(order.payment?.paymentCode) };
  return { values, leftOut, receiverHidden: receiver.hidden };
}
