// The driver form's values: what a new driver starts with, a driver as the form edits it, the body sent (every field,
// so that a save loses nothing), and the check with the shared schema (domain/driverSchemas.ts) whose messages land
// under their fields (the forms kit, src/forms/).
import {
  createDriverSchema,
  driverFormSchema,
  type CreateDriverInput,
  type DriverDetails,
} from '../../../domain/driverSchemas.ts';
import type { DriverType, VehicleType } from '../../../domain/enums.ts';
import { schemaValidator, type FieldPath } from '../../forms/formErrors.ts';

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
  car: {
    registrationPlate: driver.car?.registrationPlate ?? '',
    model: driver.car?.model ?? '',
    color: driver.car?.color ?? '',
  },
  allowedCompanyIds: [...driver.allowedCompanyIds],
});

const trimmed = (v: unknown) => (typeof v === 'string' ? v : '');

/** The body of the form's values (the car's blank parts are left out by the schema; none at all is null). */
export const driverFields = (values: DriverFormValues): DriverFields => {
  const car = values.car ?? { registrationPlate: '', model: '', color: '' };
  const parts = Object.fromEntries(
    (['registrationPlate', 'model', 'color'] as const)
      .map((k) => [k, trimmed(car[k]).trim()] as const)
      .filter(([, v]) => v !== ''),
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

/** A message goes under the field it names; an item of the company list under the list. */
export const driverFieldPath: FieldPath = (path) => {
  const parts = path.map(String);
  return parts[0] === 'allowedCompanyIds' ? ['allowedCompanyIds'] : parts;
};

export const bodyWithPassword = (v: DriverFormValues) => ({ ...driverFields(v), password: v.password ?? '' });

export const validateDriverCreateForm = schemaValidator(createDriverSchema, bodyWithPassword, {
  fieldPath: driverFieldPath,
});
export const validateDriverEditForm = schemaValidator(driverFormSchema, driverFields, {
  fieldPath: driverFieldPath,
});
