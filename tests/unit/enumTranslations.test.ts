// Every enum value the console shows has a translation in every locale, under the key the console reads it from
// (grep the component for the prefix), and the order audit trail translates every action the server writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import pl from '../../locales/pl.ts';
import cz from '../../locales/cz.ts';
import { DELIVERY_PRODUCT_TYPES } from '../../domain/constants.ts';
import {
  ACCOUNT_TYPES,
  ADDITIONAL_SERVICES,
  AUDIT_ACTOR_KINDS,
  CANCELLATION_REASONS,
  CAN_VIEW_FLAGS,
  COMPANY_STATUSES,
  CORRECTION_CATEGORIES,
  CORRECTION_STATUSES,
  CURRENCIES,
  DRIVER_STATUSES,
  DRIVER_TYPES,
  OPERATOR_SCOPES,
  ORDER_AUDIT_ACTIONS,
  ORDER_STATUSES,
  ORDER_TYPES,
  PACKAGE_SIZES,
  PAYMENT_TYPES,
  RENEWAL_REASONS,
  REPORT_TYPES,
  STOCK_EXCHANGE_STATUSES,
  STOCK_MOVEMENT_TYPES,
  VEHICLE_TYPES,
  WALLET_ENTRY_TYPES,
  WEEKDAYS,
  orderAuditActionKey,
} from '../../domain/enums.ts';
import { scopeLabelKey } from '../../domain/operatorSchemas.ts';
import { codedValueKey, type CodedValueGroup } from '../../domain/codedValues.ts';
import { STOCK_HOLDER_TYPES } from '../../domain/stockSchemas.ts';

const prefixed = (prefix: string) => (value: string) => `${prefix}.${value}`;
const coded = (group: CodedValueGroup) => (value: string) => codedValueKey(group, value);

/** [what, values, value → i18n key] for every enum that reaches the screen. */
const SHOWN: [string, readonly string[], (value: string) => string][] = [
  ['order statuses (list, expanded row, audit trail)', ORDER_STATUSES, prefixed('orders.status')],
  ['order types (expanded row, company owner)', ORDER_TYPES, prefixed('orders.type')],
  ['cancellation reasons', [...CANCELLATION_REASONS, 'AUTOMATIC_REQUEUE'], prefixed('orders.cancellationReason')],
  ['renewal reasons (expanded row)', RENEWAL_REASONS, prefixed('orderList.expand.renewalReason')],
  ['renewal reasons (renewals dialog)', RENEWAL_REASONS, prefixed('orderActions.renewals.reason')],
  ['payment types (order form, company settings)', PAYMENT_TYPES, prefixed('orderForm.payment.types')],
  ['payment types (expanded row)', PAYMENT_TYPES, prefixed('orderList.expand.paymentType')],
  ['package sizes', PACKAGE_SIZES, prefixed('orderForm.packageSize.sizes')],
  ['additional services', ADDITIONAL_SERVICES, prefixed('orderList.expand.additionalService')],
  ['vehicle types (expanded row)', VEHICLE_TYPES, prefixed('orderList.expand.vehicleType')],
  ['vehicle types (drivers)', VEHICLE_TYPES, prefixed('drivers.vehicle')],
  ['driver statuses', DRIVER_STATUSES, prefixed('drivers.status')],
  ['driver types', DRIVER_TYPES, prefixed('drivers.type')],
  ['currencies', CURRENCIES, prefixed('wallet.currencies')],
  ['company statuses (companies)', COMPANY_STATUSES, prefixed('companies.status')],
  ['company statuses (account)', COMPANY_STATUSES, prefixed('account.companyStatus')],
  ['account types', ACCOUNT_TYPES, prefixed('users.accountTypes')],
  ['operator scopes', OPERATOR_SCOPES, scopeLabelKey],
  ['canView flags', CAN_VIEW_FLAGS, prefixed('users.canView')],
  ['stock exchange statuses', STOCK_EXCHANGE_STATUSES, prefixed('stock.pending.statuses')],
  ['stock holder types', STOCK_HOLDER_TYPES, prefixed('stock.entityType')],
  ['stock movement types', STOCK_MOVEMENT_TYPES, prefixed('reports.movementTypes')],
  ['correction categories', CORRECTION_CATEGORIES, prefixed('corrections.categories')],
  ['correction statuses', CORRECTION_STATUSES, prefixed('corrections.statuses')],
  ['wallet entry types', WALLET_ENTRY_TYPES, prefixed('wallet.types')],
  ['report types', REPORT_TYPES, prefixed('reports.types')],
  ['report descriptions', REPORT_TYPES, prefixed('reports.descriptions')],
  ['weekdays (locations, the expanded row’s opening hours)', WEEKDAYS, prefixed('locations.weekdays')],
  ['weekdays, short (locations)', WEEKDAYS, prefixed('locations.weekdaysShort')],
  ['delivery product types (registration, company owner)', DELIVERY_PRODUCT_TYPES, prefixed('register.productTypes')],
  ['audit actions (order history)', ORDER_AUDIT_ACTIONS, orderAuditActionKey],
  ['audit actors (order history)', AUDIT_ACTOR_KINDS, prefixed('orderList.audit.actor')],
  // The coded values only the CSV files write (domain/codedValues.ts; the reports' SQL writes these codes).
  ['driver status sources (reports)', ['sign_in', 'logout', 'app', 'system'], coded('driverStatusSource')],
  ['offer answers (reports)', ['accepted', 'rejected', 'expired', 'open'], coded('offerResponse')],
  ['stock move sides (reports)', ['warehouse', 'driver', 'company', 'order'], coded('stockParty')],
  ['feedback categories (reports)', ['pickup', 'receiver', 'address', 'app', 'other'], coded('feedbackCategory')],
  ['actors (reports)', ['system'], coded('actor')],
  ['yes and no (reports)', ['yes', 'no'], coded('yesNo')],
];

const messageAt = (messages: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      messages,
    );

describe('enum translations', () => {
  it.each([
    ['en', en],
    ['pl', pl],
    ['cz', cz],
  ] as const)('%s translates every enum value the console shows', (_locale, messages) => {
    const untranslated = SHOWN.flatMap(([what, values, keyOf]) =>
      values
        .filter((value) => {
          const text = messageAt(messages, keyOf(value));
          return typeof text !== 'string' || !text.trim();
        })
        .map((value) => `${what}: ${value} (${keyOf(value)})`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('order audit actions', () => {
  const SERVER_DIR = join(import.meta.dirname, '../../server');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? sourceFiles(join(dir, entry.name))
        : entry.name.endsWith('.ts')
          ? [join(dir, entry.name)]
          : [],
    );
  /** The sweep's entry names no order (entityId null): no order's trail shows it. */
  const NOT_IN_AN_ORDER_TRAIL = ['order.autoCancel.sweep'];

  it('every order action the server writes to the audit log is in ORDER_AUDIT_ACTIONS', () => {
    const written = new Set<string>();
    for (const file of sourceFiles(SERVER_DIR)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/action: '(order\.[\w.]+)'/g)) written.add(m[1]);
      // Other entities' actions logged on an order (entity: 'order' in the same entry).
      for (const m of text.matchAll(/action: '([\w.]+)'[^\n]*entity: 'order'/g)) written.add(m[1]);
    }
    expect(written.size).toBeGreaterThan(10);
    const catalogue: readonly string[] = ORDER_AUDIT_ACTIONS;
    expect(
      [...written].filter((action) => !catalogue.includes(action) && !NOT_IN_AN_ORDER_TRAIL.includes(action)),
    ).toEqual([]);
  });
});
