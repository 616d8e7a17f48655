// Road distance between two positions. The built-in estimate is the great-circle distance times a detour factor;
// a routing service (OSRM, GraphHopper…) can replace it through the same interface.
import { distanceMetres, type LatLng } from '../../domain/geo.ts';

export interface RoadDistanceEstimator {
  readonly name: string;
  /** Metres by road, rounded to whole metres. */
  metres(from: LatLng, to: LatLng): Promise<number>;
}

/**
 * Road distance ≈ haversine × 1.35: the usual ratio of road to straight-line distance inside Polish cities
 * (1.3-1.4 in published circuity studies), the same factor the demo data's estimates use.
 */
export const DETOUR_FACTOR = 1.35;

export const haversineDetourEstimator: RoadDistanceEstimator = {
  name: 'haversine×1.35',
  async metres(from, to) {
    return Math.round(distanceMetres(from, to) * DETOUR_FACTOR);
  },
};
