// Map pieces shared by the console's maps (an order's route, the receiver's tracking map): a labelled marker, the
// driver's dot, and a view that follows a moving position. Import it only from lazily loaded modules (Leaflet).
import { useEffect, useRef } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import type { DivIcon } from 'leaflet';
import type { LatLng } from '../../domain/geo.ts';

export const toLatLng = (p: LatLng): [number, number] => [p.lat, p.lng];

/** The shadow of a driver's dot: a soft blue halo. */
export const DRIVER_SHADOW = '0 0 0 4px rgba(21,101,192,.3),0 1px 4px rgba(0,0,0,.45)';

/** A marker titled and labelled (on hover) with `label`; made anew when the label changes (the title is set once). */
export const LabelledMarker = ({
  position,
  icon,
  label,
  zIndexOffset = 0,
}: {
  position: [number, number];
  icon: DivIcon;
  label: string;
  zIndexOffset?: number;
}) => (
  <Marker key={label} position={position} icon={icon} title={label} keyboard={false} zIndexOffset={zIndexOffset}>
    <Tooltip>{label}</Tooltip>
  </Marker>
);

/** Pans the map to `position` when it is outside the view. */
export const FollowPosition = ({ position }: { position: LatLng }) => {
  const map = useMap();
  useEffect(() => {
    const size = map.getSize();
    if (size.x > 0 && size.y > 0 && !map.getBounds().contains(toLatLng(position))) map.panTo(toLatLng(position));
  }, [map, position]);
  return null;
};

/** Fits the first view to these positions once (two or more: their bounds, at most `maxZoom`). */
export const FitOnce = ({ positions, maxZoom = 15 }: { positions: LatLng[]; maxZoom?: number }) => {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || positions.length < 2) return;
    done.current = true;
    map.fitBounds(positions.map(toLatLng), { padding: [40, 40], maxZoom });
  }, [map, positions, maxZoom]);
  return null;
};
