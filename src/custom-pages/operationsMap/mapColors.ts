// Colours of the live map's points, shared by the canvas layer and its legend: a driver's dot by its road state, an
// order's pickup and delivery points, and the groups (clusters) of each kind.
import type { MapDriverState } from '../../../domain/operationsMap.ts';

export const DRIVER_STATE_COLORS: Record<MapDriverState, string> = {
  free: '#2e7d32',
  toPickup: '#1565c0',
  carrying: '#6a1b9a',
};

export const ORDER_POINT_COLORS = {
  pickup: '#e65100',
  delivery: '#00838f',
} as const;
export type OrderPointKind = keyof typeof ORDER_POINT_COLORS;

export const GROUP_COLORS = {
  drivers: '#263238',
  orders: '#8d3c00',
} as const;

/** The ring of the selected driver or point. */
export const SELECTED_RING = '#ffd600';
