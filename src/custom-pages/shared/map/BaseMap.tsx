// The frame of the console's Leaflet maps (route map, zip-code map) on react-leaflet: a labelled region holding the
// map (SVG renderer, so the route and the areas are SVG paths the journeys can find; zoom buttons; attribution
// without Leaflet's prefix, with the postal-code data's credit; a new measure whenever the box changes size) and
// its base layer: the tiles of the server's map config while they work, or, when they cannot load (tile errors
// before any tile arrived, no tile within TILE_TIMEOUT_MS, or no map config), the offline basemap of voivodeships
// (GET /api/map/basemap) on a plain background. The map's own layers are its children.
// Import it only from lazily loaded modules: it brings Leaflet and react-leaflet.
import { Box, type SxProps, type Theme } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { svg, type GeoJSON as GeoJSONLayer, type LatLngExpression, type LeafletEvent, type PathOptions } from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { GeoJSON, MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { MapConfig } from '../../../domain/api.ts';
import { useAppApi } from '../../../dataProvider/useAppApi.ts';
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

/** The postal-code data's credit: every map places addresses (and the zip-code map draws areas) from it. */
const GeodataAttribution = ({ text }: { text: string }) => {
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

/** The tiles, reporting `onFail` on a tile error before any tile arrived or without a tile within TILE_TIMEOUT_MS. */
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
  return <TileLayer url={config.tileUrl} attribution={config.attribution} maxZoom={19} eventHandlers={events} />;
};

/** The offline basemap, under every other layer of the map. */
const Basemap = ({ attribution }: { attribution: string }) => {
  const map = useAppApi('map');
  const basemap = useQuery({
    queryKey: BASEMAP_KEY,
    queryFn: ({ signal }) => map.getBasemap(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const events = useMemo(() => ({ add: (event: LeafletEvent) => (event.target as GeoJSONLayer).bringToBack() }), []);
  if (!basemap.data) return null;
  return (
    <GeoJSON
      key={attribution}
      data={basemap.data}
      interactive={false}
      attribution={attribution}
      style={BASEMAP_STYLE}
      eventHandlers={events}
    />
  );
};

export const BaseMap = ({ label, config, center, zoom, onOffline, sx, data, children }: BaseMapProps) => {
  const [offline, setOffline] = useState(config === 'failed');
  if (config === 'failed' && !offline) setOffline(true);
  const renderer = useMemo(() => svg(), []);

  useEffect(() => {
    if (offline) onOffline?.();
  }, [offline, onOffline]);

  const loaded = config !== null && config !== 'failed' ? config : null;
  return (
    <Box
      role="region"
      aria-label={label}
      data-offline={offline ? 'true' : 'false'}
      {...data}
      sx={[
        { display: 'flex', flexDirection: 'column', borderRadius: 1, overflow: 'hidden' },
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
        {loaded?.geodataAttribution && <GeodataAttribution text={loaded.geodataAttribution} />}
        {loaded && !offline && <Tiles key={loaded.tileUrl} config={loaded} onFail={() => setOffline(true)} />}
        {offline && <Basemap attribution={loaded?.basemapAttribution ?? ''} />}
        {children}
      </MapContainer>
    </Box>
  );
};
