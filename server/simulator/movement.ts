// How a virtual driver moves: a speed for its vehicle, a route from its position to a target (a straight line with a
// few slight bends), and the position after some seconds on it. Pure and deterministic for a given random source.
import { CITY_SPEED_KMH, distanceMetres, interpolate, offsetMetres, kmhToMps, type LatLng } from '../../domain/geo.ts';
import type { VehicleType } from '../../domain/enums.ts';

/** A source of random numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: a small seeded generator, so a simulation (and a test) can be replayed. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

export function pickSpeedKmh(rng: Rng, vehicle: VehicleType = 'car'): number {
  const [min, max] = CITY_SPEED_KMH[vehicle] ?? CITY_SPEED_KMH.car;
  return between(rng, min, max);
}

export interface RouteOptions {
  /** Intermediate points (bends) of the route; 0 = a straight line. */
  bends?: number;
  /** The largest sideways shift of a bend, as a share of the straight distance (the default 0.06 keeps routes ~1% longer). */
  jitter?: number;
}

/**
 * A route from `from` to `to`: the straight line with `bends` points at even steps, each pushed sideways by a random
 * share (up to `jitter`) of the whole distance. It starts and ends exactly at the two positions.
 */
export function planRoute(from: LatLng, to: LatLng, rng: Rng, opts: RouteOptions = {}): LatLng[] {
  const bends = Math.max(0, Math.floor(opts.bends ?? 2));
  const jitter = opts.jitter ?? 0.06;
  const total = distanceMetres(from, to);
  if (total < 1 || bends === 0 || jitter === 0) return [from, to];
  // The unit vector across the line, in metres north/east.
  const north = (to.lat - from.lat) * 111_320;
  const east = (to.lng - from.lng) * 111_320 * Math.cos((from.lat * Math.PI) / 180);
  const norm = Math.hypot(north, east) || 1;
  const across = { north: -east / norm, east: north / norm };
  const points: LatLng[] = [from];
  for (let i = 1; i <= bends; i++) {
    const onLine = interpolate(from, to, i / (bends + 1));
    const shift = (rng() * 2 - 1) * jitter * total;
    points.push(offsetMetres(onLine, across.north * shift, across.east * shift));
  }
  points.push(to);
  return points;
}

export function pathLength(points: readonly LatLng[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) total += distanceMetres(points[i - 1], points[i]);
  return total;
}

/** The position `metres` along the route (clamped to its start and end). */
export function pointAlong(points: readonly LatLng[], metres: number): LatLng {
  if (points.length === 0) throw new RangeError('empty route');
  if (metres <= 0) return points[0];
  let left = metres;
  for (let i = 1; i < points.length; i++) {
    const piece = distanceMetres(points[i - 1], points[i]);
    if (left <= piece) return piece === 0 ? points[i] : interpolate(points[i - 1], points[i], left / piece);
    left -= piece;
  }
  return points[points.length - 1];
}

/** One drive of a driver: its route, speed and how far it has come. */
export interface Leg {
  route: LatLng[];
  length: number;
  speedKmh: number;
  travelled: number;
}

export function startLeg(from: LatLng, to: LatLng, speedKmh: number, rng: Rng, opts?: RouteOptions): Leg {
  if (speedKmh <= 0) throw new RangeError('speed must be positive');
  const route = planRoute(from, to, rng, opts);
  return { route, length: pathLength(route), speedKmh, travelled: 0 };
}

/** The leg after `seconds` more of driving: the new position, and whether the target is reached. */
export function advanceLeg(leg: Leg, seconds: number): { leg: Leg; position: LatLng; arrived: boolean } {
  const travelled = Math.min(leg.length, leg.travelled + kmhToMps(leg.speedKmh) * Math.max(0, seconds));
  const arrived = travelled >= leg.length;
  const position = arrived ? leg.route[leg.route.length - 1] : pointAlong(leg.route, travelled);
  return { leg: { ...leg, travelled }, position, arrived };
}
