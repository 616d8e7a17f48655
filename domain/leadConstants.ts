// Limits of the demo-request leads without zod (the console's data provider reads them up front).
export const LEAD_NAME_MIN = 2;
export const LEAD_NAME_MAX = 120;
export const LEAD_EMAIL_MAX = 254;
export const LEAD_COMPANY_MAX = 160;
export const LEAD_MESSAGE_MAX = 1000;
export const LEAD_SOURCE_MAX = 200;
export const LEAD_LIST_MAX_PER_PAGE = 100;
export const LEAD_LIST_DEFAULT_PER_PAGE = 25;

/**
 * The source of a lead a registered client leaves by asking for SIMPLE Delivery on the product step: that option is
 * set up by our sales team, not taken in the console (POST /api/@me/simple-delivery-request).
 */
export const SIMPLE_DELIVERY_LEAD_SOURCE = 'simple_delivery';

/**
 * What a lead is: a demo request (the landing page's form, or SIMPLE Delivery asked on the product step), or a shop's
 * interest in a city we do not deliver from yet (`coverage`: recorded by the server when a registration's city or a
 * pickup point lies outside every region). Rows from before the kinds read as demo requests.
 */
export const LEAD_KINDS = ['demoRequest', 'coverage'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Where a coverage lead came from: the registration's city, or a pickup point saved outside every region. */
export const COVERAGE_LEAD_SOURCES = { registration: 'registration', pickupPoint: 'pickup_point' } as const;
export type CoverageLeadSource = (typeof COVERAGE_LEAD_SOURCES)[keyof typeof COVERAGE_LEAD_SOURCES];
