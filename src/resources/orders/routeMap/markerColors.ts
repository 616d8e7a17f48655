// Colours of the route map's line and markers, shared by the map and its legend.
export const MARKER_COLORS = {
  route: '#1565c0',
  driver: '#1565c0',
  start: '#2e7d32',
  pickupPoint: '#ef6c00',
  receiver: '#6a1b9a',
} as const;
