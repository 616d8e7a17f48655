// Query-string encoding of the API calls: empty values (undefined, null, '') are skipped, arrays use the bracket format
// (companyIds[]=1&companyIds[]=2).
import { fetchUtils } from 'react-admin';

export type QueryValue = string | number | boolean | null | undefined | Array<string | number>;
export type QueryParams = Record<string, QueryValue>;

export const encodeQuery = (query: QueryParams | undefined): string => {
  if (!query) return '';
  const cleaned: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter((item) => item !== null && item !== undefined && item !== '');
      if (items.length) cleaned[key] = items;
      continue;
    }
    cleaned[key] = value;
  }
  return fetchUtils.queryParameters(cleaned, { arrayFormat: 'bracket', skipNull: true, skipEmptyString: true });
};
