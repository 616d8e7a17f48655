// The tracking page's map (a lazy chunk: Leaflet): the driver's last position and the delivery address on the shared
// base map (the offline voivodeship basemap when tiles cannot load); the first view shows both, then it follows the
// driver.
import { useMemo } from 'react';
import type { LatLng } from '../../../domain/geo.ts';
import { BaseMap } from '../../map/BaseMap.tsx';
import { dotIcon, letterIcon } from '../../map/icons.ts';
import { useMapConfig } from '../../map/mapConfig.ts';
import { DRIVER_SHADOW, FitOnce, FollowPosition, LabelledMarker, toLatLng } from '../../map/markers.tsx';

const DRIVER_COLOR = '#1565c0';
const DESTINATION_COLOR = '#6a1b9a';
const ZOOM = 13;

export interface TrackingMapProps {
  driver: LatLng;
  destination: LatLng | null;
  labels: { map: string; driver: string; destination: string; destinationLetter: string };
}

const TrackingMap = ({ driver, destination, labels }: TrackingMapProps) => {
  const config = useMapConfig();
  const icons = useMemo(
    () => ({
      driver: dotIcon('tracking-map-marker tracking-map-driver', DRIVER_COLOR, DRIVER_SHADOW),
      destination: letterIcon('tracking-map-marker', labels.destinationLetter, DESTINATION_COLOR),
    }),
    [labels.destinationLetter],
  );
  return (
    <BaseMap
      label={labels.map}
      config={config}
      center={toLatLng(driver)}
      zoom={ZOOM}
      sx={{ height: 320, width: '100%', borderRadius: 1 }}
      data={{ 'data-driver': `${driver.lat},${driver.lng}` }}
    >
      {destination && (
        <LabelledMarker position={toLatLng(destination)} icon={icons.destination} label={labels.destination} />
      )}
      <LabelledMarker position={toLatLng(driver)} icon={icons.driver} label={labels.driver} zIndexOffset={1000} />
      {destination && <FitOnce positions={[driver, destination]} />}
      <FollowPosition position={driver} />
    </BaseMap>
  );
};

export default TrackingMap;
