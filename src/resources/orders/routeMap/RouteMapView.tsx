// The Leaflet map of the route dialog: the tiles of the server's map config, the route as a polyline with start,
// latest position, pickup point and receiver markers (divIcon / circleMarker: no image assets). When the tiles
// cannot load (tile errors before any tile arrived, no tile within TILE_TIMEOUT_MS, or no map config), the
// offline basemap of voivodeships is drawn on a plain background instead, so the route stays readable.
import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import type { LatLng, MapConfig, OrderLocationHistory } from '../../../domain/api.ts';
import { ROUTE_MAP_ZOOM } from '../../../domain/constants.ts';
import {
  PLAIN_BACKGROUND,
  TILE_BACKGROUND,
  useMapBaseLayer,
} from '../../../custom-pages/shared/map/useMapBaseLayer.ts';
import { useLeafletMap } from '../../../custom-pages/shared/map/useLeafletMap.ts';
import { MARKER_COLORS } from './markerColors.ts';

export { TILE_TIMEOUT_MS } from '../../../custom-pages/shared/map/useMapBaseLayer.ts';
export const MAP_HEIGHT = 440;

export interface RouteMapLabels {
  map: string;
  start: string;
  driver: string;
  pickupPoint: string;
  receiver: string;
  pickupLetter: string;
  receiverLetter: string;
}

export interface RouteMapViewProps {
  points: OrderLocationHistory['driverLocationLog'];
  pickupPoint: LatLng | null;
  receiver: LatLng | null;
  /** The server's map config; null while loading; 'failed' when it could not be loaded. */
  config: MapConfig | null | 'failed';
  labels: RouteMapLabels;
  /** Called once when the map switches to the offline basemap. */
  onOffline(): void;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const letterIcon = (letter: string, color: string) =>
  L.divIcon({
    className: 'route-map-marker',
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${color};color:#fff;font:700 13px/1 Roboto,Arial,sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.45)">${escapeHtml(letter)}</span>`,
  });

const driverIcon = () =>
  L.divIcon({
    className: 'route-map-marker route-map-driver',
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    html: `<span style="display:block;width:22px;height:22px;border-radius:50%;background:${MARKER_COLORS.driver};border:3px solid #fff;box-shadow:0 0 0 4px rgba(21,101,192,.3),0 1px 4px rgba(0,0,0,.45)"></span>`,
  });

const toLatLng = (p: LatLng): L.LatLngExpression => [p.lat, p.lng];

export const RouteMapView = ({ points, pickupPoint, receiver, config, labels, onOffline }: RouteMapViewProps) => {
  const containerRef = useRef<HTMLDivElement>(null);

  const latest = points.length ? points[points.length - 1] : null;
  const focus = latest ?? pickupPoint ?? receiver;

  // The map itself, once per mount, centred on the latest position (or a marker) at zoom 11.
  const mapRef = useLeafletMap(containerRef, () => ({
    center: toLatLng(focus ?? { lat: 52.07, lng: 19.48 }),
    zoom: ROUTE_MAP_ZOOM,
  }));

  // Tiles, or the offline basemap when they fail (after the map exists).
  const offline = useMapBaseLayer(mapRef, config, onOffline);

  // The route and its markers.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance) return undefined;
    const group = L.layerGroup().addTo(instance);
    if (points.length > 1) {
      L.polyline(points.map(toLatLng), {
        color: MARKER_COLORS.route,
        weight: 4,
        opacity: 0.85,
        className: 'route-map-polyline',
      }).addTo(group);
    }
    if (pickupPoint) {
      L.marker(toLatLng(pickupPoint), {
        icon: letterIcon(labels.pickupLetter, MARKER_COLORS.pickupPoint),
        title: labels.pickupPoint,
        keyboard: false,
      })
        .bindTooltip(labels.pickupPoint)
        .addTo(group);
    }
    if (receiver) {
      L.marker(toLatLng(receiver), {
        icon: letterIcon(labels.receiverLetter, MARKER_COLORS.receiver),
        title: labels.receiver,
        keyboard: false,
      })
        .bindTooltip(labels.receiver)
        .addTo(group);
    }
    if (points.length > 1) {
      L.circleMarker(toLatLng(points[0]), {
        radius: 7,
        color: '#fff',
        weight: 2,
        fillColor: MARKER_COLORS.start,
        fillOpacity: 1,
        className: 'route-map-start',
      })
        .bindTooltip(labels.start)
        .addTo(group);
    }
    if (points.length) {
      L.marker(toLatLng(points[points.length - 1]), {
        icon: driverIcon(),
        title: labels.driver,
        keyboard: false,
        zIndexOffset: 1000,
      })
        .bindTooltip(labels.driver)
        .addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [mapRef, points, pickupPoint, receiver, labels]);

  // Follow the driver: a new latest position outside the view pans the map to it.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || !latest) return;
    const position = L.latLng(latest.lat, latest.lng);
    const size = instance.getSize();
    if (size.x > 0 && size.y > 0 && !instance.getBounds().contains(position)) instance.panTo(position);
  }, [mapRef, latest]);

  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={labels.map}
      data-offline={offline ? 'true' : 'false'}
      sx={{ height: MAP_HEIGHT, width: '100%', borderRadius: 1, overflow: 'hidden' }}
      // Inline, so it wins over .leaflet-container's own background.
      style={{ background: offline ? PLAIN_BACKGROUND : TILE_BACKGROUND }}
    />
  );
};
