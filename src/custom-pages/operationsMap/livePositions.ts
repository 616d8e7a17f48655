// The drivers' positions on the live map: the server's answer, with the live `driverLocationChange` positions applied
// over it in batches, at most once per animation frame (a burst of events moves each marker once, and the page is not
// re-rendered per event). The canvas layer and the driver's card subscribe to the changes; no Leaflet here.
import type { LatLng } from '../../../domain/geo.ts';
import type { MapDriver } from '../../../domain/operationsMap.ts';

export interface DriverPosition extends LatLng {
  /** When the position was logged (ISO); null when unknown. */
  at: string | null;
}

type Listener = (driverIds: number[]) => void;

const time = (at: string | null) => (at ? Date.parse(at) || 0 : 0);

const nextFrame = (run: () => void): (() => void) => {
  if (typeof requestAnimationFrame === 'function') {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  }
  const id = setTimeout(run, 16);
  return () => clearTimeout(id);
};

export class LivePositions {
  private positions = new Map<number, DriverPosition>();
  private pending = new Map<number, DriverPosition>();
  private listeners = new Set<Listener>();
  private cancelFrame: (() => void) | null = null;

  /** The drivers of a new answer: each at its position, unless a live one already received is newer. */
  load(drivers: readonly MapDriver[]): void {
    const next = new Map<number, DriverPosition>();
    for (const driver of drivers) {
      const live = this.positions.get(driver.id);
      next.set(driver.id, live && time(live.at) > time(driver.position.at) ? live : driver.position);
    }
    this.positions = next;
  }

  get(driverId: number): DriverPosition | undefined {
    return this.positions.get(driverId);
  }

  /** A live position: applied with the others of the same frame. Drivers not on the map are left out. */
  push(driverId: number, position: DriverPosition): void {
    const queued = this.pending.get(driverId);
    if (queued && time(queued.at) > time(position.at)) return;
    this.pending.set(driverId, position);
    this.cancelFrame ??= nextFrame(() => this.flush());
  }

  /** Applies the queued positions now and tells the listeners which drivers moved. */
  flush(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
    if (!this.pending.size) return;
    const moved: number[] = [];
    for (const [id, position] of this.pending) {
      const current = this.positions.get(id);
      if (!current || time(current.at) > time(position.at)) continue;
      this.positions.set(id, position);
      moved.push(id);
    }
    this.pending.clear();
    if (moved.length) for (const listener of this.listeners) listener(moved);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  dispose(): void {
    this.cancelFrame?.();
    this.cancelFrame = null;
    this.pending.clear();
    this.listeners.clear();
  }
}
