// The server's map config (tile URL and credits) as every map of the console reads it, and the timing of the
// offline fallback. No Leaflet here: the maps that draw with it are lazily loaded chunks.
import { useQuery } from '@tanstack/react-query';
import type { MapConfig } from '../../domain/api.ts';
import { useAppApi } from '../dataProvider/useAppApi.ts';

/** Without a single tile after this long, the tile server is taken as unreachable. */
export const TILE_TIMEOUT_MS = 8_000;
export const MAP_CONFIG_KEY = ['routeMap', 'config'] as const;
export const BASEMAP_KEY = ['routeMap', 'basemap'] as const;

/** The server's map config: null while loading, 'failed' when it could not be loaded. */
export type MapConfigState = MapConfig | null | 'failed';

/** The map config through react-query (shared by every map of the console). */
export const useMapConfig = (): MapConfigState => {
  const map = useAppApi('map');
  const config = useQuery({
    queryKey: MAP_CONFIG_KEY,
    queryFn: ({ signal }) => map.getConfig(signal),
    staleTime: 5 * 60_000,
  });
  return config.isError ? 'failed' : (config.data ?? null);
};
