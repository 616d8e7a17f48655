// Calls of the maps: the route map (GET /order/location-history), the live operations map (GET /operations/map) and the
// map assets of the server: the tile configuration and the offline basemap drawn when the tiles cannot load.
import type { FeatureCollection } from 'geojson';
import type { MapConfig, OrderLocationHistory } from '../../domain/api.ts';
import type { OperationsMapAnswer, OperationsMapQuery } from '../../domain/operationsMap.ts';
import type { HttpClient } from './httpClient.ts';

export const createMapApi = (http: HttpClient) => ({
  getConfig: (signal?: AbortSignal) => http.get<MapConfig>('/map/config', undefined, { signal }),
  getBasemap: (signal?: AbortSignal) => http.get<FeatureCollection>('/map/basemap', undefined, { signal }),
  getLocationHistory: (orderId: number, signal?: AbortSignal) =>
    http.get<OrderLocationHistory>('/order/location-history', { orderId, locationHistory: true }, { signal }),
  getOperationsMap: (query: OperationsMapQuery, signal?: AbortSignal) =>
    http.get<OperationsMapAnswer>(
      '/operations/map',
      { region: query.region, companyIds: query.companyIds, status: query.status?.join(',') },
      { signal },
    ),
});

export type MapApi = ReturnType<typeof createMapApi>;
