// English: complete, and the fallback of every other locale (src/i18n merges it under pl and cz).
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { orderActionsEn } from './en/orderActions.ts';
import { orderListEn } from './en/orderList.ts';
import { routeMapEn } from './en/routeMap.ts';
import { pinEn } from './en/pin.ts';
import { dateRangeEn } from './en/dateRange.ts';
import { orderFormEn } from './en/orderForm.ts';
import { locationsEn } from './en/locations.ts';
import { zipCodesEn } from './en/zipCodes.ts';
import { reportsEn } from './en/reports.ts';
import { companiesEn } from './en/companies.ts';
import { driversEn } from './en/drivers.ts';
import { landingEn } from './en/landing.ts';
import { settingsEn } from './en/settings.ts';
import { registerEn } from './en/register.ts';
import { usersEn } from './en/users.ts';
import { walletEn } from './en/wallet.ts';
import { correctionsEn } from './en/corrections.ts';
import { multipliersEn } from './en/multipliers.ts';
import { stockEn } from './en/stock.ts';
import { warehousesEn } from './en/warehouses.ts';

/** Same keys, any strings: pl must fill every key (type-checked), cz may leave some out. */
export type MessagesShape<T> = { [K in keyof T]: T[K] extends string ? string : MessagesShape<T[K]> };
export type PartialMessagesShape<T> = { [K in keyof T]?: T[K] extends string ? string : PartialMessagesShape<T[K]> };

export const appMessagesEn = {
  // Areas kept in their own files (locales/<lang>/<area>.ts).
  orderActions: orderActionsEn,
  orderList: orderListEn,
  routeMap: routeMapEn,
  pin: pinEn,
  dateRange: dateRangeEn,
  orderForm: orderFormEn,
  locations: locationsEn,
  zipCodes: zipCodesEn,
  reports: reportsEn,
  companies: companiesEn,
  drivers: driversEn,
  settings: settingsEn,
  register: registerEn,
  landing: landingEn,
  users: usersEn,
  wallet: walletEn,
  corrections: correctionsEn,
  multipliers: multipliersEn,
  stock: stockEn,
  warehouses: warehousesEn,
  app: {
    title: 'delivery-console',
    logoAlt: 'delivery-console',
    dashboardImageAlt: 'Company logo',
    loading: 'Loading…',
  },
  menu: {
    orders: 'Orders',
    orderList: 'Order list',
    newOrder: 'New order',
    companies: 'Companies',
    pendingCompanies: '%{smart_count} company waiting for activation |||| %{smart_count} companies waiting for activation',
    zipCodes: 'Zip codes',
    reports: 'Reports',
    drivers: 'Drivers',
    wallet: 'Wallet',
    warehouse: 'Warehouse',
    stock: 'Stock',
    users: 'Users',
    multipliers: 'Multipliers',
    corrections: 'Corrections',
    settings: 'Settings',
    logout: 'Log out',
  },
  auth: {
    title: 'Log in to delivery-console',
    username: 'Login or e-mail',
    password: 'Password',
    submit: 'Log in',
    invalidCredentials: 'Login or password is invalid',
    tooManyAttempts: 'Too many login attempts. Try again later.',
    loggedIn: 'Logged in!',
    loggedOut: 'Logged out',
    failed: 'Logging in failed. Try again later.',
    backToLogin: 'Go to the login page',
  },
  session: {
    expired: 'You session expired. Please, log in.',
    mustBeLoggedIn: 'You have to be logged in to visit this page',
    initFailed: 'User initialization failed',
  },
  account: {
    activatedNow: 'Your account is active: you can create orders now!',
    validation: {
      tooManyLocations: 'Add at most %{max} pickup points',
    },
    active: 'Account active',
    inactive: 'Account inactive',
    kind: {
      operator: 'Operator',
      client: 'Client',
    },
    companyStatus: {
      pending: 'Pending',
      active: 'Active',
      inactive: 'Inactive',
    },
  },
  language: {
    label: 'Language',
  },
  validation: {
    required: 'Field is required',
    email: 'Field must be a valid email address',
    minLength: 'Must be at least %{min} characters',
    maxLength: 'Must be at most %{max} characters',
    password: 'Password must contain at least one letter and one digit',
    passwordMismatch: 'Passwords are not the same',
    phone: 'Enter 9 digits (optionally after +48) or a dash',
    mustAccept: 'You have to accept this',
    invalid: 'Invalid value',
    dateRangeReversed: 'The start date must not be after the end date',
    zipCode: 'Value must be a postal code like 00-000',
    pesel: 'Value must be a valid PESEL',
    receiptNo: 'Value must be exactly 4 digits',
    vin: 'Value must be a VIN of 17 letters and digits (no I, O or Q)',
    registrationPlate: 'Value must contain letters and digits only',
    number: 'Value must be a number',
    amount: 'Value must be an amount of at least %{min} with up to 2 decimals',
    paymentCode: 'Value must be exactly 20 digits',
    medicinesRequired: 'Value must list at least one medicine with its details',
    positive: 'Value must be greater than 0',
    minValue: 'Must be at least %{min}',
    maxValue: 'Must be at most %{max}',
    integer: 'Must be a whole number',
    maxDimension: 'Value must be at most %{max} cm',
    maxWeight: 'Value must be at most %{max} kg',
    largestSide: 'Value has its largest side too long (at most %{max} cm)',
    sideSum: 'Value has the sum of sides too long (at most %{max} cm)',
    packageTooLarge: 'Value is larger than the largest package size (L)',
    noProducts: 'Value must contain at least one product',
    productNotAvailable: 'Value is not a product available for this company',
    mixedOrderTypes: 'Value is of a different order type than the other products',
    tooManyProducts: 'Value may contain at most %{max} products',
    tooManyOfProduct: 'Value may contain this product at most %{max} times',
    paymentNotAllowed: 'Value is not a payment type allowed for this company',
    slotNotOffered: 'Value is not an offered time slot',
    pickupLocationNotInReach: 'Choose one of the pickup points your account may use',
    dateRangeTooLong: 'The date range may span at most %{max} days',
  },
  errors: {
    generic: 'Something went wrong, try again later.',
    refresh: 'Refresh',
    timeout: 'The server did not answer in time. Try again later.',
    network: 'The server cannot be reached. Check your connection.',
  },
  orders: {
    status: {
      new: 'New',
      accepted: 'Accepted',
      picked_up: 'Picked up',
      arrived: 'Arrived',
      delivered: 'Delivered',
      cancelled: 'Cancelled',
      finished: 'Finished',
      scheduled: 'Scheduled',
      all: 'All',
    },
    type: {
      iqos: 'IQOS',
      pickup_delivery: 'Pickup delivery',
      simple_delivery: 'Simple delivery',
      simple_arrival: 'Simple arrival',
    },
    reasonGroup: {
      not_accepted: 'Not accepted',
      other: 'Other reason',
    },
    cancellationReason: {
      CLIENT_DIDNT_SHOW_UP: "Client didn't show up",
      CLIENTS_REQUEST: "Client's request",
      DRIVERS_FAILURE: "Driver's failure",
      WRONG_ADDRESS: 'Wrong address',
      CALL_CENTER_REQUEST: 'Call center request',
      ORDER_NOT_ACCEPTED_IN_5_MIN: 'Not accepted within 5 minutes',
      ORDER_NOT_ACCEPTED_IN_X_MIN: 'Not accepted in time',
      PRODUCT_CODES_DIDNT_WORK: "Product codes didn't work",
      CLIENT_IS_UNDER_13: 'Client is under 13',
      CLIENT_WITHOUT_ID: 'Client without an ID',
      CLIENT_NOT_IN_PERSON: 'Client not in person',
      CLIENT_WITH_INCORRECT_DATA: 'Client with incorrect data',
      NO_STOCK_IN_STORE: 'No stock in store',
      DAMAGED_PRODUCT: 'Damaged product',
      OTHER: 'Other',
      AUTOMATIC_REQUEUE: 'Automatic requeue',
      unknown: 'Unknown reason',
    },
    list: {
      title: 'Orders',
      empty: 'No orders for these filters',
      error: 'The orders could not be loaded.',
      minutes: '%{smart_count} min',
      realizedWithin: 'within %{minutes} min',
      onTime: 'on time',
      late: 'late',
      undecided: 'in progress',
      noValue: '—',
    },
    flags: {
      onHold: 'On hold',
      onHoldUntil: 'On hold until %{time}',
      onHoldNote: "Driver's note: %{note}",
      multiplierShort: '[%{value}x]',
      multiplier: 'Price multiplier %{value}x',
      multiplierDeactivated: 'Price multiplier %{value}x (deactivated)',
      emergencyDelivery: 'Emergency delivery',
      noVerificationCode: 'No verification code: %{reason}',
    },
    lastComment: '%{author}, %{time}',
    newOrder: {
      title: 'New order',
    },
  },
  resources: {
    orders: {
      name: 'Order |||| Orders',
      fields: {
        company: 'Company',
        orderNo: 'Order no',
        status: 'Status',
        region: 'Region',
        pickupCity: 'Pickup city',
        pickupPointName: 'Pickup point',
        driver: 'Driver',
        scheduledSlotRange: 'Scheduled slot',
        timeInStage: 'Time in stage',
        totalRealizationTime: 'Total realization time',
        realizedWithin: 'Realized within',
        flags: 'Flags',
        lastComment: 'Last comment',
      },
    },
  },
};

export type AppMessages = typeof appMessagesEn;

const en: TranslationMessages = { ...englishMessages, ...appMessagesEn };

export default en;
