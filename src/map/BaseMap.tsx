// The frame of the console's Leaflet maps (route map, zip-code map) on react-leaflet: a labelled region holding the
// map (SVG renderer, so the route and the areas are SVG paths the journeys can find; zoom buttons; attribution
// without Leaflet's prefix, in the user's language, with the postal-code data's credit and the credit of the tiles or
// of the offline basemap, whichever is drawn (useMapCredits); a new measure whenever the box changes size) and
// its base layer: the tiles of the server's map config while they work, or, when they cannot load (tile errors
// before any tile arrived, no tile within TILE_TIMEOUT_MS, or no map config), the offline basemap of voivodeships
// (GET /api/map/basemap) on a plain background. The map's own layers are its children.
// Import it only from lazily loaded modules: it brings Leaflet and react-leaflet.
import { Box, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { svg, type GeoJSON as GeoJSONLayer, type LatLngExpression, type LeafletEvent, type PathOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { MapConfig } from '../../domain/api.ts';
import {
  BASEMAP_SOURCE_LINK,
  GEONAMES_LINK,
  OSM_COPYRIGHT_LINK,
  POSTCODE_AREAS_LINK,
  isOpenStreetMapTiles,
} from '../../domain/mapCredits.ts';
import { useAppApi } from '../dataProvider/useAppApi.ts';
import { BASEMAP_KEY, TILE_TIMEOUT_MS, type MapConfigState } from './mapConfig.ts';

export const PLAIN_BACKGROUND = '#dfe7ee';
export const TILE_BACKGROUND = '#eeeeee';

const BASEMAP_STYLE: PathOptions = { color: '#8a99a8', weight: 1.2, fillColor: '#f6f4ee', fillOpacity: 1 };

export interface BaseMapProps {
  /** The accessible name of the map's region. */
  label: string;
  config: MapConfigState;
  /** The initial view (the map is created once per mount). */
  center: LatLngExpression;
  zoom: number;
  /** Called once when the map switches to the offline basemap. */
  onOffline?: () => void;
  /** The size of the map's box. */
  sx: SxProps<Theme>;
  /** data-* attributes of the region (what the map shows, for the journeys). */
  data?: Record<`data-${string}`, string | number>;
  children?: ReactNode;
}

/**
 * Leaflet's own settings of the map: no attribution prefix, a new measure when the box changes size, and the keyboard
 * kept on the map: Leaflet rebuilds its attribution when a layer comes or goes (the tiles giving way to the offline
 * basemap), and a link focused in it would vanish with the focus, out of a dialog's reach; the map takes it instead.
 */
const MapFrame = () => {
  const map = useMap();
  useEffect(() => {
    map.attributionControl.setPrefix(false);
    const container = map.getContainer();
    const keepFocus = (event: FocusEvent) => {
      const left = event.target as HTMLElement;
      if (event.relatedTarget) return;
      requestAnimationFrame(() => {
        if (!left.isConnected && container.isConnected && document.activeElement === document.body) container.focus();
      });
    };
    container.addEventListener('focusout', keepFocus);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => map.invalidateSize());
    observer?.observe(container);
    return () => {
      container.removeEventListener('focusout', keepFocus);
      observer?.disconnect();
    };
  }, [map]);
  return null;
};

/**
 * The attribution lines (HTML) in the user's language, with the sources' links: the tiles' (OpenStreetMap's line
 * translated; another server's line as the config gives it; none without tiles), the offline basemap's and the
 * postal-code data's (when the server's config names them: it says which credits apply).
 */
export const useMapCredits = (config: MapConfig | null) => {
  const translate = useTranslate();
  const tiles =
    config?.attribution && isOpenStreetMapTiles(config.tileUrl)
      ? translate('routeMap.attribution.osm', { osm: OSM_COPYRIGHT_LINK })
      : (config?.attribution ?? '');
  return {
    tiles,
    basemap:
      config && !config.basemapAttribution
        ? ''
        : translate('routeMap.attribution.basemap', { source: BASEMAP_SOURCE_LINK }),
    geodata: config?.geodataAttribution
      ? translate('routeMap.attribution.geodata', { areas: POSTCODE_AREAS_LINK, geonames: GEONAMES_LINK })
      : '',
  };
};

/**
 * One line of the map's attribution, there while this is mounted (the postal-code data's credit on every map, which
 * places addresses and draws areas from it; the tiles' or the basemap's while they are drawn) and changed with the
 * language.
 */
const Attribution = ({ text }: { text: string }) => {
  const map = useMap();
  useEffect(() => {
    const control = map.attributionControl;
    control.addAttribution(text);
    return () => {
      control.removeAttribution(text);
    };
  }, [map, text]);
  return null;
};

/**
 * The tiles, reporting `onFail` on a tile error before any tile arrived or without a tile within TILE_TIMEOUT_MS. Their
 * credit is an Attribution beside them (in the user's language).
 */
const Tiles = ({ config, onFail }: { config: MapConfig; onFail: () => void }) => {
  const loaded = useRef(0);
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const events = useMemo(
    () => ({
      tileload: () => {
        loaded.current += 1;
      },
      tileerror: () => {
        if (loaded.current === 0) onFailRef.current();
      },
    }),
    [],
  );
  useEffect(() => {
    const timer = setTimeout(() => {
      if (loaded.current === 0) onFailRef.current();
    }, TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);
  return <TileLayer url={config.tileUrl} maxZoom={19} eventHandlers={events} />;
};

/** The offline basemap, under every other layer of the map (its credit: an Attribution beside it). */
const Basemap = () => {
  const map = useAppApi('map');
  const basemap = useQuery({
    queryKey: BASEMAP_KEY,
    queryFn: ({ signal }) => map.getBasemap(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const events = useMemo(() => ({ add: (event: LeafletEvent) => (event.target as GeoJSONLayer).bringToBack() }), []);
  if (!basemap.data) return null;
  return <GeoJSON data={basemap.data} interactive={false} style={BASEMAP_STYLE} eventHandlers={events} />;
};

export const BaseMap = ({ label, config, center, zoom, onOffline, sx, data, children }: BaseMapProps) => {
  const [offline, setOffline] = useState(config === 'failed');
  if (config === 'failed' && !offline) setOffline(true);
  const renderer = useMemo(() => svg(), []);

  useEffect(() => {
    if (offline) onOffline?.();
  }, [offline, onOffline]);

  const loaded = config !== null && config !== 'failed' ? config : null;
  const credits = useMapCredits(loaded);
  return (
    <Box
      role="region"
      aria-label={label}
      data-offline={offline ? 'true' : 'false'}
      {...data}
      sx={[
        {
          display: 'flex',
          flexDirection: 'column',
          borderRadius: 1,
          overflow: 'hidden',
          // The credits' links are told from their text by more than colour (Leaflet's blue on grey is 2.55:1; WCAG
          // 1.4.1, axe's link-in-text-block): underlined, as links in running text.
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      style={{ background: offline ? PLAIN_BACKGROUND : TILE_BACKGROUND }}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        renderer={renderer}
        zoomControl
        attributionControl
        // Transparent, so the region's background (tiles or plain) shows through.
        style={{ flex: 1, width: '100%', background: 'transparent' }}
      >
        <MapFrame />
        {credits.geodata && <Attribution text={credits.geodata} />}
        {loaded && !offline && <Tiles key={loaded.tileUrl} config={loaded} onFail={() => setOffline(true)} />}
        {loaded && !offline && credits.tiles && <Attribution text={credits.tiles} />}
        {offline && <Basemap />}
        {offline && credits.basemap && <Attribution text={credits.basemap} />}
        {children}
      </MapContainer>
    </Box>
  );
};
