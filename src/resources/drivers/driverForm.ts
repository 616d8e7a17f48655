// The driver form's values: what a new driver starts with, a driver as the form edits it, the body sent (every field,
// so that a save loses nothing), and the check with the shared schema (src/domain/driverSchemas.ts) whose messages land
// under their fields; the server's field errors of a 400 too.
import type { ZodType } from 'zod';
import {
  createDriverSchema,
  driverFormSchema,
  type CreateDriverInput,
  type DriverDetails,
} from '../../domain/driverSchemas.ts';
import type { DriverType, VehicleType } from '../../domain/enums.ts';
import { isApiError } from '../../dataProvider/errors.ts';

export interface DriverFormValues {
  id?: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  region: string;
  type: DriverType;
  priorityDriver: boolean;
  vehicleType: VehicleType;
  car: { registrationPlate: string; model: string; color: string };
  allowedCompanyIds: number[];
  /** Only on create. */
  password?: string;
}

export type DriverFields = Omit<CreateDriverInput, 'password'>;

export const newDriverValues = (): DriverFormValues => ({
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  region: '',
  type: 'driver',
  priorityDriver: false,
  vehicleType: 'car',
  car: { registrationPlate: '', model: '', color: '' },
  allowedCompanyIds: [],
  password: '',
});

export const driverFormValues = (driver: DriverDetails): DriverFormValues => ({
  id: driver.id,
  firstName: driver.firstName,
  lastName: driver.lastName,
  phone: driver.phone ?? '',
  email: driver.email,
  region: driver.regionName ?? '',
  type: driver.type,
  priorityDriver: driver.priorityDriver,
  vehicleType: driver.vehicleType,
  car: { registrationPlate: driver.car?.registrationPlate ?? '', model: driver.car?.model ?? '', color: driver.car?.color ?? '' },
  allowedCompanyIds: [...driver.allowedCompanyIds],
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v : '');

/** The body of the form's values (the car's blank parts are left out by the schema; none at all is null). */
export const driverFields = (values: DriverFormValues): DriverFields => {
  const car = values.car ?? { registrationPlate: '', model: '', color: '' };
  const parts = Object.fromEntries(
    (['registrationPlate', 'model', 'color'] as const).map((k) => [k, trimmed(car[k]).trim()] as const).filter(([, v]) => v !== ''),
  );
  return {
    firstName: trimmed(values.firstName),
    lastName: trimmed(values.lastName),
    phone: trimmed(values.phone),
    email: trimmed(values.email),
    region: trimmed(values.region),
    type: values.type,
    priorityDriver: values.priorityDriver === true,
    vehicleType: values.vehicleType,
    car: Object.keys(parts).length ? parts : null,
    allowedCompanyIds: (values.allowedCompanyIds ?? []).map(Number),
  };
};

export interface FieldMessage {
  message: string;
  args: Record<string, number>;
}
type ErrorTree = { [key: string]: ErrorTree | FieldMessage | string };

/** A message goes under the field it names; an item of the company list under the list. */
const fieldPath = (path: readonly PropertyKey[]): string[] => {
  const parts = path.map(String);
  return parts[0] === 'allowedCompanyIds' ? ['allowedCompanyIds'] : parts;
};

const put = (tree: ErrorTree, path: string[], message: FieldMessage | string) => {
  let node = tree;
  path.slice(0, -1).forEach((key) => {
    if (typeof node[key] !== 'object' || node[key] === null || 'message' in (node[key] as object)) node[key] = {};
    node = node[key] as ErrorTree;
  });
  const leaf = path.at(-1)!;
  if (!(leaf in node)) node[leaf] = message;
};

const validateWith =
  (schema: ZodType, withPassword: boolean) =>
  (values: object): ErrorTree => {
    const v = values as DriverFormValues;
    const body = withPassword ? { ...driverFields(v), password: v.password ?? '' } : driverFields(v);
    const result = schema.safeParse(body);
    if (result.success) return {};
    const errors: ErrorTree = {};
    for (const issue of result.error.issues as { path: PropertyKey[]; message: string; minimum?: unknown; maximum?: unknown }[]) {
      const path = fieldPath(issue.path);
      if (!path.length) continue;
      const args: Record<string, number> = {};
      if (issue.minimum !== undefined) args.min = Number(issue.minimum);
      if (issue.maximum !== undefined) args.max = Number(issue.maximum);
      put(errors, path, { message: issue.message, args });
    }
    return errors;
  };

export const validateDriverCreateForm = validateWith(createDriverSchema, true);
export const validateDriverEditForm = validateWith(driverFormSchema, false);

/** The server's field errors of a 400 as the form's submission errors (nested like the values); null if none. */
export const driverServerErrors = (error: unknown): ErrorTree | null => {
  if (!isApiError(error, 400)) return null;
  const errors: ErrorTree = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    if (messages[0]) put(errors, fieldPath(path.split('.')), messages[0]);
  }
  return Object.keys(errors).length ? errors : null;
};
