// The warehouse form's values: what a new warehouse starts with, a warehouse as the form edits it, the body sent
// (every field, so that a save loses nothing), the check with the shared schema (domain/warehouseSchemas.ts) whose
// messages land under their fields (the forms kit, src/forms/).
import {
  warehouseFormSchema,
  type CreateWarehouseInput,
  type WarehouseDetails,
} from '../../../domain/warehouseSchemas.ts';
import { schemaValidator, type FieldPath } from '../../forms/formErrors.ts';

export interface WarehouseFormValues {
  id?: number;
  owner: string;
  companyId: number | string | null;
  region: string;
}

export const newWarehouseValues = (companyId?: number): WarehouseFormValues => ({
  owner: '',
  companyId: companyId ?? null,
  region: '',
});

export const warehouseFormValues = (warehouse: WarehouseDetails): WarehouseFormValues => ({
  id: warehouse.id,
  owner: warehouse.owner,
  companyId: warehouse.companyId,
  region: warehouse.region,
});

const textOf = (v: unknown) => (typeof v === 'string' ? v : '');

/** The body sent: every field (no company chosen yet: none, which the schema refuses as required). */
export type WarehouseBody = Omit<CreateWarehouseInput, 'companyId'> & { companyId?: number };

/** The body of the form's values. */
export const warehouseFields = (values: WarehouseFormValues): WarehouseBody => ({
  owner: textOf(values.owner),
  companyId:
    values.companyId === null || values.companyId === '' || values.companyId === undefined
      ? undefined
      : Number(values.companyId),
  region: textOf(values.region),
});

const FIELDS = ['owner', 'companyId', 'region'] as const;

/** A message goes under the field it names (the form's three fields; anything else has no place). */
export const warehouseFieldPath: FieldPath = (path) => {
  const field = String(path[0] ?? '');
  return (FIELDS as readonly string[]).includes(field) ? [field] : [];
};

/** The form's check: the shared schema's first message per field, with its bound. */
export const validateWarehouseForm = schemaValidator(warehouseFormSchema, warehouseFields, {
  fieldPath: warehouseFieldPath,
});
