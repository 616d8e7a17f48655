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
