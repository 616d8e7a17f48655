// The zip-code page's search: the form values, their validation with the shared schema, and the prefill from the
// navigation state (city, street and zipCode all present) of a location's "Zip codes" link.
import type { Resolver } from 'react-hook-form';
import { ZIP_CODE_DEFAULT_RADIUS_KM } from '../../domain/constants.ts';
import { zipCodeSearchSchema, type ZipCodeSearchQuery } from '../../domain/locationSchemas.ts';
import { issuesResolver, schemaIssues } from '../../forms/formErrors.ts';

export interface ZipCodeSearchValues {
  street: string;
  zipCode: string;
  city: string;
  radius: number | string | null;
}

export const emptySearch = (): ZipCodeSearchValues => ({
  street: '',
  zipCode: '',
  city: '',
  radius: ZIP_CODE_DEFAULT_RADIUS_KM,
});

/** The navigation state's address when city, street and zipCode are all present strings; null otherwise. */
export const prefillFromState = (state: unknown): ZipCodeSearchValues | null => {
  if (!state || typeof state !== 'object') return null;
  const { street, city, zipCode } = state as Record<string, unknown>;
  if (typeof street !== 'string' || typeof city !== 'string' || typeof zipCode !== 'string') return null;
  if (!street.trim() || !city.trim() || !zipCode.trim()) return null;
  return { street, city, zipCode, radius: ZIP_CODE_DEFAULT_RADIUS_KM };
};

/** The search as the API takes it (an emptied radius: the default). */
const searchBody = (values: ZipCodeSearchValues) => ({
  ...values,
  radius: values.radius === '' || values.radius === null ? undefined : values.radius,
});

export const parseSearch = (values: ZipCodeSearchValues) => zipCodeSearchSchema.safeParse(searchBody(values));

export const searchResolver: Resolver<ZipCodeSearchValues> = issuesResolver((values: ZipCodeSearchValues) =>
  schemaIssues(zipCodeSearchSchema, searchBody(values)),
);

export type { ZipCodeSearchQuery };
