// The route map dialog for the action panel. Only the lazy wrapper is exported here, so importing this folder
// does not pull Leaflet into the initial bundle; RouteMapDialog itself lives in ./RouteMapDialog.tsx.
export { LazyRouteMapDialog, preloadRouteMap } from './LazyRouteMapDialog.tsx';
export type { RouteMapDialogProps } from './types.ts';
