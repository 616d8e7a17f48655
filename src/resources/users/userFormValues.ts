// The users page's form values (the user as viewed) and the request bodies (the operator as served): "all companies" /
// "all regions" are ticks in the form and "*" on the wire; locationIds go out on create only when non-empty.
// Validation: the shared schemas of domain/operatorSchemas.ts through the forms kit (a message under its top-level
// field).
import type { CanView, OperatorScope } from '../../../domain/enums.ts';
import { canViewDefaults } from '../../../domain/permissions.ts';
import {
  ALL,
  createOperatorFormSchema,
  operatorPasswordFormSchema,
  updateOperatorSchema,
  type AssignableAccountType,
  type CreateOperatorBody,
  type OperatorItem,
  type UpdateOperatorBody,
} from '../../../domain/operatorSchemas.ts';
import { schemaValidator, topLevelField } from '../../forms/formErrors.ts';

export interface UserFormValues {
  email: string;
  password: string;
  passwordConfirmation: string;
  accountType: AssignableAccountType | '';
  scope: string[];
  allCompanies: boolean;
  companyIds: number[];
  allRegions: boolean;
  regions: string[];
  locationIds: number[];
  canView: CanView;
}

/** The create form's start: nothing chosen, every canView flag off until an account type is chosen. */
export const emptyUserForm = (): UserFormValues => ({
  email: '',
  password: '',
  passwordConfirmation: '',
  accountType: '',
  scope: [],
  allCompanies: false,
  companyIds: [],
  allRegions: false,
  regions: [],
  locationIds: [],
  canView: canViewDefaults('deactivated'),
});

/** The edit form of an operator (a deactivated one shows the type it returns to). */
export const userFormOf = (operator: OperatorItem): UserFormValues => {
  const type = operator.accountType === 'deactivated' ? operator.previousAccountType : operator.accountType;
  return {
    email: operator.email,
    password: '',
    passwordConfirmation: '',
    accountType: type && type !== 'deactivated' ? type : '',
    scope: [...operator.scope],
    allCompanies: operator.companyIds === ALL,
    companyIds: operator.companyIds === ALL ? [] : [...operator.companyIds],
    allRegions: operator.regions === ALL,
    regions: operator.regions === ALL ? [] : [...operator.regions],
    locationIds: [...operator.locationIds],
    canView: { ...operator.canView },
  };
};

const assignments = (v: UserFormValues) => ({
  companyIds: v.allCompanies ? ALL : (v.companyIds ?? []),
  regions: v.allRegions ? ALL : (v.regions ?? []),
  scope: (v.scope ?? []) as OperatorScope[],
  accountType: (v.accountType || undefined) as AssignableAccountType,
  canView: v.canView,
});

export const toCreateBody = (v: UserFormValues): CreateOperatorBody => ({
  email: v.email ?? '',
  password: v.password ?? '',
  ...assignments(v),
  ...(v.locationIds?.length ? { locationIds: v.locationIds } : {}),
});

export const toUpdateBody = (operatorId: number, v: UserFormValues): UpdateOperatorBody => ({
  operatorId,
  ...assignments(v),
  locationIds: v.locationIds ?? [],
});

/** Where a message goes: under the field of the body's top-level key (an item of a list under the list). */
export const userFieldPath = topLevelField();

/** react-admin's Form validate: the create form's values. */
export const validateCreate = schemaValidator<UserFormValues>(
  createOperatorFormSchema,
  (v) => ({ ...toCreateBody(v), passwordConfirmation: v.passwordConfirmation ?? '' }),
  { fieldPath: userFieldPath },
);

export const validateUpdate = (operatorId: number) =>
  schemaValidator<UserFormValues>(updateOperatorSchema, (v) => toUpdateBody(operatorId, v), {
    fieldPath: userFieldPath,
  });

export interface PasswordFormValues {
  newPassword?: string | null;
  newPasswordConfirmation?: string | null;
}

export const validatePassword = (operatorId: number) =>
  schemaValidator<PasswordFormValues>(
    operatorPasswordFormSchema,
    (v) => ({
      operatorId,
      newPassword: v.newPassword ?? '',
      newPasswordConfirmation: v.newPasswordConfirmation ?? '',
    }),
    { fieldPath: userFieldPath },
  );
