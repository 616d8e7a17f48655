// The base layer of the console's Leaflet maps (route map, zip-code map): the tiles of the server's map config
// while they work; when they cannot load (tile errors before any tile arrived, no tile within TILE_TIMEOUT_MS,
// or no map config), the offline basemap of voivodeships (GET /api/map/basemap) on a plain background.
// Import it only from lazily loaded modules: it brings Leaflet.
import { useQuery } from '@tanstack/react-query';
import L from 'leaflet';
import { useEffect, useState, type RefObject } from 'react';
import type { MapConfig } from '../../../domain/api.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';

/** Without a single tile after this long, the tile server is taken as unreachable. */
export const TILE_TIMEOUT_MS = 8_000;
export const PLAIN_BACKGROUND = '#dfe7ee';
export const TILE_BACKGROUND = '#eeeeee';
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

/**
 * Draws the tiles or the offline basemap on the map of `mapRef` (call it after the effect creating the map).
 * Answers whether the map is offline; `onOffline` is called once when it switches.
 */
export const useMapBaseLayer = (
  mapRef: RefObject<L.Map | null>,
  config: MapConfigState,
  onOffline?: () => void,
): boolean => {
  const map = useAppApi('map');
  const [offline, setOffline] = useState(config === 'failed');
  if (config === 'failed' && !offline) setOffline(true);

  const basemap = useQuery({
    queryKey: BASEMAP_KEY,
    queryFn: ({ signal }) => map.getBasemap(signal),
    enabled: offline,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  useEffect(() => {
    if (offline) onOffline?.();
  }, [offline, onOffline]);

  // The postal-code data's credit: every map places addresses (and the zip-code map draws areas) from it.
  useEffect(() => {
    const control = mapRef.current?.attributionControl;
    if (!control || !config || config === 'failed' || !config.geodataAttribution) return undefined;
    control.addAttribution(config.geodataAttribution);
    return () => {
      control.removeAttribution(config.geodataAttribution);
    };
  }, [mapRef, config]);

  // Tiles, while they work.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || offline || !config || config === 'failed') return undefined;
    const layer = L.tileLayer(config.tileUrl, { attribution: config.attribution, maxZoom: 19 });
    let loaded = 0;
    const giveUp = () => setOffline(true);
    layer.on('tileload', () => {
      loaded += 1;
    });
    layer.on('tileerror', () => {
      if (loaded === 0) giveUp();
    });
    const timer = setTimeout(() => {
      if (loaded === 0) giveUp();
    }, TILE_TIMEOUT_MS);
    layer.addTo(instance);
    return () => {
      clearTimeout(timer);
      layer.remove(); // first: the attribution control takes the tiles' credit away on the layer's 'remove' event
      layer.off();
    };
  }, [mapRef, config, offline]);

  // The offline basemap on a plain background.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || !offline || !basemap.data) return undefined;
    const attribution = config && config !== 'failed' ? config.basemapAttribution : '';
    const layer = L.geoJSON(basemap.data, {
      interactive: false,
      attribution,
      style: { color: '#8a99a8', weight: 1.2, fillColor: '#f6f4ee', fillOpacity: 1 },
    }).addTo(instance);
    layer.bringToBack();
    return () => {
      layer.remove();
    };
  }, [mapRef, offline, basemap.data, config]);

  return offline;
};
