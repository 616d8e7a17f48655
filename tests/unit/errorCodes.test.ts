// Every error code the server answers is in the catalogue (domain/errorCodes.ts), and every locale translates
// each one under errors.server.<code>.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import pl from '../../locales/pl.ts';
import cz from '../../locales/cz.ts';
import { ApiError, NetworkError } from '../../src/dataProvider/errors.ts';
import { serverErrorKey, serverErrorMessage } from '../../src/dataProvider/serverErrorMessage.ts';
import { CORRECTION_ERRORS } from '../../domain/correctionSchemas.ts';
import { SERVER_ERROR_CODES } from '../../domain/errorCodes.ts';
import { LEAD_ERROR_CODES } from '../../domain/leadSchemas.ts';
import { COMPANY_OUTSIDE_REGIONS, COMPANY_REGION_REQUIRED } from '../../domain/companySchemas.ts';
import { PRODUCT_CODE_TAKEN, PRODUCT_TYPE_READ_ONLY } from '../../domain/productSchemas.ts';
import { MULTIPLIER_ERRORS } from '../../domain/multiplierSchemas.ts';
import { DELIVERY_AVAILABILITY_ERROR_CODES, ORDER_CREATE_ERROR_CODES } from '../../domain/orderCreateApi.ts';
import { PICKUP_ERROR_CODES } from '../../domain/pickupSchemas.ts';
import { REGISTRATION_STEP_MISSING } from '../../domain/registrationSteps.ts';
import { REPORT_RANGE_TOO_LONG_CODE } from '../../domain/reportDefinitions.ts';
import { STOCK_ERRORS } from '../../domain/stockConstants.ts';
import { WALLET_ERRORS } from '../../domain/walletSchemas.ts';
import { WAREHOUSE_ERROR_CODES } from '../../domain/warehouseSchemas.ts';

const SERVER_DIR = join(import.meta.dirname, '../../server');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );

/**
 * The codes written literally in server/: the arguments of the errors.ts helpers, `new HttpError(status, 'code'`, the
 * error handler's `errorCode:` bodies (ternaries included), the delivery estimate's `unavailable('code'`, the
 * throttles' `too_many_…` codes, the geocoders' `code: '…'` (also sent prefixed `pickup_point_`), and string constants
 * handed to the helpers by name (`const WRONG_ORDER_OR_PIN = '…'`).
 */
const codesInServer = (): Map<string, string> => {
  const found = new Map<string, string>();
  const add = (code: string, file: string) => found.set(code, file.slice(SERVER_DIR.length + 1));
  for (const file of sourceFiles(SERVER_DIR)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(
      /\b(?:badRequest|conflict|forbidden|notFound|unprocessable|unauthorized|tooMany\w*)\(\s*'([a-z0-9_]+)'/g,
    ))
      add(m[1], file);
    for (const m of text.matchAll(/new HttpError\(\s*\d+,\s*'([a-z0-9_]+)'/g)) add(m[1], file);
    for (const m of text.matchAll(/\bunavailable\(\s*'([a-z0-9_]+)'/g)) add(m[1], file);
    for (const m of text.matchAll(/errorCode:\s*([^,}\n]+)/g))
      for (const q of m[1].matchAll(/'([a-z0-9_]+)'/g)) add(q[1], file);
    for (const m of text.matchAll(/'(too_many_[a-z0-9_]+)'/g)) add(m[1], file);
    for (const m of text.matchAll(
      /\b(?:badRequest|conflict|forbidden|notFound|unprocessable|unauthorized|tooMany\w*)\(\s*([A-Z][A-Z0-9_]*)\b/g,
    )) {
      const constant = new RegExp(`const ${m[1]} = '([a-z0-9_]+)'`).exec(text);
      if (constant) add(constant[1], file);
    }
    if (file.includes(`${join('services', 'geocoding')}`)) {
      for (const m of text.matchAll(/\bcode:\s*'([a-z0-9_]+)'/g)) {
        add(m[1], file);
        add(`pickup_point_${m[1]}`, file);
      }
    }
  }
  // The helpers' defaults: unauthorized(), forbidden(), notFound().
  for (const code of ['unauthorized', 'forbidden', 'not_found']) add(code, 'errors.ts');
  return found;
};

/** The domain's error-code constants (what the server passes to the helpers by name). */
const DOMAIN_CODES: string[] = [
  ...Object.values(CORRECTION_ERRORS),
  ...Object.values(STOCK_ERRORS),
  ...Object.values(WALLET_ERRORS),
  ...Object.values(WAREHOUSE_ERROR_CODES),
  ...Object.values(MULTIPLIER_ERRORS),
  ...ORDER_CREATE_ERROR_CODES,
  ...DELIVERY_AVAILABILITY_ERROR_CODES,
  ...PICKUP_ERROR_CODES,
  ...LEAD_ERROR_CODES,
  REGISTRATION_STEP_MISSING,
  REPORT_RANGE_TOO_LONG_CODE,
  COMPANY_OUTSIDE_REGIONS,
  COMPANY_REGION_REQUIRED,
  PRODUCT_CODE_TAKEN,
  PRODUCT_TYPE_READ_ONLY,
];

const catalogue: readonly string[] = SERVER_ERROR_CODES;

const messageAt = (messages: object, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      messages,
    );

describe('server error codes', () => {
  it('the catalogue lists each code once', () => {
    expect(catalogue.filter((code, i) => catalogue.indexOf(code) !== i)).toEqual([]);
  });

  it('every code written in server/ is in the catalogue', () => {
    const found = codesInServer();
    expect(found.size).toBeGreaterThan(60);
    const missing = [...found].filter(([code]) => !catalogue.includes(code)).map(([code, file]) => `${code} (${file})`);
    expect(missing, 'codes the server sends that domain/errorCodes.ts lacks').toEqual([]);
  });

  it("every code of the domain's error-code constants is in the catalogue", () => {
    expect([...new Set(DOMAIN_CODES)].filter((code) => !catalogue.includes(code))).toEqual([]);
  });

  it.each([
    ['en', en],
    ['pl', pl],
    ['cz', cz],
  ] as const)('%s translates every code under errors.server', (_locale, messages) => {
    const untranslated = catalogue.filter((code) => {
      const text = messageAt(messages, `errors.server.${code}`);
      return typeof text !== 'string' || !text.trim();
    });
    expect(untranslated).toEqual([]);
  });

  it('errors.server holds no code the catalogue lacks', () => {
    const server = messageAt(en, 'errors.server') as Record<string, string>;
    expect(Object.keys(server).filter((code) => !catalogue.includes(code))).toEqual([]);
  });
});

describe('serverErrorMessage', () => {
  const answer = (status: number, errorCode: string) =>
    new ApiError(status, { name: 'Error', message: 'english text', errorCode });

  it("gives a catalogued code's translation", () => {
    expect(serverErrorMessage(answer(409, 'correction_not_pending'))).toBe('errors.server.correction_not_pending');
    expect(serverErrorKey('insufficient_stock')).toBe('errors.server.insufficient_stock');
  });

  it('keeps the fallback for a code the console does not know, for codes that say nothing more, and for no answer', () => {
    expect(serverErrorMessage(answer(409, 'something_new'))).toBe('errors.generic');
    expect(serverErrorMessage(answer(500, 'unknown'), 'wallet.delete.failed')).toBe('wallet.delete.failed');
    expect(serverErrorMessage(answer(400, 'validation_failed'))).toBe('errors.generic');
    expect(serverErrorMessage(new NetworkError('timeout'))).toBe('errors.generic');
    expect(serverErrorKey(undefined)).toBeNull();
  });
});
