// The order create form's pure parts: the payload the values become, the cart rules, the suggested products, the
// shared validation at the form's paths and the estimate's outdated check (a changed sender or receiver address).
import { describe, expect, it } from 'vitest';
import { addBlock, cartType } from '../../src/resources/orders/create/cartRules.ts';
import { isOutdated } from '../../src/resources/orders/create/DeliveryEstimate.tsx';
import { orderFormIssues } from '../../src/resources/orders/create/orderFormValidation.ts';
import {
  emptyOrderForm,
  newProductLine,
  toOrderCreateInput,
  type OrderFormValues,
} from '../../src/resources/orders/create/orderFormValues.ts';
import { missingSuggestedProducts } from '../../src/resources/orders/create/SuggestedProductsDialog.tsx';
import { BOUQUET, CARD, MEDICINES, RETURN, SHOP, formOptions } from './support/orderCreateHandlers.ts';

const options = formOptions();
const ctx = { orderFormFields: options.company.orderSettings.orderFormFields };

const filled = (overrides: Partial<OrderFormValues> = {}): OrderFormValues => ({
  ...emptyOrderForm(3),
  products: [{ ...newProductLine(BOUQUET), externalNo: ' B-1 ' }],
  clientName: ' Jan Kowalski ',
  clientStreet: 'Świdnicka 10',
  clientCity: 'Wrocław',
  clientZipCode: '50-066',
  clientPhone: '600700800',
  ...overrides,
});

describe('the payload', () => {
  it('trims texts, reads comma decimals, leaves empty parts out and fills name and code from the catalogue', () => {
    const values = filled();
    values.products[0].dimensions = { width: '30', height: '', length: null, weight: '2,5' };
    expect(toOrderCreateInput(values, ctx)).toEqual({
      companyId: 3,
      products: [{ id: 11, name: 'Bukiet', code: 'BUKIET', externalNo: 'B-1', dimensions: { width: 30, weight: 2.5 } }],
      clientName: 'Jan Kowalski',
      clientStreet: 'Świdnicka 10',
      clientCity: 'Wrocław',
      clientZipCode: '50-066',
      clientPhone: '600700800',
    });
  });

  it('sends the slot with scheduled = true, the chosen size and the payment, only when the company’s form lists them', () => {
    const values = filled({
      scheduledAt: '2030-01-02T08:00:00.000Z',
      packageSize: 'L',
      paymentDetails: { paymentType: 'blik_manual', paymentCode: '12345678901234567890' },
      externalId: 'SHOP-1',
      pmiOrderCode: 'PMI-1',
    });
    const body = toOrderCreateInput(values, ctx);
    expect(body).toMatchObject({
      scheduledAt: '2030-01-02T08:00:00.000Z',
      scheduled: true,
      packageSize: 'L',
      externalId: 'SHOP-1',
    });
    expect(body.paymentDetails).toEqual({ paymentType: 'blik_manual', paymentCode: '12345678901234567890' });
    expect(body).not.toHaveProperty('pmiOrderCode');
    expect(toOrderCreateInput(values, { orderFormFields: [] })).not.toHaveProperty('scheduledAt');
    expect(
      toOrderCreateInput({ ...values, paymentDetails: { paymentType: 'generic_prepaid', paymentCode: '1' } }, ctx)
        .paymentDetails,
    ).toEqual({ paymentType: 'generic_prepaid' });
  });

  it('sends the pickup point with its saved location, and none when the block is empty', () => {
    expect(toOrderCreateInput(filled(), ctx)).not.toHaveProperty('pickupPoint');
    const values = filled({
      pickupPoint: {
        locationId: SHOP.id,
        name: SHOP.name,
        street: SHOP.street,
        city: SHOP.city,
        zipCode: SHOP.zipCode,
        phone: '',
        notes: null,
      },
    });
    expect(toOrderCreateInput(values, ctx).pickupPoint).toEqual({
      locationId: 21,
      name: 'Kwiaciarnia Rynek',
      street: 'Rynek 1',
      city: 'Wrocław',
      zipCode: '50-101',
    });
  });
});

describe('cart rules', () => {
  it('locks the type of the first line, the company maximum and the product maximum', () => {
    const products = options.products;
    expect(addBlock(RETURN, [], products, 3)).toBeNull();
    expect(cartType([{ id: BOUQUET.id }], products)).toBe('pickup_delivery');
    expect(addBlock(RETURN, [{ id: BOUQUET.id }], products, 3)).toBe('otherType');
    expect(addBlock(BOUQUET, [{ id: BOUQUET.id }, { id: BOUQUET.id }], products, 5)).toBe('productMax');
    expect(addBlock(MEDICINES, [{ id: BOUQUET.id }, { id: BOUQUET.id }, { id: CARD.id }], products, 3)).toBe(
      'companyMax',
    );
  });

  it('suggests the listed products the cart could still take', () => {
    const withSuggestions = formOptions({ orderSettings: { orderFormSuggestedProducts: [CARD.id, RETURN.id, 999] } });
    expect(missingSuggestedProducts([newProductLine(BOUQUET)], withSuggestions)).toEqual([CARD]);
    expect(missingSuggestedProducts([newProductLine(BOUQUET), newProductLine(CARD)], withSuggestions)).toEqual([]);
  });
});

describe('validation at the form’s paths', () => {
  it('puts field issues under the fields and group issues at <group>.root', () => {
    const values = filled({ clientZipCode: '50066' });
    values.products[0].dimensions = { width: '60', height: '60', length: '40', weight: '1' };
    const issues = orderFormIssues(values, options);
    expect(issues.get('clientZipCode')?.message).toBe('validation.zipCode');
    expect(issues.get('products.0.dimensions.height')).toMatchObject({
      message: 'validation.maxDimension',
      args: { max: 40 },
    });
    const sideSum = filled();
    sideSum.products[0].dimensions = { width: '50', height: '30', length: '30,5', weight: '1' };
    const small = formOptions({ products: [{ ...BOUQUET, maximumDimensions: { sideSum: 100 } }] });
    expect(orderFormIssues(sideSum, small).get('products.0.dimensions.root')).toMatchObject({
      message: 'validation.sideSum',
      args: { max: 100 },
    });
    expect(orderFormIssues(filled({ products: [] }), options).get('products.root')?.message).toBe(
      'validation.noProducts',
    );
    expect(orderFormIssues(filled(), options).get('pickupPoint.root')?.message).toBe('validation.required');
    const withPickup = filled({
      pickupPoint: {
        locationId: null,
        name: 'Sklep',
        street: 'Rynek 1',
        city: 'Wrocław',
        zipCode: '50-101',
        phone: '',
        notes: '',
      },
    });
    expect([...orderFormIssues(withPickup, options).keys()]).toEqual([]);
  });
});

describe('the estimate', () => {
  it('is outdated when the pickup or the receiver address differs from the query', () => {
    const values = filled();
    const query = { companyId: 3, receiver: { street: 'Świdnicka 10', city: 'Wrocław', zipCode: '50-066' } };
    expect(isOutdated(query, values)).toBe(false);
    expect(isOutdated(query, { ...values, clientCity: 'Kraków' })).toBe(true);
    expect(isOutdated(query, { ...values, pickupPoint: { ...values.pickupPoint, street: 'Rynek 1' } })).toBe(true);
  });
});
