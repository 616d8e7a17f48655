// Client onboarding and own-account calls: the register/selectProduct and register/addLocations steps, the settings
// (company data, contract, API keys) and POST /@me/change-password. The zod schemas of every payload and the shapes
// the API answers, shared by the console's forms and the server. Messages are i18n keys.
import { z } from 'zod';
import { REGISTRATION_MAX_LOCATIONS, PASSWORD_MIN_LENGTH } from './constants.ts';
import { PACKAGE_SIZES, type CompanyStatus, type PackageSize } from './enums.ts';
import { idRule, msg, passwordText, text } from './schemas.ts';
import { locationFieldsSchema } from './locationSchemas.ts';
import type { ContractState } from './companySchemas.ts';
import type { RegistrationSteps } from './api.ts';
import type { CompanyContractData } from './types.ts';
import type { CompanyCoverage } from './coverage.ts';

// ---- Registration steps ---------------------------------------------------------------------------------------------

/** POST /api/auth/select-product (also /settings/product later: the step keeps its first date). */
export const selectProductSchema = z.object({
  defaultPackageSize: z.enum(PACKAGE_SIZES, { error: msg.required }),
});
export type SelectProductInput = z.infer<typeof selectProductSchema>;

/** POST /api/auth/add-locations: at most 10 pickup points; an empty list skips the step. */
export const addLocationsSchema = z.object({
  locations: z.array(locationFieldsSchema).max(REGISTRATION_MAX_LOCATIONS, {
    error: 'account.validation.tooManyLocations',
    params: { max: REGISTRATION_MAX_LOCATIONS },
  } as never),
});
export type AddLocationsBody = z.input<typeof addLocationsSchema>;

// ---- Own account ----------------------------------------------------------------------------------------------------

const required = passwordText().min(1, { error: msg.required });

/** POST /api/@me/change-password (oldPassword and newPassword required, min 7; confirmation matches). */
export const changeOwnPasswordSchema = z
  .object({
    oldPassword: required,
    newPassword: required.min(PASSWORD_MIN_LENGTH, {
      error: msg.minLength,
      params: { min: PASSWORD_MIN_LENGTH },
    } as never),
    /** The form sends it; API callers may leave it out. */
    newPasswordConfirmation: passwordText({ error: msg.invalid }).optional(),
  })
  .refine((v) => v.newPasswordConfirmation === undefined || v.newPasswordConfirmation === v.newPassword, {
    path: ['newPasswordConfirmation'],
    error: msg.passwordMismatch,
  });
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema>;

/** POST /api/@me/contract/generate: generating means accepting the terms. */
export const generateContractSchema = z.object({
  acceptTerms: z.literal(true, { error: msg.mustAccept }),
});

/**
 * The company data and the contract are fixed once the company is active or its contract signed: the client reads
 * them and downloads the contract; a change goes through our support (the server answers 409 company_already_active).
 */
export const companyDataLocked = (company: { status: CompanyStatus; contractState: ContractState }): boolean =>
  company.status === 'active' || company.contractState === 'signed';

// ---- API keys -------------------------------------------------------------------------------------------------------

export const API_KEY_NAME_MAX = 60;
/** Every key starts with this; the server tells keys from session tokens by it. */
export const API_KEY_PREFIX = 'dck_';

/** POST /api/@me/api-keys/create */
export const createApiKeySchema = z.object({
  name: text(API_KEY_NAME_MAX).min(3, { error: msg.minLength, params: { min: 3 } } as never),
});
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;

/** POST /api/@me/api-keys/revoke */
export const revokeApiKeySchema = z.object({ id: idRule() });

export interface ApiKeyRow {
  id: number;
  name: string;
  /** The first characters of the key (`dck_ab12cd34`), to tell keys apart; the rest is never shown again. */
  prefix: string;
  createdAt: string;
  createdBy: string | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The answer of create: the only time the whole key is sent. */
export interface CreatedApiKey extends ApiKeyRow {
  key: string;
}

// ---- Answers --------------------------------------------------------------------------------------------------------

/** GET /api/@me/company: the signed-in client's company as the settings pages show it. */
export interface MyCompany {
  id: number;
  name: string;
  displayName: string | null;
  status: CompanyStatus;
  activated: boolean;
  defaultPackageSize: PackageSize;
  registrationSteps: RegistrationSteps;
  contractState: ContractState;
  contractGeneratedAt: string | null;
  contractData: CompanyContractData | null;
  locationsCount: number;
  /** Whether we deliver from where the company works (its onboarding says when it waits for coverage). */
  coverage: CompanyCoverage;
}
