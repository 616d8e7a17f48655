// The Leaflet map of a container, as the console's maps (route map, zip-code map) make it: SVG renderer (the route
// and the areas are SVG paths the journeys can find), zoom buttons, attribution without Leaflet's prefix, and a new
// measure whenever the box changes size (a dialog growing into place, a resized panel). Created once per mount,
// removed on unmount. Import it only from lazily loaded modules: it brings Leaflet.
import L from 'leaflet';
import { useEffect, useRef, type RefObject } from 'react';

/** The map of `containerRef`'s element, set after the first render (null before and after unmount). */
export const useLeafletMap = (
  containerRef: RefObject<HTMLDivElement | null>,
  initialView: () => { center: L.LatLngExpression; zoom: number },
): RefObject<L.Map | null> => {
  const mapRef = useRef<L.Map | null>(null);
  const initialViewRef = useRef(initialView);
  initialViewRef.current = initialView;
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const { center, zoom } = initialViewRef.current();
    const instance = L.map(container, { renderer: L.svg(), zoomControl: true, attributionControl: true }).setView(
      center,
      zoom,
    );
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
};
