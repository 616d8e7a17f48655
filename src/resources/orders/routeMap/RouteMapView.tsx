// The Leaflet map of the route dialog, on react-leaflet: the shared base map (tiles of the server's map config, or
// the offline basemap of voivodeships on a plain background when they cannot load, so the route stays readable),
// the route as a polyline with start, latest position, pickup point and receiver markers (divIcon / circle marker:
// no image assets). The map follows the driver: a new latest position outside the view pans the map to it.
import { useMemo } from 'react';
import { CircleMarker, Polyline, Tooltip } from 'react-leaflet';
import type { PathOptions } from 'leaflet';
import type { LatLng, MapConfig, OrderLocationHistory } from '../../../../domain/api.ts';
import { ROUTE_MAP_ZOOM } from '../../../../domain/constants.ts';
import { BaseMap } from '../../../map/BaseMap.tsx';
import { dotIcon, letterIcon } from '../../../map/icons.ts';
import { DRIVER_SHADOW, FollowPosition, LabelledMarker, toLatLng } from '../../../map/markers.tsx';
import { MARKER_COLORS } from './markerColors.ts';

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

const ROUTE_STYLE: PathOptions = { color: MARKER_COLORS.route, weight: 4, opacity: 0.85 };
const START_STYLE: PathOptions = { color: '#fff', weight: 2, fillColor: MARKER_COLORS.start, fillOpacity: 1 };
export const RouteMapView = ({ points, pickupPoint, receiver, config, labels, onOffline }: RouteMapViewProps) => {
  const latest = points.length ? points[points.length - 1] : null;
  const focus = latest ?? pickupPoint ?? receiver;
  const route = useMemo(() => points.map(toLatLng), [points]);
  const icons = useMemo(
    () => ({
      pickupPoint: letterIcon('route-map-marker', labels.pickupLetter, MARKER_COLORS.pickupPoint),
      receiver: letterIcon('route-map-marker', labels.receiverLetter, MARKER_COLORS.receiver),
      driver: dotIcon('route-map-marker route-map-driver', MARKER_COLORS.driver, DRIVER_SHADOW),
    }),
    [labels],
  );

  return (
    <BaseMap
      label={labels.map}
      config={config}
      // Centred on the latest position (or a marker) at zoom 11, once per mount.
      center={toLatLng(focus ?? { lat: 52.07, lng: 19.48 })}
      zoom={ROUTE_MAP_ZOOM}
      onOffline={onOffline}
      sx={{ height: MAP_HEIGHT, width: '100%' }}
    >
      {route.length > 1 && <Polyline positions={route} pathOptions={ROUTE_STYLE} className="route-map-polyline" />}
      {pickupPoint && (
        <LabelledMarker position={toLatLng(pickupPoint)} icon={icons.pickupPoint} label={labels.pickupPoint} />
      )}
      {receiver && <LabelledMarker position={toLatLng(receiver)} icon={icons.receiver} label={labels.receiver} />}
      {route.length > 1 && (
        <CircleMarker center={route[0]} radius={7} pathOptions={START_STYLE} className="route-map-start">
          <Tooltip>{labels.start}</Tooltip>
        </CircleMarker>
      )}
      {latest && (
        <LabelledMarker
          position={route[route.length - 1]}
          icon={icons.driver}
          label={labels.driver}
          zIndexOffset={1000}
        />
      )}
      {latest && <FollowPosition position={latest} />}
    </BaseMap>
  );
};
