// The coded values the product stores (statuses, types, reasons, categories, yes/no…) and the messages that name
// them in the user's language: one table of message-key prefixes (locales/<lang>), read by the console (translate
// `<prefix>.<code>`) and by the server's CSV files (server/services/reports/codedValues.ts, for the reports and the
// order list's download), so a file says "Odebrane" where the console says "Odebrane". A code without a message stays
// as it is.

/** Each group of coded values: the prefix of its messages (`<prefix>.<code>`). */
export const CODED_VALUE_MESSAGES = {
  /** new, accepted, picked_up, arrived, delivered, cancelled, finished */
  orderStatus: 'orders.status',
  /** pickup_delivery, simple_delivery, simple_arrival, iqos */
  orderType: 'orders.type',
  /** CLIENTS_REQUEST, ORDER_NOT_ACCEPTED_IN_5_MIN, … */
  cancellationReason: 'orders.cancellationReason',
  /** driver, ambassador */
  driverType: 'drivers.type',
  /** online, offline */
  driverStatus: 'drivers.status',
  /** What changed a driver's status: sign_in, logout, app, system */
  driverStatusSource: 'reports.values.statusSource',
  /** An offer's answer: accepted, rejected, expired, open */
  offerResponse: 'reports.values.offerResponse',
  /** companyToWarehouse, warehouseToDriver, … */
  stockMovementType: 'reports.movementTypes',
  /** A side of a stock move: warehouse, driver, company, order */
  stockParty: 'reports.values.stockParty',
  /** incorrect_distance, incorrect_size, … */
  correctionCategory: 'corrections.categories',
  /** pending, accepted, rejected */
  correctionStatus: 'corrections.statuses',
  /** What a driver's feedback is about: pickup, receiver, address, app, other */
  feedbackCategory: 'reports.values.feedbackCategory',
  /** in_progress, pending, rejected, confirmed */
  stockExchangeStatus: 'stock.pending.statuses',
  /** ride_added, correction, bonus, ambassador, iqos_wee_exchange */
  walletEntryType: 'wallet.types',
  /** Who did it when no operator did: system */
  actor: 'reports.values.actor',
  /** yes, no */
  yesNo: 'reports.values.yesNo',
} as const;

export type CodedValueGroup = keyof typeof CODED_VALUE_MESSAGES;

/** The message key of a coded value, e.g. orders.status.picked_up. */
export const codedValueKey = (group: CodedValueGroup, code: string): string => `${CODED_VALUE_MESSAGES[group]}.${code}`;
