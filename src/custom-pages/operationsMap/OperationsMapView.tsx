// The live map (a lazy chunk: Leaflet and supercluster): the shared base map (tiles, or the offline voivodeship
// basemap when they cannot load) with the drivers and the active orders' points drawn by the canvas PointsLayer. The
// first view fits every point; a chosen driver or order is centred on request. React renders this once per answer of
// the server, never per live position: those go from the positions store to the layer directly.
import { useEffect, useRef, useState } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '../../../domain/geo.ts';
import type { OperationsMapAnswer } from '../../../domain/operationsMap.ts';
import { BaseMap } from '../../map/BaseMap.tsx';
import { useMapConfig } from '../../map/mapConfig.ts';
import type { LivePositions } from './livePositions.ts';
import { PointsLayer, type PointsLayerLabels } from './pointsLayer.ts';
import type { MapSelection } from './selection.ts';

/** Poland as a whole, until the points are known. */
const POLAND_CENTER: [number, number] = [52.07, 19.48];
const POLAND_ZOOM = 6;

export interface MapFocus {
  /** A new key centres the map again on the same position. */
  key: number;
  position: LatLng;
}

export interface OperationsMapViewProps {
  data: OperationsMapAnswer;
  positions: LivePositions;
  selection: MapSelection;
  focus: MapFocus | null;
  label: string;
  labels: PointsLayerLabels;
  onSelect(selection: Exclude<MapSelection, null>): void;
  onOffline(): void;
}

const Points = ({
  data,
  positions,
  selection,
  focus,
  labels,
  onSelect,
}: Omit<OperationsMapViewProps, 'label' | 'onOffline'>) => {
  const map = useMap();
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });
  const [layer, setLayer] = useState<PointsLayer | null>(null);
  useEffect(() => {
    const created = new PointsLayer(map, { positions, labels, onSelect: (s) => select.current(s) });
    setLayer(created);
    return () => created.remove();
    // The labels are handed over by the effect below; the layer is made once per map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, positions]);
  useEffect(() => layer?.setLabels(labels), [layer, labels]);
  useEffect(() => layer?.setData(data.orders, data.drivers), [layer, data]);
  useEffect(() => layer?.setSelection(selection), [layer, selection]);
  useEffect(() => {
    if (layer && focus) layer.focus([focus.position.lat, focus.position.lng]);
  }, [layer, focus]);
  return null;
};

const OperationsMapView = ({ label, onOffline, ...props }: OperationsMapViewProps) => {
  const config = useMapConfig();
  return (
    <BaseMap
      label={label}
      config={config}
      center={POLAND_CENTER}
      zoom={POLAND_ZOOM}
      onOffline={onOffline}
      sx={{ flex: 1, minHeight: 420, width: '100%' }}
      data={{ 'data-drivers': props.data.drivers.length, 'data-orders': props.data.orders.length }}
    >
      <Points {...props} />
    </BaseMap>
  );
};

export default OperationsMapView;
