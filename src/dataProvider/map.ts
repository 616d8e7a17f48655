// Calls of the map configuration and the offline basemap of the route map and zip-code map.
import type { HttpClient } from './httpClient.ts';

export const createMapApi = (http: HttpClient) => ({
  http,
});

export type MapApi = ReturnType<typeof createMapApi>;
