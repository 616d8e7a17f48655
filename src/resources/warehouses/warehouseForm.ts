// The warehouse form's values: what a new warehouse starts with, a warehouse as the form edits it, the body sent
// (every field, so that a save loses nothing), the check with the shared schema (src/domain/warehouseSchemas.ts) whose
// messages land under their fields, and the server's field errors of a 400.
import { warehouseFormSchema, type CreateWarehouseInput, type WarehouseDetails } from '../../domain/warehouseSchemas.ts';
import { isApiError } from '../../dataProvider/errors.ts';

export interface WarehouseFormValues {
  id?: number;
  owner: string;
  companyId: number | string | null;
  region: string;
}

export const newWarehouseValues = (companyId?: number): WarehouseFormValues => ({ owner: '', companyId: companyId ?? null, region: '' });

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
  companyId: values.companyId === null || values.companyId === '' || values.companyId === undefined ? undefined : Number(values.companyId),
  region: textOf(values.region),
});

export interface FieldMessage {
  message: string;
  args: Record<string, number>;
}
type Errors = Partial<Record<'owner' | 'companyId' | 'region', FieldMessage | string>>;
const FIELDS = ['owner', 'companyId', 'region'] as const;
const isField = (key: string): key is (typeof FIELDS)[number] => (FIELDS as readonly string[]).includes(key);

/** The form's check: the shared schema's first message per field, with its bound. */
export const validateWarehouseForm = (values: object): Errors => {
  const result = warehouseFormSchema.safeParse(warehouseFields(values as WarehouseFormValues));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues as { path: PropertyKey[]; message: string; minimum?: unknown; maximum?: unknown }[]) {
    const field = String(issue.path[0] ?? '');
    if (!isField(field) || errors[field]) continue;
    const args: Record<string, number> = {};
    if (issue.minimum !== undefined) args.min = Number(issue.minimum);
    if (issue.maximum !== undefined) args.max = Number(issue.maximum);
    errors[field] = { message: issue.message, args };
  }
  return errors;
};

/** The server's field errors of a 400 as the form's submission errors; null if none. */
export const warehouseServerErrors = (error: unknown): Errors | null => {
  if (!isApiError(error, 400)) return null;
  const errors: Errors = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0]!;
    if (isField(field) && messages[0] && !errors[field]) errors[field] = messages[0];
  }
  return Object.keys(errors).length ? errors : null;
};
