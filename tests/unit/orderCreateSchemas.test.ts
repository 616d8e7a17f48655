import { describe, expect, it } from 'vitest';
import {
  deliveryAvailabilitySchema,
  orderCreateIssues,
  orderCreateSchema,
  pickAskedFields,
  type CatalogueProduct,
} from '../../domain/orderCreateSchemas.ts';

const base = {
  companyId: 1,
  products: [{ id: 10 }],
  clientName: 'Jan Kowalski',
  clientStreet: 'Marszałkowska 10',
  clientCity: 'Warszawa',
  clientZipCode: '00-590',
  clientPhone: '+48 600 700 800',
};

const errorsOf = (input: unknown) => {
  const r = orderCreateSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('orderCreateSchema', () => {
  it('parses a minimal order and derives scheduled', () => {
    const r = orderCreateSchema.parse({ ...base, scheduledAt: '2026-01-15T08:00:00+01:00' });
    expect(r.scheduled).toBe(true);
    expect(orderCreateSchema.parse(base).scheduled).toBe(false);
  });

  it('parses comma decimals of form strings and JSON numbers', () => {
    const r = orderCreateSchema.parse({
      ...base,
      products: [
        { id: 10, amountToPayOnPickUp: '12,50', dimensions: { weight: '2,5', width: 30, height: '20.5', length: '' } },
      ],
    });
    expect(r.products[0]!.amountToPayOnPickUp).toBe(12.5);
    expect(r.products[0]!.dimensions).toEqual({ weight: 2.5, width: 30, height: 20.5 });
  });

  it('reports each field rule with a validation key', () => {
    expect(
      errorsOf({
        ...base,
        clientZipCode: '00590',
        clientPhone: '12',
        externalId: 'x'.repeat(33),
        products: [
          {
            id: 10,
            pesel: '44051401358',
            receiptNo: '123',
            amountToPayOnPickUp: '0,00',
            externalNo: 'y'.repeat(33),
            medicines: [],
            vehicle: { mark: '', model: 'Golf', registrationPlate: 'WA_123', vinNumber: '1HGCM82633I004352' },
            dimensions: { weight: 'abc' },
          },
        ],
        paymentDetails: { paymentType: 'generic_prepaid', paymentCode: '123' },
      }),
    ).toEqual({
      clientZipCode: 'validation.zipCode',
      clientPhone: 'validation.phone',
      externalId: 'validation.maxLength',
      'products.0.pesel': 'validation.pesel',
      'products.0.receiptNo': 'validation.receiptNo',
      'products.0.amountToPayOnPickUp': 'validation.amount',
      'products.0.externalNo': 'validation.maxLength',
      'products.0.medicines': 'validation.medicinesRequired',
      'products.0.vehicle.mark': 'validation.required',
      'products.0.vehicle.registrationPlate': 'validation.registrationPlate',
      'products.0.vehicle.vinNumber': 'validation.vin',
      'products.0.dimensions.weight': 'validation.number',
      'paymentDetails.paymentCode': 'validation.paymentCode',
    });
  });

  it('requires the receiver and at least one product', () => {
    const errors = errorsOf({ companyId: 1, products: [] });
    expect(errors).toMatchObject({
      products: 'validation.noProducts',
      clientName: 'validation.required',
      clientStreet: 'validation.required',
      clientCity: 'validation.required',
      clientZipCode: 'validation.required',
      clientPhone: 'validation.required',
    });
  });

  it('epruf codes are required and at most 32 characters; payment codes exactly 20 digits', () => {
    expect(errorsOf({ ...base, paymentDetails: { paymentType: 'epruf_code' } })).toEqual({
      'paymentDetails.paymentCode': 'validation.required',
    });
    expect(errorsOf({ ...base, paymentDetails: { paymentType: 'epruf_code', paymentCode: 'E'.repeat(33) } })).toEqual({
      'paymentDetails.paymentCode': 'validation.maxLength',
    });
    expect(
      errorsOf({ ...base, paymentDetails: { paymentType: 'blik_manual', paymentCode: '12345678901234567890' } }),
    ).toEqual({});
  });

  it('uppercases VIN and plate', () => {
    const r = orderCreateSchema.parse({
      ...base,
      products: [
        {
          id: 10,
          vehicle: { mark: 'Volkswagen', model: 'Golf', registrationPlate: 'wa 12345', vinNumber: 'wvwzzz1jzxw000001' },
        },
      ],
    });
    expect(r.products[0]!.vehicle).toEqual({
      mark: 'Volkswagen',
      model: 'Golf',
      registrationPlate: 'WA 12345',
      vinNumber: 'WVWZZZ1JZXW000001',
    });
  });
});

describe('deliveryAvailabilitySchema', () => {
  it('needs a receiver address with a valid zip code', () => {
    const r = deliveryAvailabilitySchema.safeParse({
      companyId: 1,
      receiver: { street: 'Długa 1', city: 'Kraków', zipCode: '31154' },
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['receiver', 'zipCode'], message: 'validation.zipCode' });
    expect(
      deliveryAvailabilitySchema.parse({
        companyId: '1',
        receiver: { street: 'Długa 1', city: 'Kraków', zipCode: '31-154' },
      }).companyId,
    ).toBe(1);
  });
});

describe('orderCreateIssues', () => {
  const pp = { pickupPoint: { name: 'Apteka', street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' } };
  const product = (id: number, over: Partial<CatalogueProduct> = {}): CatalogueProduct => ({
    id,
    companyId: 1,
    name: `P${id}`,
    code: `C${id}`,
    type: 'pickup_delivery',
    maximumDimensions: null,
    productSettings: { productFormFields: ['name', 'code'] },
    ...over,
  });
  const catalogue = {
    orderSettings: { allowedPayments: ['generic_prepaid' as const], maxOrderProductsAllowed: 3 },
    products: [
      product(10, {
        productSettings: {
          productFormFields: ['name', 'pesel', 'receiptNo', 'medicines', 'amountToPayOnPickUp', 'externalNo'],
          maxProductsAllowed: 1,
        },
      }),
      product(11, { type: 'iqos' }),
      product(12, { productSettings: { hideOnOrderForm: true } }),
      product(13, { companyId: 2 }),
      product(14, {
        maximumDimensions: { weight: 10, largestSide: 50 },
        productSettings: { productFormFields: ['dimensions'] },
      }),
      product(15),
    ],
  };

  it('at least one product', () => {
    expect(orderCreateIssues({ ...pp, companyId: 1, products: [] }, catalogue)).toEqual([
      { path: ['products'], message: 'validation.noProducts' },
    ]);
  });

  it('products of the company, not hidden, one order type, within both maxima', () => {
    const issues = orderCreateIssues(
      { ...pp, companyId: 1, products: [{ id: 15 }, { id: 11 }, { id: 12 }, { id: 13 }, { id: 99 }] },
      catalogue,
    );
    expect(issues).toEqual([
      { path: ['products'], message: 'validation.tooManyProducts', params: { max: 3 } },
      { path: ['products', 1, 'id'], message: 'validation.mixedOrderTypes' },
      { path: ['products', 2, 'id'], message: 'validation.productNotAvailable' },
      { path: ['products', 3, 'id'], message: 'validation.productNotAvailable' },
      { path: ['products', 4, 'id'], message: 'validation.productNotAvailable' },
    ]);
    const twice = orderCreateIssues(
      {
        ...pp,
        companyId: 1,
        products: [
          {
            id: 10,
            pesel: '44051401359',
            receiptNo: '1234',
            medicines: [{ details: 'x' }],
            amountToPayOnPickUp: 1,
            externalNo: 'A',
          },
          {
            id: 10,
            pesel: '44051401359',
            receiptNo: '1234',
            medicines: [{ details: 'x' }],
            amountToPayOnPickUp: 1,
            externalNo: 'A',
          },
        ],
      },
      catalogue,
    );
    expect(twice).toEqual([
      { path: ['products', 1, 'id'], message: 'validation.tooManyOfProduct', params: { max: 1 } },
    ]);
  });

  it('the fields the product asks are required (name and code default from the catalogue)', () => {
    expect(orderCreateIssues({ ...pp, companyId: 1, products: [{ id: 10 }] }, catalogue)).toEqual([
      { path: ['products', 0, 'pesel'], message: 'validation.required' },
      { path: ['products', 0, 'receiptNo'], message: 'validation.required' },
      { path: ['products', 0, 'medicines'], message: 'validation.medicinesRequired' },
      { path: ['products', 0, 'amountToPayOnPickUp'], message: 'validation.required' },
      { path: ['products', 0, 'externalNo'], message: 'validation.required' },
    ]);
  });

  it('drops fields the product does not ask', () => {
    const line = pickAskedFields(
      { id: 15, pesel: '44051401359', externalNo: 'X', name: 'Custom' },
      catalogue.products[5]!,
    );
    expect(line).toEqual({ id: 15, name: 'Custom', code: 'C15' });
  });

  it('dimensions within the product maxima', () => {
    expect(
      orderCreateIssues(
        { ...pp, companyId: 1, products: [{ id: 14, dimensions: { weight: 11, width: 60 } }] },
        catalogue,
      ),
    ).toEqual([
      { path: ['products', 0, 'dimensions', 'weight'], message: 'validation.maxWeight', params: { max: 10 } },
    ]);
    expect(
      orderCreateIssues(
        { ...pp, companyId: 1, products: [{ id: 14, dimensions: { weight: 1, width: 60 } }] },
        catalogue,
      ),
    ).toEqual([{ path: ['products', 0, 'dimensions'], message: 'validation.largestSide', params: { max: 50 } }]);
  });

  it('a pickup delivery needs its pickup point; an iqos order does not', () => {
    expect(orderCreateIssues({ companyId: 1, products: [{ id: 15 }] }, catalogue)).toEqual([
      { path: ['pickupPoint'], message: 'validation.required' },
    ]);
    expect(orderCreateIssues({ companyId: 1, products: [{ id: 11 }] }, catalogue)).toEqual([]);
  });

  it('payment types allowed by the company', () => {
    expect(
      orderCreateIssues(
        { ...pp, companyId: 1, products: [{ id: 15 }], paymentDetails: { paymentType: 'blik_manual' } },
        catalogue,
      ),
    ).toEqual([{ path: ['paymentDetails', 'paymentType'], message: 'validation.paymentNotAllowed' }]);
  });
});
