// A demo driver's route between two points: n GPS pings along a gentle curve (a quadratic Bézier through a point
// near the middle), evenly spaced in time from t0 to t1, with a little jitter; `fraction` stops it part of the way
// (a driver still on its way).
import type { Random } from './random.ts';

export function routePoints(
  rng: Random,
  from: { lat: number; lng: number },
  to: { lat: number; lng: number },
  t0: Date,
  t1: Date,
  n: number,
  fraction = 1,
): { lat: number; lng: number; at: Date }[] {
  const bend = {
    lat: (from.lat + to.lat) / 2 + rng.float(-0.01, 0.01),
    lng: (from.lng + to.lng) / 2 + rng.float(-0.015, 0.015),
  };
  const out: { lat: number; lng: number; at: Date }[] = [];
  for (let i = 0; i < n; i++) {
    const u = (n === 1 ? 1 : i / (n - 1)) * fraction;
    const a = (1 - u) * (1 - u),
      b = 2 * (1 - u) * u,
      c = u * u;
    out.push({
      lat: Math.round((a * from.lat + b * bend.lat + c * to.lat + rng.float(-0.0003, 0.0003)) * 1e6) / 1e6,
      lng: Math.round((a * from.lng + b * bend.lng + c * to.lng + rng.float(-0.0004, 0.0004)) * 1e6) / 1e6,
      at: new Date(
        Math.round((t0.getTime() + (t1.getTime() - t0.getTime()) * (n === 1 ? 1 : i / (n - 1))) / 1000) * 1000,
      ),
    });
  }
  return out;
}
