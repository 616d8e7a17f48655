// Response shapes of what a company is and is given, shared by the areas that answer them (the companies and products
// pages, the locations, the reference lists of /company/list and /product/list): its status, its products' stored
// settings and limits, its pickup points and their working hours, its contract and settings. Stored settings are sent
// as stored, keys these shapes do not name included.
import { z } from 'zod';
import {
  CANCELLATION_REASONS,
  COMPANY_STATUSES,
  ORDER_TYPES,
  PACKAGE_SIZES,
  PAYMENT_TYPES,
  WEEKDAYS,
  type Weekday,
} from '../../../../domain/enums.ts';
import { MAXIMUM_DIMENSION_FIELDS, PRODUCT_FORM_FIELDS } from '../../../../domain/productSchemas.ts';
import type {
  CompanyContract,
  CompanyContractData,
  CompanyDeliverySettings,
  CompanyOrderSettings,
  CompanyOwnerInfo,
  CustomDate,
  DayHours,
  MaximumDimensions,
  ProductSettings,
  TimeSpan,
  WorkingSettings,
} from '../../../../domain/types.ts';
import { hourMinute, keepingOtherKeys, timestamp } from './backOffice.ts';
import type { ContractState } from '../../../../domain/companySchemas.ts';
import type { Location } from '../../../../domain/locationApi.ts';

export const companyStatus = z.enum(COMPANY_STATUSES).describe('pending (registering), active or inactive');

export const orderType = z.enum(ORDER_TYPES);

export const productFormField = z.enum(PRODUCT_FORM_FIELDS);

/** The limits of a product line's package; absent ones do not apply. */
export const maximumDimensions = z
  .object(
    Object.fromEntries(MAXIMUM_DIMENSION_FIELDS.map((field) => [field, z.number().optional()])) as Record<
      (typeof MAXIMUM_DIMENSION_FIELDS)[number],
      z.ZodOptional<z.ZodNumber>
    >,
  )
  .describe('Limits in kg and cm; absent ones do not apply') satisfies z.ZodType<MaximumDimensions>;

/** productSettings as stored: a flag only when on, the limit only when set (keys of older data kept). */
export const storedProductSettings = keepingOtherKeys<ProductSettings>(
  z
    .object({
      hideOnOrderForm: z.boolean().optional(),
      productFormFields: z.array(productFormField).optional().describe('The fields the order form asks for a line'),
      helperProduct: z.boolean().optional(),
      maxProductsAllowed: z.number().int().optional().describe('Lines of this product per order'),
      showLocationsSelectForReceiverOnOrderForm: z.boolean().optional(),
    })
    .describe('The product’s settings as stored'),
);

/** A company as a list option: the order list's company filter, the pickers. */
export const companyOption = z.object({
  id: z.number().int(),
  name: z.string(),
  status: companyStatus,
  logo: z.string().nullable().describe('Path of the logo image under /images, or null'),
});

const timeSpan = z.object({ from: hourMinute, to: hourMinute }) satisfies z.ZodType<TimeSpan>;

/** One day's hours: closed, or open with one range (from/to) or several (ranges). */
const dayHours = keepingOtherKeys<DayHours>(
  z
    .object({
      closed: z.boolean(),
      from: hourMinute.optional(),
      to: hourMinute.optional(),
      ranges: z.array(timeSpan).optional().describe('Several ranges; from/to then hold the first and the last'),
    })
    .describe('One day’s opening hours'),
);

const customDate = keepingOtherKeys<CustomDate>(
  z
    .object({
      date: z.string().describe('YYYY-MM-DD, local'),
      closed: z.boolean().optional(),
      from: hourMinute.optional(),
      to: hourMinute.optional(),
      ranges: z.array(timeSpan).optional(),
    })
    .describe('A special date: closed, or other hours than its weekday’s'),
);

/**
 * Weekly hours by weekday, special dates and the time zone: a pickup point's, or its company's defaults. Sent whole,
 * as stored (the console sends them back whole).
 */
export const workingSettings = keepingOtherKeys<WorkingSettings>(
  z
    .object({
      ...(Object.fromEntries(WEEKDAYS.map((day) => [day, dayHours.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof dayHours>
      >),
      customDates: z.array(customDate).optional(),
      nonStandardWorkingHours: z.boolean().optional(),
      defaultWorkingHours: dayHours.optional().describe('The hours of a weekday the settings leave out'),
      zone: z.string().optional().describe('IANA time zone (Europe/Warsaw when absent)'),
    })
    .describe('Working settings: {} when none are set'),
);

/** Where the company's contract stands. */
export const contractState = z
  .enum(['pending', 'not_generated', 'generated', 'signed'])
  .describe(
    'Data missing, ready to generate, generated (waiting for signature), signed and accepted',
  ) satisfies z.ZodType<ContractState>;

/** The contract's dates and file, as stored. */
export const companyContract = keepingOtherKeys<CompanyContract>(
  z
    .object({
      generatedAt: z.string().optional().describe('ISO 8601'),
      signedAt: z.string().optional().describe('ISO 8601'),
      acceptedAt: z.string().optional().describe('ISO 8601'),
      fileName: z.string().optional(),
    })
    .describe('The contract: generated, signed, accepted'),
);

/** The data of the contract, as the registration's company step stored it. */
export const companyContractData = keepingOtherKeys<CompanyContractData>(
  z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      name: z.string(),
      displayName: z.string().optional(),
      headquartersIn: z.string(),
      nip: z.string(),
      regon: z.string(),
      krs: z.string().optional(),
      shareCapital: z.string().optional(),
      street: z.string(),
      streetNumber: z.string().optional(),
      apartmentNumber: z.string().optional(),
      zipCode: z.string(),
      city: z.string(),
    })
    .describe('The company data of the contract'),
);

export const companyOwnerInfo = keepingOtherKeys<CompanyOwnerInfo>(
  z
    .object({
      name: z.string(),
      email: z.string(),
      phone: z.string().optional(),
      city: z.string().optional(),
      deliveryProductType: z.string().optional(),
    })
    .describe('The owner of the account'),
);

const cancellationReasons = z.array(z.enum(CANCELLATION_REASONS)).optional();

export const companyOrderSettings = keepingOtherKeys<CompanyOrderSettings>(
  z
    .object({
      allowedPayments: z.array(z.enum(PAYMENT_TYPES)),
      orderFormFields: z.array(z.string()),
      orderFormSuggestedProducts: z.array(z.number().int()),
      maxOrderProductsAllowed: z.number().int(),
      defaultPackageSize: z.enum(PACKAGE_SIZES),
      showDeliveryEstimationOnForm: z.boolean(),
      scheduledAtToScheduledRange: z.boolean(),
      operatorCancellationReasons: z
        .object({ inDelivery: cancellationReasons, toBePickedUp: cancellationReasons })
        .optional()
        .describe('Cancellation reasons offered to operators, per stage'),
    })
    .describe('How the company’s orders are made'),
);

export const companyDeliverySettings = keepingOtherKeys<CompanyDeliverySettings>(
  z
    .object({
      cancelOrderAfter: z.number().describe('Seconds after which a not-accepted order is cancelled'),
      maxDeliveryDistanceRadius: z.number(),
      groupPickupPointOrders: z.boolean(),
      groupedOrdersMaxDistance: z.number(),
      maxDestinationDistanceRadius: z.number(),
      showOnOrderMarketAfter: z.number(),
    })
    .describe('How the company’s orders are delivered'),
);

/** A pickup point of a company (the locations area, the settings of a client's company). */
export const companyLocation = z
  .object({
    id: z.number().int(),
    companyId: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      zipCode: z.string(),
      formatted: z.string().nullable().describe('"street, zipCode city" as geocoded on save'),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
    defaultNote: z.string().nullable(),
    active: z.boolean(),
    workingSettings,
    createdAt: timestamp('Created'),
    region: z
      .string()
      .nullable()
      .optional()
      .describe(
        'GET /region/locations, add and update: the active region covering the zip code (null: outside every region)',
      ),
    covered: z
      .boolean()
      .optional()
      .describe('With region: an active region covers the point (the console marks it “Outside our delivery area”)'),
  })
  .describe('A pickup point of a company') satisfies z.ZodType<Location>;
