// The OpenAPI texts of the orderCreate routes (server/routes/orderCreate.ts): each route's summary and description, and
// the texts they share. A route spreads its entry into its schema
// (`schema: { tags, ...orderCreateDocs.<route>, body }`), so the route file reads as routing and the prose reads here;
// the generated document (/api/docs) is the same. Each entry also carries the route's answer schemas (`response`): the
// serializer sends exactly their fields.
import { z } from 'zod';
import type {
  DeliveryAvailabilityResult,
  OrderCreateResult,
  OrderFormOptions,
} from '../../../src/domain/orderCreateApi.ts';
import { dimensionsAnswer } from './shapes/orders.ts';
import { COMPANY_STATUSES, CURRENCIES, ORDER_STATUSES, ORDER_TYPES, PACKAGE_SIZES } from '../../../src/domain/enums.ts';

const workingSettings = z.any().describe('Working settings: hours per weekday, special dates, time zone');

const formOptionsAnswer = z
  .object({
    company: z.object({
      id: z.number().int(),
      name: z.string(),
      status: z.enum(COMPANY_STATUSES),
      currency: z.enum(CURRENCIES),
      orderSettings: z.any().describe('The company’s order settings (payments, form fields, suggested products …)'),
      defaultLocationId: z.number().int().nullable().describe('The default pickup location, preselected'),
      workingSettings: workingSettings
        .optional()
        .describe('The company’s default working settings, for points without hours of their own'),
    }),
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        code: z.string(),
        type: z.enum(ORDER_TYPES),
        dimensionsAlgorithm: z.string().nullable(),
        maximumDimensions: dimensionsAnswer.nullable(),
        productSettings: z.any().describe('The product’s form settings (form fields, helper product …)'),
      }),
    ),
    locations: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        street: z.string(),
        city: z.string(),
        zipCode: z.string(),
        phone: z.string().nullable(),
        defaultNote: z.string().nullable(),
        workingSettings,
        region: z.string().nullable().describe('The active region covering the zip code; null outside every region'),
        covered: z.boolean().describe('An active region covers it (the form marks an uncovered one)'),
      }),
    ),
  })
  .describe('Everything the create form needs for one company') satisfies z.ZodType<OrderFormOptions>;

const availabilityAnswer = z.object({
  available: z.boolean(),
  price: z.number().describe('Major units with 2 decimals'),
  currency: z.enum(CURRENCIES),
  estimatedDistance: z.number().describe('Metres'),
  packageSize: z.enum(PACKAGE_SIZES),
  multiplier: z.number().nullable().describe('The active price multiplier applied, if any'),
  region: z.string(),
}) satisfies z.ZodType<DeliveryAvailabilityResult>;

const createdAnswer = z.object({
  order: z.object({
    id: z.number().int(),
    orderNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    scheduledAt: z.string().nullable(),
    packageSize: z.enum(PACKAGE_SIZES).nullable(),
    trackingUrl: z.string().describe('The receiver’s public tracking page (/track/<token>), absolute'),
  }),
}) satisfies z.ZodType<OrderCreateResult>;

const TENANT =
  'A client user may use its own company only; an operator the companies it is assigned (404 `company_not_found` otherwise).';
const ESTIMATE_RULES = [
  'Geocoding: the built-in geocoder takes the centroid of the postal code (postcodes-pl.csv); `address_matched_partially` when',
  'the city is not the postal code’s place (compared without diacritics and case); an unknown postal code falls back to the',
  'centroid of the city’s codes, `address_is_ambiguous` when that city name’s codes spread more than 30 km (several places),',
  '`address_not_found` otherwise. A saved pickup point of the company (create: by locationId; the estimate: a sender with',
  'exactly its street, city and postal code) is placed at the point stored when it was saved, not geocoded again (its',
  'postcode of another place kept on purpose too). Coverage: a postal code belongs to a region through the zip codes (zip-code map);',
  '`delivery_not_available_for_specified_addresses` (422) when an address is outside every active region or the road distance',
  'exceeds the company’s deliverySettings.maxDeliveryDistanceRadius (metres), with details {outside, distance?, maxDistance?}:',
  'outside names the addresses no active region covers (["pickupPoint"], ["receiver"] or both), empty for a receiver too',
  'far (then distance and maxDistance, metres); `cross_region_delivery_unavailable` (422) when',
  'the pickup point and the receiver are in different regions. Road distance: great-circle distance × 1.35 (estimatedDistance',
  'in metres; 0 without a pickup point). Price: the company tariff (companies.pricing; default PLN 12.90 / 15.90 / 21.90 for',
  'S / M / L plus 2.10 per km) × the highest active multiplier of the region, company and time (not deactivated, dateFrom ≤',
  'time ≤ dateTo; a time range containing the Warsaw time of day replaces the multiplier’s own value), rounded to grosze;',
  'answered in major units (`price` 23.5 = 23.50). 403 `region_not_allowed` for an operator limited to other regions.',
].join(' ');

export const orderCreateDocs = {
  formOptions: {
    summary: 'Everything the create form needs for one company: order settings, offered products, saved locations',
    description: [
      'Ours (one call instead of separate product and location lists). `companyId` may be omitted by a client user',
      '(its own company). Products: active and not hidden (hideOnOrderForm), sorted by name; locations: active, by name,',
      'each with its own workingSettings, its region and covered (an active region covers its zip code: the form marks an',
      'uncovered one and never preselects it while a covered one exists); company.workingSettings: the company’s default hours ({} when none), which a',
      'location without weekly hours of its own follows (see POST /order/create for the slots). An empty `products` list',
      'means the company has nothing that can be ordered yet (no active product, or each one hidden on the order form):',
      'the console then shows no form and no submit, only why and whom to contact; POST /order/create would answer 400',
      '`products: ["validation.noProducts"]` or 422 `incorrect_order_products`.',
      `Needs orders.canOpenNewOrder (write access, or a client user whose company is not activated yet: it prepares`,
      `an order it cannot submit). ${TENANT}`,
    ].join(' '),
    response: { 200: formOptionsAnswer },
  },
  checkDeliveryAvailability: {
    summary: 'Whether a delivery between two addresses is possible, its road distance and price',
    description: [
      'Body: companyId, sender (the pickup point address; optional), receiver, packageSize (default: the company’s',
      'defaultPackageSize, else M), at (the time to price, default now). Answers {available, price, currency,',
      'estimatedDistance, packageSize, multiplier, region}; an unavailable delivery is a 422 with one of the codes',
      `address_not_found, address_is_ambiguous, address_matched_partially, delivery_not_available_for_specified_addresses,`,
      `cross_region_delivery_unavailable. ${ESTIMATE_RULES} Needs orders.canOpenNewOrder (the form's estimate). ${TENANT}`,
    ].join(' '),
    response: { 200: availabilityAnswer },
  },
  create: {
    summary: 'Creates an order (status new, or scheduled with a slot) and sends newOrder',
    description: [
      'Body: the order, with optional paymentDetails. Checks, in order: the company (404 `company_not_found`, 409',
      '`company_not_active` unless active); the field rules (400 `validation_failed` with per-field `errors` of message',
      'keys, e.g. `products.0.pesel: ["validation.pesel"]`); the cart rules (422 `incorrect_order_products` with `errors`:',
      'products of the company, not hidden, one order type, maxOrderProductsAllowed, each product’s maxProductsAllowed);',
      'fields each product asks are required except dimensions, name and code (name and code default to the catalogue’s),',
      'fields it does not ask are dropped; paymentDetails.paymentType must be allowed; a pickup_delivery order needs its',
      'pickupPoint (a saved location by locationId, whose address and working hours then win, or a typed address; other',
      'types may omit it: no pickup PIN, distance 0). scheduledAt must be the start of a slot',
      'offered now for the pickup point’s working hours (120 min slots every 120 min from the opening of each range of the',
      'day, 7 days, today after now). The hours that apply: the location’s own when it has weekly hours (a weekday or',
      'defaultWorkingHours); otherwise, and for an order without a saved location, the company’s default workingSettings',
      '(the location’s special dates win on their dates, its zone wins); 08:00–20:00 daily when neither has hours. A special',
      'date (customDates) wins over its weekday: closed gives no slot that date, other hours give those. Otherwise 400',
      '`scheduledAt: ["validation.slotNotOffered"]`; a valid slot makes the order scheduled',
      'with scheduledSlotFrom/To. Geocoding, coverage and price as for check-delivery-availability, with the pickup point’s',
      'codes prefixed `pickup_point_`. 422 `no_drivers_available` without an active, unblocked driver in the region; 409',
      '`order_with_external_id_exists` for a repeated externalId of the company. The package size: the chosen one, else the',
      'largest size of the lines’ dimensions (S ≤ 9.99 kg and sides ≤ 100 cm; M ≤ 15 kg and ≤ 200 cm; L ≤ 31.5 kg within',
      '100×80×50 cm), else the company’s default (M). The order no: 4 characters unique per Warsaw creation day; a pick-up PIN',
      'with a pickup point and a delivery PIN (4 digits); amounts to pay on pick-up stored in grosze; the driver’s estimated',
      `payout is 72% of the price. One transaction with the audit entry. Needs orders.canWrite (operators: orders scope;`,
      `client users: an activated company). ${TENANT} 201 {order: {id, orderNo, status, scheduledAt, packageSize, trackingUrl}}.`,
    ].join(' '),
    response: { 201: createdAnswer },
  },
};
