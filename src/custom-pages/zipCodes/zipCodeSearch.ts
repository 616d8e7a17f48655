// The zip-code page's search: the form values, their validation with the shared schema, and the prefill from the
// navigation state (city, street and zipCode all present) of a location's "Zip codes" link. And the lookup of one zip
// code typed alone (00-950 or 00950): its form value and validation.
import type { Resolver } from 'react-hook-form';
import { ZIP_CODE_DEFAULT_RADIUS_KM } from '../../../domain/constants.ts';
import { zipCodeLookupSchema, zipCodeSearchSchema, type ZipCodeSearchQuery } from '../../../domain/locationSchemas.ts';
import { issuesResolver, schemaIssues, topLevelField } from '../../forms/formErrors.ts';

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

/** The lookup form's value (its own field name: the search form beside it has a zipCode). */
export interface ZipCodeLookupValues {
  lookupZipCode: string | null;
}

const lookupQuery = (values: ZipCodeLookupValues) => ({ zipCode: values.lookupZipCode ?? '' });

/** The zip code to look up as 00-000, or the schema's issues. */
export const parseLookup = (values: ZipCodeLookupValues) => zipCodeLookupSchema.safeParse(lookupQuery(values));

export const lookupResolver: Resolver<ZipCodeLookupValues> = issuesResolver((values: ZipCodeLookupValues) =>
  schemaIssues(zipCodeLookupSchema, lookupQuery(values), { fieldPath: topLevelField({ zipCode: 'lookupZipCode' }) }),
);
