// Business constants and limits, shared by the console and the server.

export const REQUEST_TIMEOUT_MS = 20_000;
export const DOWNLOAD_TIMEOUT_MS = 50_000;
export const TOAST_MS = 5_000;
export const SEARCH_DEBOUNCE_MS = 500;
export const TOKEN_RECHECK_MS = 600_000;
export const PDF_BUTTON_DISABLED_MS = 5_000;
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 300;

/** The socket.io namespace of the signed-in real-time channel (server/plugins/realtime.ts, src/realtime/privateSocket.ts). */
export const PRIVATE_NAMESPACE = '/private';

export const DATE_RANGE_MAX_DAYS = 7;
export const DATE_RANGE_FORMAT = 'dd-MM-yyyy';
export const ORDER_TIMESTAMP_FORMAT = 'HH:mm dd.MM.yy';
/** A timestamp of another year than the current one: its year in full ("14:05 21.11.2025", never "31.12.99"). */
export const ORDER_TIMESTAMP_FORMAT_OTHER_YEAR = 'HH:mm dd.MM.yyyy';

/**
 * An operator's hold ends at most this many days from now (POST /order/set-on-hold, the hold dialog): the horizon of
 * scheduled slots (SCHEDULED_LOOKAHEAD_DAYS); an order of a same-day service held longer is to be cancelled instead.
 */
export const HOLD_MAX_DAYS = 7;

export const LOGIN_MIN_LENGTH = 3;
export const PASSWORD_MIN_LENGTH = 7;
export const REGISTRATION_MAX_LOCATIONS = 10;
/** Location name minimum length. */
export const LOCATION_NAME_MIN = 3;

/** Zip-code search: default radius in km, circle radius×1000 m, zoom 7 (10 on a search point). */
export const ZIP_CODE_DEFAULT_RADIUS_KM = 7;
export const ZIP_CODE_RADIUS_MAX_KM = 100;
export const ZIP_CODE_MAP_CENTER: [number, number] = [53.124578, 18.018055];
export const ZIP_CODE_MAP_ZOOM = 7;
export const ZIP_CODE_SEARCH_ZOOM = 10;

/** A row gets a thick border above this many minutes in its current stage. */
export const STAGE_HIGHLIGHT_MINUTES = 720;

/**
 * "Not accepted for over N minutes" (the dashboard's first attention list): N by default, and its bounds. The default
 * lies under the auto-cancellation's usual 5 minutes, so the call center sees an order before the system cancels it.
 */
export const NOT_ACCEPTED_ATTENTION_MINUTES = 3;
export const NOT_ACCEPTED_ATTENTION_MINUTES_MAX = 1440;

export const DEFAULT_CURRENCY = 'pln';

export const SCHEDULED_SLOT_LENGTH_MIN = 120;
export const SCHEDULED_SLOT_STEP_MIN = 120;
export const SCHEDULED_LOOKAHEAD_DAYS = 7;

export const EXTERNAL_ID_MAX = 32;
export const EXTERNAL_NO_MAX = 32;
export const PAYMENT_CODE_LENGTH = 20;
export const EPRUF_CODE_MAX = 32;
export const RECEIPT_NO_LENGTH = 4;
export const VIN_LENGTH = 17;
export const PESEL_LENGTH = 11;
export const ORDER_NO_LENGTH = 4;
export const MIN_PAY_ON_PICKUP = 0.01;

export const ROUTE_MAP_ZOOM = 11;
export const ROUTE_DIALOG_WIDTH = 800;

/** Delivery promise in minutes for non-scheduled orders. */
export const DELIVERY_PROMISE_MIN = 180;
/**
 * The fastest delivery the sales page promises ("as little as 90 minutes"); it always says the products' promise
 * (DELIVERY_PROMISE_MIN) beside it, so the page and the product a shop picks tell one truth.
 */
export const DELIVERY_PROMISE_FASTEST_MIN = 90;

export const MENU_WIDTH = 240;
export const MENU_WIDTH_COLLAPSED = 57;

export const LOCALES = ['pl', 'en', 'cz'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Where clients write when something cannot be done in the console ("Account creation failed. Contact us at …"). */
export const SUPPORT_EMAIL = 'wsparcie@delivery-console.pl';
/** Sales contact of the SIMPLE Delivery card (register/selectProduct). */
export const SALES_EMAIL = 'sprzedaz@delivery-console.pl';
/** What kind of goods a registering merchant ships (optional; stored as given). */
export const DELIVERY_PRODUCT_TYPES = [
  'electronics',
  'fashion',
  'pharmacy',
  'groceries',
  'books',
  'cosmetics',
  'homeAndGarden',
  'other',
] as const;

/**
 * The business's time zone: Warsaw days (order numbers, reports, payout weeks), pickup points' hours, multipliers'
 * time ranges and the time stamp of downloaded file names. Every Warsaw constant of domain/ is this one.
 */
export const WARSAW_TIME_ZONE = 'Europe/Warsaw';

// Constants of areas whose schema modules hold zod: here, so that the console's first load (menu, paths, data
// provider) does not bring zod in; the schema modules re-export them.
/** The back office's product list: rows per page by default. */
export const PRODUCT_LIST_DEFAULT_PER_PAGE = 25;
/** The multiplier calendar loads the multipliers from this many months before to this many after the viewed date. */
export const MULTIPLIER_WINDOW_MONTHS = 5;
export const MULTIPLIER_CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type MultiplierCalendarView = (typeof MULTIPLIER_CALENDAR_VIEWS)[number];
/** The receiver's public tracking page: /track/<token>. */
export const TRACKING_PATH = '/track';
export const trackingPath = (token: string) => `${TRACKING_PATH}/${token}`;

/** At most this many ids per acknowledgement, and notifications per fetch of the driver API. */
export const NOTIFICATION_BATCH_MAX = 100;
