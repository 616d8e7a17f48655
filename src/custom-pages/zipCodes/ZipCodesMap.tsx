// The Leaflet map of the zip-code page (its own chunk), on react-leaflet: the shared base map (tiles of the server's
// config, or the offline basemap when they fail); initial centre 53.124578, 18.018055 at zoom 7; a search point at
// zoom 10 with its popup (lat, lng, radius) and a circle of radius×1000 m; covered zip codes in blue, out-of-bounds
// ones in red; centroid markers and area polygons (each its own layer toggle) labelled with the zip code (labels
// stay shown with few codes or from zoom LABEL_ZOOM on, otherwise on hover).
import type { Feature } from 'geojson';
import type { Marker as LeafletMarker, PathOptions } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Circle, CircleMarker, GeoJSON, Marker, Popup, Tooltip, useMap } from 'react-leaflet';
import { ZIP_CODE_MAP_CENTER, ZIP_CODE_MAP_ZOOM, ZIP_CODE_SEARCH_ZOOM } from '../../../domain/constants.ts';
import type { ZipCodeArea, ZipCodeSearchResult } from '../../../domain/locationApi.ts';
import { BaseMap } from '../../map/BaseMap.tsx';
import { dotIcon } from '../../map/icons.ts';
import { useMapConfig } from '../../map/mapConfig.ts';
import { LABEL_ZOOM, PERMANENT_LABELS_MAX, ZIP_CODE_COLORS } from './mapStyle.ts';

export interface ZipCodesMapLabels {
  map: string;
  center: string;
  popup: (center: { lat: number; lng: number }, radiusKm: number) => string;
  region: (region: string) => string;
}

export interface ZipCodesMapProps {
  result: ZipCodeSearchResult | null;
  radiusKm: number;
  showCentroids: boolean;
  showAreas: boolean;
  labels: ZipCodesMapLabels;
  onOffline?: () => void;
}

type Kind = 'covered' | 'outOfBounds';

const RADIUS_STYLE: PathOptions = { color: ZIP_CODE_COLORS.circle, weight: 2, dashArray: '6 4', fillOpacity: 0.04 };
const AREA_STYLE: Record<Kind, PathOptions> = {
  covered: {
    color: ZIP_CODE_COLORS.covered,
    weight: 1,
    fillColor: ZIP_CODE_COLORS.covered,
    fillOpacity: 0.18,
    className: 'zip-codes-area zip-codes-area-covered',
  },
  outOfBounds: {
    color: ZIP_CODE_COLORS.outOfBounds,
    weight: 1,
    fillColor: ZIP_CODE_COLORS.outOfBounds,
    fillOpacity: 0.12,
    className: 'zip-codes-area zip-codes-area-outOfBounds',
  },
};
const AREA_POINT_STYLE: Record<Kind, PathOptions> = {
  covered: { color: ZIP_CODE_COLORS.covered, weight: 2, fillOpacity: 0.2 },
  outOfBounds: { color: ZIP_CODE_COLORS.outOfBounds, weight: 2, fillOpacity: 0.2 },
};
const CENTROID_STYLE: Record<Kind, PathOptions> = {
  covered: { color: '#fff', weight: 1.5, fillColor: ZIP_CODE_COLORS.covered, fillOpacity: 0.95 },
  outOfBounds: { color: '#fff', weight: 1.5, fillColor: ZIP_CODE_COLORS.outOfBounds, fillOpacity: 0.95 },
};

/** The codes of a result with their kind: out-of-bounds ones first, so the covered ones are drawn over them. */
const areasOf = (result: ZipCodeSearchResult) => [
  ...result.zipCodesOutOfBounds.map((area) => ({ area, kind: 'outOfBounds' as const })),
  ...result.zipCodes.map((area) => ({ area, kind: 'covered' as const })),
];

/** The polygon of a code as a GeoJSON feature. */
const featureOf = (area: ZipCodeArea, geometry: NonNullable<ZipCodeArea['geometry']>) =>
  ({ type: 'Feature', properties: { name: area.name }, geometry }) as Feature;

const centroidOf = (area: ZipCodeArea): [number, number] => [area.centroid[1], area.centroid[0]];

/** The label of a code on hover: the code, and its region when it has one. */
const AreaLabel = ({ area, labels }: { area: ZipCodeArea; labels: ZipCodesMapLabels }) => (
  <>
    <strong>{area.name}</strong>
    {area.region && (
      <>
        <br />
        {labels.region(area.region)}
      </>
    )}
  </>
);

/** The search point: zoom 10 on it, its popup (opened) and the radius circle. */
const SearchPoint = ({
  result,
  radiusKm,
  labels,
}: {
  result: ZipCodeSearchResult;
  radiusKm: number;
  labels: ZipCodesMapLabels;
}) => {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const center = useMemo<[number, number]>(() => [result.centerPoint.lat, result.centerPoint.lng], [result]);
  const icon = useMemo(() => dotIcon('zip-codes-center', ZIP_CODE_COLORS.center, '0 1px 4px rgba(0,0,0,.5)'), []);
  useEffect(() => {
    map.setView(center, ZIP_CODE_SEARCH_ZOOM);
    marker.current?.openPopup();
  }, [map, center, radiusKm, labels]);
  return (
    <>
      <Circle
        center={center}
        radius={radiusKm * 1000}
        pathOptions={RADIUS_STYLE}
        interactive={false}
        className="zip-codes-radius"
      />
      <Marker
        key={labels.center}
        ref={marker}
        position={center}
        icon={icon}
        title={labels.center}
        keyboard={false}
        zIndexOffset={1000}
      >
        <Popup autoPan={false}>
          <strong>{labels.center}</strong>
          <br />
          {labels.popup(result.centerPoint, radiusKm)}
        </Popup>
      </Marker>
    </>
  );
};

/** The area polygons; a code known only by its centroid (postcodes-pl.csv) is a small ring when centroids are off. */
const Areas = ({
  result,
  showCentroids,
  labels,
}: {
  result: ZipCodeSearchResult;
  showCentroids: boolean;
  labels: ZipCodesMapLabels;
}) =>
  areasOf(result).map(({ area, kind }) => {
    const key = `${kind}:${area.name}`;
    if (area.geometry)
      return (
        <GeoJSON key={key} data={featureOf(area, area.geometry)} style={AREA_STYLE[kind]}>
          <Tooltip sticky>
            <AreaLabel area={area} labels={labels} />
          </Tooltip>
        </GeoJSON>
      );
    if (showCentroids) return null;
    return (
      <CircleMarker
        key={key}
        center={centroidOf(area)}
        radius={4}
        pathOptions={AREA_POINT_STYLE[kind]}
        className={`zip-codes-area-point zip-codes-area-point-${kind}`}
      >
        <Tooltip>
          <AreaLabel area={area} labels={labels} />
        </Tooltip>
      </CircleMarker>
    );
  });

/** Centroid markers: labelled with the code alone while labels stay shown, with the region too on hover. */
const Centroids = ({ result, labels }: { result: ZipCodeSearchResult; labels: ZipCodesMapLabels }) => {
  const map = useMap();
  const [zoomedIn, setZoomedIn] = useState(false);
  useEffect(() => {
    const update = () => setZoomedIn(map.getZoom() >= LABEL_ZOOM);
    update();
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
    };
  }, [map]);
  const few = result.zipCodes.length + result.zipCodesOutOfBounds.length <= PERMANENT_LABELS_MAX;
  const permanent = few || zoomedIn;
  return areasOf(result).map(({ area, kind }) => (
    <CircleMarker
      key={`${kind}:${area.name}`}
      center={centroidOf(area)}
      radius={kind === 'covered' ? 6 : 5}
      pathOptions={CENTROID_STYLE[kind]}
      className={`zip-codes-centroid zip-codes-centroid-${kind}`}
    >
      <Tooltip
        key={permanent ? 'label' : 'hover'}
        permanent={permanent}
        direction="top"
        offset={[0, -6]}
        className="zip-codes-label"
      >
        {permanent ? area.name : <AreaLabel area={area} labels={labels} />}
      </Tooltip>
    </CircleMarker>
  ));
};

export const ZipCodesMap = ({ result, radiusKm, showCentroids, showAreas, labels, onOffline }: ZipCodesMapProps) => {
  const config = useMapConfig();
  return (
    <BaseMap
      label={labels.map}
      config={config}
      center={ZIP_CODE_MAP_CENTER}
      zoom={ZIP_CODE_MAP_ZOOM}
      onOffline={onOffline}
      sx={{ flex: 1, minHeight: 400, width: '100%' }}
      data={{
        'data-covered': result?.zipCodes.length ?? 0,
        'data-out-of-bounds': result?.zipCodesOutOfBounds.length ?? 0,
      }}
    >
      {result && <SearchPoint result={result} radiusKm={radiusKm} labels={labels} />}
      {result && showAreas && <Areas result={result} showCentroids={showCentroids} labels={labels} />}
      {result && showCentroids && <Centroids result={result} labels={labels} />}
    </BaseMap>
  );
};
