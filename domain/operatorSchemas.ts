// Operator accounts of the users page: account types, canView flags, the create, update and password rules, and the
// /operator/* calls. The zod schemas of every payload, shared by the server (validation once) and the users page's
// forms; messages are i18n keys.
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants.ts';
import { ACCOUNT_TYPES, CAN_VIEW_FLAGS, OPERATOR_SCOPES, type AccountType, type CanView } from './enums.ts';
import { msg, INT4_MAX, passwordText, REGION_NAME_MAX, text, emailText } from './schemas.ts';

/** "All companies" / "all regions" on the wire: companyIds "*" = all, regions "*" = all. */
export const ALL = '*' as const;
export type All = typeof ALL;

export const operatorMsg = {
  atLeastOneValue: 'users.validation.atLeastOneValue',
  passwordNotTheSame: 'users.validation.passwordNotTheSame',
  unknownCompany: 'users.validation.unknownCompany',
  unknownRegion: 'users.validation.unknownRegion',
  locationOutsideCompanies: 'users.validation.locationOutsideCompanies',
} as const;

/** The account types a form may choose: every type but deactivated (reached only through deactivate). */
export const ASSIGNABLE_ACCOUNT_TYPES = ACCOUNT_TYPES.filter(
  (type): type is Exclude<AccountType, 'deactivated'> => type !== 'deactivated',
) as readonly Exclude<AccountType, 'deactivated'>[];
export type AssignableAccountType = (typeof ASSIGNABLE_ACCOUNT_TYPES)[number];

/**
 * The scopes the users page offers as ticks: the operator scopes (report, orders, operators, superAdmin, …,
 * zipCodes), plus `companies` (the company page's own scope: that page needs SuperAdmin or the Companies scope). The
 * wildcard `*` is accepted by the API (OPERATOR_SCOPES) but not offered.
 */
export const SCOPE_CHOICES = OPERATOR_SCOPES.filter(
  (scope): scope is Exclude<(typeof OPERATOR_SCOPES)[number], '*'> => scope !== '*',
);

/** The i18n key of a scope's readable label (`reports:offers` → users.scopes.reports_offers). */
export const scopeLabelKey = (scope: string): string =>
  scope === ALL ? 'users.scopes.all' : `users.scopes.${scope.replace(/:/g, '_')}`;

const positiveInt = z
  .number({ error: msg.invalid })
  .int({ error: msg.invalid })
  .positive({ error: msg.invalid })
  .max(INT4_MAX, { error: msg.invalid });
/** The most companies, regions or pickup points one operator is assigned by name or id. */
const ASSIGNMENTS_MAX = 1000;
const unique = <T>(items: T[]) => [...new Set(items)];

/** "*" or a non-empty list: at least one value (message atLeastOneValue). */
const allOrList = <T extends z.ZodType>(item: T) =>
  z
    .union(
      [
        z.literal(ALL),
        z.array(item).max(ASSIGNMENTS_MAX, { error: msg.tooManyItems, params: { max: ASSIGNMENTS_MAX } } as never),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null ? operatorMsg.atLeastOneValue : msg.invalid,
      },
    )
    .refine((v) => v === ALL || v.length > 0, { error: operatorMsg.atLeastOneValue })
    .transform((v) => (v === ALL ? ALL : unique(v as z.output<T>[])));

const companyIdsField = allOrList(positiveInt);
const regionsField = allOrList(text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }));
const scopeField = z
  .array(z.enum(OPERATOR_SCOPES, { error: msg.invalid }), { error: operatorMsg.atLeastOneValue })
  .min(1, { error: operatorMsg.atLeastOneValue })
  .max(OPERATOR_SCOPES.length * 4, { error: msg.tooManyItems, params: { max: OPERATOR_SCOPES.length * 4 } } as never)
  .transform(unique);
const locationIdsField = z
  .array(positiveInt, { error: msg.invalid })
  .max(ASSIGNMENTS_MAX, { error: msg.tooManyItems, params: { max: ASSIGNMENTS_MAX } } as never)
  .transform(unique)
  .optional();
const accountTypeField = z.enum(ASSIGNABLE_ACCOUNT_TYPES, { error: msg.required });
/** canView flags are optional; a flag left out takes its account type's default (canViewDefaults). */
const canViewField = z
  .object(
    Object.fromEntries(CAN_VIEW_FLAGS.map((flag) => [flag, z.boolean({ error: msg.invalid }).optional()])) as Record<
      (typeof CAN_VIEW_FLAGS)[number],
      z.ZodOptional<z.ZodBoolean>
    >,
  )
  .optional();
const operatorId = z
  .number({ error: msg.required })
  .int({ error: msg.invalid })
  .positive({ error: msg.required })
  .max(INT4_MAX, { error: msg.invalid });
const password = passwordText()
  .min(1, { error: msg.required })
  .min(PASSWORD_MIN_LENGTH, { error: msg.minLength, params: { min: PASSWORD_MIN_LENGTH } } as never);

/** The assignments shared by create and update. */
const assignments = {
  companyIds: companyIdsField,
  regions: regionsField,
  scope: scopeField,
  accountType: accountTypeField,
  canView: canViewField,
  locationIds: locationIdsField,
};

/** POST /api/operator/create: email, password, companyIds, regions, scope, accountType, canView, locationIds. */
export const createOperatorSchema = z.object({
  email: emailText().transform((v) => v.toLowerCase()),
  password,
  ...assignments,
});
export type CreateOperatorInput = z.output<typeof createOperatorSchema>;
export type CreateOperatorBody = z.input<typeof createOperatorSchema>;

/** POST /api/operator/update: operatorId, companyIds, regions, scope, accountType, canView, locationIds. */
export const updateOperatorSchema = z.object({ operatorId, ...assignments });
export type UpdateOperatorInput = z.output<typeof updateOperatorSchema>;
export type UpdateOperatorBody = z.input<typeof updateOperatorSchema>;

/** POST /api/operator/change-password: operatorId, newPassword. */
export const changeOperatorPasswordSchema = z.object({ operatorId, newPassword: password });
export type ChangeOperatorPasswordInput = z.output<typeof changeOperatorPasswordSchema>;

/** POST /api/operator/deactivate and /activate: operatorId. */
export const operatorIdSchema = z.object({ operatorId });
export type OperatorIdInput = z.output<typeof operatorIdSchema>;

// ---- Forms (the same rules; the confirmations exist only in the forms) ----------------------------------------------

/** The create form's body check: the API schema plus passwordConfirmation equal to password. */
const confirmation = passwordText().min(1, { error: msg.required });
/** Whether two fields hold strings: then their match is checked even when other fields are invalid. */
const bothStrings = (a: string, b: string) => (payload: { value: unknown }) => {
  const v = payload.value as Record<string, unknown> | null;
  return typeof v?.[a] === 'string' && typeof v?.[b] === 'string' && v[b] !== '';
};

export const createOperatorFormSchema = createOperatorSchema
  .extend({ passwordConfirmation: confirmation })
  .refine((v) => v.passwordConfirmation === v.password, {
    path: ['passwordConfirmation'],
    error: operatorMsg.passwordNotTheSame,
    when: bothStrings('password', 'passwordConfirmation'),
  });

/** The operator password dialog: newPassword (min 7) and its confirmation. */
export const operatorPasswordFormSchema = changeOperatorPasswordSchema
  .extend({ newPasswordConfirmation: confirmation })
  .refine((v) => v.newPasswordConfirmation === v.newPassword, {
    path: ['newPasswordConfirmation'],
    error: operatorMsg.passwordNotTheSame,
    when: bothStrings('newPassword', 'newPasswordConfirmation'),
  });

// ---- Answers --------------------------------------------------------------------------------------------------------

/** Operator as the API serves it, plus what the users page shows and filters by. */
export interface OperatorItem {
  id: number;
  email: string;
  /** Sign-in name: the e-mail for operators created here, a short name for the demo accounts. */
  username: string;
  accountType: AccountType;
  /** The type a deactivated account returns to on activation; null while active. */
  previousAccountType: AccountType | null;
  /** False when the account type is deactivated. */
  active: boolean;
  scope: string[];
  companyIds: number[] | All;
  regions: string[] | All;
  locationIds: number[];
  /** Every flag: the stored value, or the account type's default. */
  canView: CanView;
  createdAt: string;
  updatedAt: string | null;
}

/** Every answer of the /operator/* writes. */
export interface OperatorResponse {
  operator: OperatorItem;
}

export { SESSION_ENDED_EVENT, type SessionEndedPayload, type SessionEndedReason } from './sessionEvents.ts';
