// Calls of the authorised stage (once the session is valid): the session user, regions and products.
import type { MeResponse, ProductItem, Region } from '../../domain/api.ts';
import type { HttpClient } from './httpClient.ts';
import { sortByName } from '../../domain/sorting.ts';

export const fetchMe = (http: HttpClient): Promise<MeResponse> => http.get<MeResponse>('/@me');

/** Active regions, sorted by name. */
export const fetchRegions = async (http: HttpClient): Promise<Region[]> => {
  const regions = await http.get<Region[]>('/region/list', { active: true });
  return sortByName(regions, (r) => r.name);
};

export const fetchProducts = (http: HttpClient): Promise<ProductItem[]> => http.get<ProductItem[]>('/product/list');
