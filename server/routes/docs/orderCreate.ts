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
} from '../../../domain/orderCreateApi.ts';
import { dimensionsAnswer } from './shapes/orders.ts';
import { SLOTS_UNAVAILABLE_REASONS, type DeliverySlotsResult } from '../../../domain/deliverySlots.ts';
import { IDEMPOTENCY_TEXT } from './idempotency.ts';
import { COMPANY_STATUSES, CURRENCIES, ORDER_STATUSES, ORDER_TYPES, PACKAGE_SIZES } from '../../../domain/enums.ts';

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

const slotAnswer = z.object({
  from: z.string().describe('ISO instant (UTC) the slot starts: send it as scheduledAt'),
  to: z.string().describe('ISO instant (UTC) the slot ends'),
});

const slotsAnswer = z.object({
  timeZone: z.string().describe('The zone the days are local to: the pickup point’s (Europe/Warsaw by default)'),
  region: z.string().describe('The region serving both addresses'),
  pickupLocationId: z.number().int().nullable().describe('The saved pickup location whose hours apply'),
  asap: z
    .object({
      available: z.boolean().describe('A create without scheduledAt ("as soon as possible") is accepted now'),
      pickupOpenNow: z.boolean().describe('The pickup point’s opening hours include now (informative)'),
    })
    .describe('An order without a slot'),
  unavailableReason: z
    .enum(SLOTS_UNAVAILABLE_REASONS)
    .nullable()
    .describe('Why nothing is bookable although the addresses are served; null when bookable'),
  days: z.array(
    z.object({
      date: z.string().describe('YYYY-MM-DD, local'),
      slots: z.array(slotAnswer).describe('Sorted by start; empty on a closed day'),
    }),
  ),
}) satisfies z.ZodType<DeliverySlotsResult>;

/** The slot rule, as the create checks it and the slots call lists it. */
const SLOT_RULE = [
  'The slots: 120 minutes long, every 120 minutes from the opening of each open range of a day (08:00–12:00 and',
  '14:00–18:00 give 08:00, 10:00, 14:00, 16:00), each ending by the range’s closing; for today and the 6 following local',
  'days, today’s only those starting after now. The hours that apply: the saved location’s own when it has weekly',
  'hours (a weekday or defaultWorkingHours); otherwise, and for a typed pickup point or none, the company’s default',
  'workingSettings (the location’s special dates win on their dates, its zone wins); 08:00–20:00 daily when neither',
  'has hours. A special date (customDates) wins over its weekday: closed gives no slot that date, other hours give',
  'those. Times are the pickup point’s local time (Europe/Warsaw unless its settings name another zone), daylight',
  'saving included; the answer’s instants are UTC.',
].join(' ');

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
      'Body: companyId, sender (the pickup point: an address, or a saved location of the company by `locationId`',
      'alone, whose address and stored point are used; given both, the location wins; a location that is not an active',
      'one of the company answers 400 `sender.locationId: ["validation.invalid"]`; optional), receiver, packageSize (default: the company’s',
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
      'pickupPoint: a saved location of the company by `{"locationId": 26}` alone (its name, address, stored point,',
      'phone, note and working hours are used), or a typed address (name, street, city, zipCode; phone, notes). Given',
      'both, as the console sends them, the saved location’s name and address win and the typed ones are ignored (a',
      'typed phone or note wins over the location’s defaults). A locationId that is not an active location of the',
      'company (another company’s, an unknown or inactive one) answers 400 `pickupPoint.locationId:',
      '["validation.invalid"]`; one outside a caller limited to some locations `["validation.pickupLocationNotInReach"]`',
      '(such a caller must name one of its locations). Other order types may omit the pickup point: no pickup PIN,',
      'distance 0. scheduledAt must be the start of a slot offered now (POST /order/delivery-slots lists them). ' +
        SLOT_RULE,
      'Any other scheduledAt answers 400 with the field error `scheduledAt: ["validation.slotNotOffered"]` and, as its',
      'errorCode, why: `time_slot_in_past` (it starts now or earlier), `time_slot_too_far_ahead` (after the 7th local day),',
      '`time_slot_outside_opening_hours` (its start is outside every open range of its day: closed, before opening, after',
      'closing), `time_slot_not_offered` (within the hours but not a slot’s start: off the 120-minute grid, or too close to',
      'the closing for a whole slot). The product spec names no code for a wrong slot; these four replace the',
      '`validation_failed` answered before, with the same status and field error. A valid slot makes the order scheduled',
      'with scheduledSlotFrom/To. Geocoding, coverage and price as for check-delivery-availability, with the pickup point’s',
      'codes prefixed `pickup_point_`. 422 `no_drivers_available` without an active, unblocked driver in the region; 409',
      '`order_with_external_id_exists` for a repeated externalId of the company. The package size: the chosen one, else the',
      'largest size of the lines’ dimensions (S ≤ 9.99 kg and sides ≤ 100 cm; M ≤ 15 kg and ≤ 200 cm; L ≤ 31.5 kg within',
      '100×80×50 cm), else the company’s default (M). The order no: 4 characters unique per Warsaw creation day; a pick-up PIN',
      'with a pickup point and a delivery PIN (4 digits); amounts to pay on pick-up stored in grosze; the driver’s estimated',
      `payout is 72% of the price. One transaction with the audit entry. Needs orders.canWrite (operators: orders scope;`,
      `client users: an activated company). ${TENANT} 201 {order: {id, orderNo, status, scheduledAt, packageSize, trackingUrl}}.`,
      IDEMPOTENCY_TEXT,
    ].join(' '),
    response: { 201: createdAnswer },
  },
  deliverySlots: {
    summary: 'The delivery slots a create would accept now for a pickup point and a receiver, per local day',
    description: [
      'Ours. Body: companyId; pickupPoint (a saved location by `locationId`, or an address {street, city, zipCode};',
      'absent: an order without a pickup point, on the company’s hours); receiver {street, city, zipCode}; `date`',
      '(YYYY-MM-DD: that local day only, an empty list outside the 7 days) or `days` (1–7, default 7: today and the',
      'following days). The addresses are checked as the create checks them: the same 422 codes',
      '(`pickup_point_address_*`, `address_*`, `delivery_not_available_for_specified_addresses`,',
      '`cross_region_delivery_unavailable`), 400 `pickupPoint.locationId: ["validation.invalid"]` for a location that is',
      'not an active one of the company. The slots are exactly those the order form offers and the create accepts as',
      'scheduledAt (the same rule, domain/timeSlots.ts). ' + SLOT_RULE,
      'Every local day of the asked range is listed, a closed one with no slots. `asap.available`: a create without',
      'scheduledAt is accepted now; `asap.pickupOpenNow`: the point’s hours include now (a driver comes at once). When',
      'the create would refuse any order although the addresses are served (a company not activated yet:',
      '`company_not_active`; no active driver in the region: `no_drivers_available`), `unavailableReason` says so and',
      'every day has no slots. Reads only; a slot is not held: a create may still find it gone once it has begun.',
      `Needs orders.canOpenNewOrder. ${TENANT}`,
    ].join(' '),
    response: { 200: slotsAnswer },
  },
};
