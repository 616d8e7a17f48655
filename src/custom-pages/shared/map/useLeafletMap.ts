// One Leaflet map per mount in a box: SVG renderer, zoom and attribution controls, re-measured when the box changes
// size (a dialog growing into place, a resized panel), removed on unmount. Shared by the route map and the zip-code map.
import L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';

export function useLeafletMap(containerRef: RefObject<HTMLDivElement | null>, initialView: () => { center: L.LatLngExpression; zoom: number }) {
  const mapRef = useRef<L.Map | null>(null);
  const viewRef = useRef(initialView);
  viewRef.current = initialView;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const { center, zoom } = viewRef.current();
    const instance = L.map(container, { renderer: L.svg(), zoomControl: true, attributionControl: true }).setView(center, zoom);
    instance.attributionControl.setPrefix(false);
    mapRef.current = instance;
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.invalidateSize());
    observer?.observe(container);
    return () => {
      observer?.disconnect();
      mapRef.current = null;
      instance.remove();
    };
  }, [containerRef]);
  return mapRef;
}
