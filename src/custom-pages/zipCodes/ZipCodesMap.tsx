// The Leaflet map of the zip-code page (its own chunk): tiles of the server's config, or the offline basemap when
// they fail (shared with the route map); initial centre 53.124578, 18.018055 at zoom 7; a search point at zoom 10
// with its popup (lat, lng, radius) and a circle of radius×1000 m; covered zip codes in blue, out-of-bounds ones
// in red; centroid markers and area polygons (each its own layer toggle) labelled with the zip code (labels stay
// shown with few codes or from zoom LABEL_ZOOM on, otherwise on hover).
import { Box } from '@mui/material';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import { ZIP_CODE_MAP_CENTER, ZIP_CODE_MAP_ZOOM, ZIP_CODE_SEARCH_ZOOM } from '../../domain/constants.ts';
import type { ZipCodeArea, ZipCodeSearchResult } from '../../domain/locationApi.ts';
import { PLAIN_BACKGROUND, TILE_BACKGROUND, useMapBaseLayer, useMapConfig } from '../shared/map/useMapBaseLayer.ts';
import { useLeafletMap } from '../shared/map/useLeafletMap.ts';
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

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const kindOf = (covered: boolean) => (covered ? 'covered' : 'outOfBounds');

const tooltipOf = (area: ZipCodeArea, labels: ZipCodesMapLabels) =>
  area.region
    ? `<strong>${escapeHtml(area.name)}</strong><br/>${escapeHtml(labels.region(area.region))}`
    : `<strong>${escapeHtml(area.name)}</strong>`;

export const ZipCodesMap = ({ result, radiusKm, showCentroids, showAreas, labels, onOffline }: ZipCodesMapProps) => {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useLeafletMap(containerRef, () => ({ center: ZIP_CODE_MAP_CENTER, zoom: ZIP_CODE_MAP_ZOOM }));
  const config = useMapConfig();

  const offline = useMapBaseLayer(mapRef, config, onOffline);

  // The search point: zoom 10 on it, its popup and the radius circle.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || !result) return undefined;
    const center = L.latLng(result.centerPoint.lat, result.centerPoint.lng);
    instance.setView(center, ZIP_CODE_SEARCH_ZOOM);
    const group = L.layerGroup().addTo(instance);
    L.circle(center, {
      radius: radiusKm * 1000,
      color: ZIP_CODE_COLORS.circle,
      weight: 2,
      dashArray: '6 4',
      fillOpacity: 0.04,
      interactive: false,
      className: 'zip-codes-radius',
    }).addTo(group);
    const marker = L.marker(center, {
      title: labels.center,
      keyboard: false,
      zIndexOffset: 1000,
      icon: L.divIcon({
        className: 'zip-codes-center',
        iconSize: [22, 22],
        iconAnchor: [11, 11],
        html: `<span style="display:block;width:22px;height:22px;border-radius:50%;background:${ZIP_CODE_COLORS.center};border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5)"></span>`,
      }),
    })
      .bindPopup(
        `<strong>${escapeHtml(labels.center)}</strong><br/>${escapeHtml(labels.popup(result.centerPoint, radiusKm))}`,
        { autoPan: false },
      )
      .addTo(group);
    marker.openPopup();
    return () => {
      group.remove();
    };
  }, [mapRef, result, radiusKm, labels]);

  // Areas (polygons), under the centroids.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || !result || !showAreas) return undefined;
    const group = L.layerGroup().addTo(instance);
    const draw = (areas: ZipCodeArea[], covered: boolean) => {
      const color = ZIP_CODE_COLORS[kindOf(covered)];
      for (const area of areas) {
        if (!area.geometry) {
          // A code known only by its centroid (postcodes-pl.csv): a small ring, so the areas layer alone still shows it.
          if (!showCentroids) {
            L.circleMarker([area.centroid[1], area.centroid[0]], {
              radius: 4,
              color,
              weight: 2,
              fillOpacity: 0.2,
              className: `zip-codes-area-point zip-codes-area-point-${kindOf(covered)}`,
            })
              .bindTooltip(tooltipOf(area, labels))
              .addTo(group);
          }
          continue;
        }
        L.geoJSON({ type: 'Feature', properties: { name: area.name }, geometry: area.geometry } as GeoJSON.Feature, {
          style: {
            color,
            weight: 1,
            fillColor: color,
            fillOpacity: covered ? 0.18 : 0.12,
            className: `zip-codes-area zip-codes-area-${kindOf(covered)}`,
          },
        })
          .bindTooltip(tooltipOf(area, labels), { sticky: true })
          .addTo(group);
      }
    };
    draw(result.zipCodesOutOfBounds, false);
    draw(result.zipCodes, true);
    return () => {
      group.remove();
    };
  }, [mapRef, result, showAreas, showCentroids, labels]);

  // Centroid markers, labelled with the name.
  useEffect(() => {
    const instance = mapRef.current;
    if (!instance || !result || !showCentroids) return undefined;
    const group = L.layerGroup().addTo(instance);
    const few = result.zipCodes.length + result.zipCodesOutOfBounds.length <= PERMANENT_LABELS_MAX;
    const markers: { marker: L.CircleMarker; name: string; html: string }[] = [];
    const draw = (areas: ZipCodeArea[], covered: boolean) => {
      const color = ZIP_CODE_COLORS[kindOf(covered)];
      for (const area of areas) {
        const marker = L.circleMarker([area.centroid[1], area.centroid[0]], {
          radius: covered ? 6 : 5,
          color: '#fff',
          weight: 1.5,
          fillColor: color,
          fillOpacity: 0.95,
          className: `zip-codes-centroid zip-codes-centroid-${kindOf(covered)}`,
        }).addTo(group);
        markers.push({ marker, name: area.name, html: tooltipOf(area, labels) });
      }
    };
    draw(result.zipCodesOutOfBounds, false);
    draw(result.zipCodes, true);
    // Labels: always with few codes, otherwise on hover until the map is zoomed in to LABEL_ZOOM.
    let labelled: boolean | null = null;
    const label = () => {
      const permanent = few || instance.getZoom() >= LABEL_ZOOM;
      if (permanent === labelled) return;
      labelled = permanent;
      // A shown label is the code alone (compact); hovering gives the region too.
      for (const { marker, name, html } of markers) {
        marker.unbindTooltip().bindTooltip(permanent ? escapeHtml(name) : html, {
          permanent,
          direction: 'top',
          offset: [0, -6],
          className: 'zip-codes-label',
        });
      }
    };
    label();
    instance.on('zoomend', label);
    return () => {
      instance.off('zoomend', label);
      group.remove();
    };
  }, [mapRef, result, showCentroids, labels]);

  return (
    <Box
      ref={containerRef}
      role="region"
      aria-label={labels.map}
      data-offline={offline ? 'true' : 'false'}
      data-covered={result?.zipCodes.length ?? 0}
      data-out-of-bounds={result?.zipCodesOutOfBounds.length ?? 0}
      sx={{ flex: 1, minHeight: 400, width: '100%', borderRadius: 1, overflow: 'hidden' }}
      style={{ background: offline ? PLAIN_BACKGROUND : TILE_BACKGROUND }}
    />
  );
};
