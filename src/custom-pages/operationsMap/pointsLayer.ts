// The live map's points on canvases (Leaflet's canvas renderer, no DOM marker per point; the drivers' canvas above the
// orders'): drivers as dots in their state's colour, the orders' pickup and delivery points as smaller dots, each kind
// grouped by supercluster into numbered circles when zoomed out, so thousands of points stay smooth. Only the points
// and groups in view are layers; a redraw after a move or zoom reuses the layers whose key it had (a driver, a point,
// a group). A live position moves its driver's dot at once; the groups of drivers are computed again at most every
// REGROUP_MS. A click on a dot selects it, on a group zooms in. Import it only from lazily loaded modules: it brings
// Leaflet.
import {
  Canvas,
  CircleMarker,
  DomEvent,
  latLngBounds,
  tooltip,
  type CircleMarkerOptions,
  type LatLngExpression,
  type LeafletMouseEvent,
  type Map as LeafletMap,
  type Tooltip,
} from 'leaflet';
import Supercluster, { type PointFeature } from 'supercluster';
import type { MapDriver, MapOrder } from '../../../domain/operationsMap.ts';
import type { LivePositions } from './livePositions.ts';
import type { MapSelection } from './selection.ts';
import {
  DRIVER_STATE_COLORS,
  GROUP_COLORS,
  ORDER_POINT_COLORS,
  SELECTED_RING,
  type OrderPointKind,
} from './mapColors.ts';

/** Groups are computed up to this zoom; from the next one every point stands alone. */
export const GROUP_MAX_ZOOM = 15;
const GROUP_RADIUS_PX = 50;
/** Live positions regroup the drivers at most this often (their own dots move at once). */
export const REGROUP_MS = 1_000;
/** The first view fits every point, zoomed in at most this far. */
const FIT_MAX_ZOOM = 13;
/**
 * The points' own panes above the overlay pane (the offline basemap's filled voivodeships are an SVG there, which would
 * cover a canvas beside it), the drivers above the orders' points.
 */
const PANES = { orders: ['operationsOrders', '440'], drivers: ['operationsDrivers', '450'] } as const;
/** A group of order points is drawn this far (px) from its place: the drivers' group there leaves it readable. */
const ORDER_GROUP_SHIFT: [number, number] = [24, 10];

export interface PointsLayerLabels {
  driver(driver: MapDriver): string;
  point(kind: OrderPointKind, order: MapOrder): string;
  driverGroup(count: number): string;
  orderGroup(count: number): string;
}

export interface PointsLayerOptions {
  positions: LivePositions;
  labels: PointsLayerLabels;
  onSelect(selection: Exclude<MapSelection, null>): void;
}

type DriverProps = { id: number };
type OrderPointProps = { id: number; kind: OrderPointKind };

interface Entry {
  marker: CircleMarker;
  /** What the marker shows, to restyle it only on change. */
  look: string;
}

/**
 * Leaflet's canvas renderer, except that a redraw still queued when the map goes away (a frame requested before the
 * map was removed, whose request a synchronous redraw had already cleared) does nothing instead of throwing.
 */
const SafeCanvas = Canvas.extend({
  _redraw(this: { _ctx?: CanvasRenderingContext2D }) {
    if (!this._ctx) return;
    (Canvas.prototype as unknown as { _redraw(): void })._redraw.call(this);
  },
}) as unknown as new (options?: { padding?: number; pane?: string }) => Canvas;

/**
 * A circle with its count written in the middle (the canvas renderer draws both in one pass), drawn `shift` pixels
 * from its place (where a click finds it too).
 */
const CountMarker = CircleMarker.extend({
  _project(this: CircleMarker & { _point: { add(p: [number, number]): unknown }; _updateBounds(): void }) {
    (CircleMarker.prototype as unknown as { _project(): void })._project.call(this);
    const shift = (this.options as CountOptions).shift;
    if (shift) {
      this._point = this._point.add(shift) as typeof this._point;
      this._updateBounds();
    }
  },
  _updatePath(this: CircleMarker & { _renderer: Canvas; _point: { x: number; y: number }; _empty(): boolean }) {
    (CircleMarker.prototype as unknown as { _updatePath(): void })._updatePath.call(this);
    const renderer = this._renderer as unknown as { _drawing?: boolean; _ctx?: CanvasRenderingContext2D | null };
    const ctx = renderer._ctx;
    if (!renderer._drawing || !ctx || this._empty()) return;
    const text = (this.options as CountOptions).count;
    ctx.save();
    ctx.fillStyle = '#fff';
    ctx.font = '700 12px Roboto, Arial, sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, this._point.x, this._point.y);
    ctx.restore();
  },
}) as unknown as new (latlng: LatLngExpression, options: CountOptions) => CircleMarker;

interface CountOptions extends CircleMarkerOptions {
  count: string;
  shift?: [number, number];
}

const shortCount = (count: number) => (count >= 1000 ? `${Math.round(count / 100) / 10}k` : String(count));
const groupRadius = (count: number) => Math.min(24, 11 + Math.log10(count) * 5);
const feature = <P>(lat: number, lng: number, properties: P): PointFeature<P> => ({
  type: 'Feature',
  properties,
  geometry: { type: 'Point', coordinates: [lng, lat] },
});
const clampLng = (lng: number) => Math.max(-180, Math.min(180, lng));

export class PointsLayer {
  private readonly renderers: Record<'orders' | 'drivers', Canvas>;
  private readonly hover: Tooltip;
  private drivers = new Map<number, MapDriver>();
  private orders = new Map<number, MapOrder>();
  private driverIndex = new Supercluster<DriverProps>({ radius: GROUP_RADIUS_PX, maxZoom: GROUP_MAX_ZOOM });
  private orderIndex = new Supercluster<OrderPointProps>({ radius: GROUP_RADIUS_PX, maxZoom: GROUP_MAX_ZOOM });
  private entries = new Map<string, Entry>();
  private selection: MapSelection = null;
  private regroupTimer: ReturnType<typeof setTimeout> | null = null;
  private fitted = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly map: LeafletMap,
    private options: PointsLayerOptions,
  ) {
    const renderer = ([pane, zIndex]: readonly [string, string]) => {
      if (!map.getPane(pane)) map.createPane(pane).style.zIndex = zIndex;
      return new SafeCanvas({ padding: 0.3, pane });
    };
    this.renderers = { orders: renderer(PANES.orders), drivers: renderer(PANES.drivers) };
    this.hover = tooltip({ direction: 'top', offset: [0, -8], opacity: 0.95 });
    map.on('moveend', this.render, this);
    this.unsubscribe = options.positions.subscribe((ids) => this.move(ids));
  }

  remove(): void {
    this.unsubscribe();
    if (this.regroupTimer) clearTimeout(this.regroupTimer);
    this.map.off('moveend', this.render, this);
    this.map.closeTooltip(this.hover);
    for (const { marker } of this.entries.values()) marker.remove();
    this.entries.clear();
    this.renderers.orders.remove();
    this.renderers.drivers.remove();
  }

  setLabels(labels: PointsLayerLabels): void {
    this.options = { ...this.options, labels };
  }

  /** A new answer of the server: both indexes anew (the positions store has loaded it already). */
  setData(orders: readonly MapOrder[], drivers: readonly MapDriver[]): void {
    this.orders = new Map(orders.map((o) => [o.id, o]));
    this.drivers = new Map(drivers.map((d) => [d.id, d]));
    const points: PointFeature<OrderPointProps>[] = [];
    for (const o of orders) {
      if (o.pickup) points.push(feature(o.pickup.lat, o.pickup.lng, { id: o.id, kind: 'pickup' }));
      if (o.delivery) points.push(feature(o.delivery.lat, o.delivery.lng, { id: o.id, kind: 'delivery' }));
    }
    this.orderIndex.load(points);
    this.loadDrivers();
    if (!this.fitted) this.fitOnce(points);
    this.render();
  }

  setSelection(selection: MapSelection): void {
    this.selection = selection;
    for (const [key, entry] of this.entries) this.restyle(key, entry);
    this.markSelectedPosition();
  }

  /** Centres the map on a point, close enough for it to stand alone. */
  focus(position: LatLngExpression): void {
    this.map.setView(position, Math.max(this.map.getZoom(), GROUP_MAX_ZOOM + 1));
  }

  private fitOnce(orderPoints: PointFeature<OrderPointProps>[]): void {
    const all: [number, number][] = [
      ...[...this.drivers.keys()].flatMap((id) => {
        const p = this.options.positions.get(id);
        return p ? [[p.lat, p.lng] as [number, number]] : [];
      }),
      ...orderPoints.map((f) => [f.geometry.coordinates[1], f.geometry.coordinates[0]] as [number, number]),
    ];
    const size = this.map.getSize();
    if (!all.length || size.x === 0 || size.y === 0) return;
    this.fitted = true;
    this.map.fitBounds(latLngBounds(all), { padding: [40, 40], maxZoom: FIT_MAX_ZOOM, animate: false });
  }

  private loadDrivers(): void {
    const points: PointFeature<DriverProps>[] = [];
    for (const id of this.drivers.keys()) {
      const p = this.options.positions.get(id);
      if (p) points.push(feature(p.lat, p.lng, { id }));
    }
    this.driverIndex.load(points);
  }

  /** Live positions: each driver standing alone moves at once; the groups follow within REGROUP_MS. */
  private move(ids: number[]): void {
    for (const id of ids) {
      const entry = this.entries.get(`d${id}`);
      const p = this.options.positions.get(id);
      if (entry && p) entry.marker.setLatLng([p.lat, p.lng]);
    }
    if (this.selection?.kind === 'driver' && ids.includes(this.selection.id)) this.markSelectedPosition();
    this.regroupTimer ??= setTimeout(() => {
      this.regroupTimer = null;
      this.loadDrivers();
      this.render();
    }, REGROUP_MS);
  }

  /** The selected driver's position as the map shows it, on the map's region (for assistive checks and journeys). */
  private markSelectedPosition(): void {
    const region = this.map.getContainer().closest('[role="region"]');
    if (!region) return;
    const s = this.selection;
    const p = s?.kind === 'driver' ? this.options.positions.get(s.id) : undefined;
    if (p) region.setAttribute('data-selected-position', `${p.lat},${p.lng}`);
    else region.removeAttribute('data-selected-position');
  }

  /** The points and groups in view (with a margin) as layers: new ones added, gone ones removed, the rest updated. */
  private render(): void {
    const size = this.map.getSize();
    if (size.x === 0 || size.y === 0) return;
    const b = this.map.getBounds().pad(0.25);
    const bbox: [number, number, number, number] = [
      clampLng(b.getWest()),
      Math.max(-85, b.getSouth()),
      clampLng(b.getEast()),
      Math.min(85, b.getNorth()),
    ];
    const zoom = Math.round(this.map.getZoom());
    const seen = new Set<string>();

    for (const f of this.driverIndex.getClusters(bbox, zoom)) {
      const [lng, lat] = f.geometry.coordinates;
      if ('cluster' in f.properties && f.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = f.properties;
        this.upsert(`dg${clusterId}`, [lat, lng], `group:drivers:${count}`, seen, () =>
          this.groupMarker([lat, lng], count, 'drivers', this.driverIndex, clusterId),
        );
      } else {
        const driver = this.drivers.get((f.properties as DriverProps).id);
        if (!driver) continue;
        // Where the driver is now: a live position may have come after the last grouping.
        const now = this.options.positions.get(driver.id);
        const at: [number, number] = now ? [now.lat, now.lng] : [lat, lng];
        this.upsert(`d${driver.id}`, at, `driver:${driver.state}`, seen, () =>
          this.dotMarker(at, 'driver', driver.id, () => this.options.labels.driver(driver)),
        );
      }
    }
    for (const f of this.orderIndex.getClusters(bbox, zoom)) {
      const [lng, lat] = f.geometry.coordinates;
      if ('cluster' in f.properties && f.properties.cluster) {
        const { cluster_id: clusterId, point_count: count } = f.properties;
        this.upsert(`og${clusterId}`, [lat, lng], `group:orders:${count}`, seen, () =>
          this.groupMarker([lat, lng], count, 'orders', this.orderIndex, clusterId),
        );
      } else {
        const { id, kind } = f.properties as OrderPointProps;
        const order = this.orders.get(id);
        if (!order) continue;
        this.upsert(`${kind === 'pickup' ? 'p' : 'r'}${id}`, [lat, lng], `point:${kind}`, seen, () =>
          this.dotMarker([lat, lng], kind, id, () => this.options.labels.point(kind, order)),
        );
      }
    }
    for (const [key, entry] of this.entries)
      if (!seen.has(key)) {
        entry.marker.remove();
        this.entries.delete(key);
      }
  }

  private upsert(key: string, at: [number, number], look: string, seen: Set<string>, create: () => CircleMarker) {
    seen.add(key);
    const entry = this.entries.get(key);
    if (!entry || entry.look !== look) {
      entry?.marker.remove();
      const next = { marker: create().addTo(this.map), look };
      this.entries.set(key, next);
      this.restyle(key, next);
      return;
    }
    const current = entry.marker.getLatLng();
    if (current.lat !== at[0] || current.lng !== at[1]) entry.marker.setLatLng(at);
  }

  private isSelected(key: string): boolean {
    const s = this.selection;
    if (!s) return false;
    return s.kind === 'driver' ? key === `d${s.id}` : key === `p${s.id}` || key === `r${s.id}`;
  }

  private restyle(key: string, entry: Entry): void {
    if (entry.look.startsWith('group:')) return;
    const selected = this.isSelected(key);
    entry.marker.setStyle(selected ? { color: SELECTED_RING, weight: 4 } : { color: '#ffffff', weight: 2 });
    if (selected) entry.marker.bringToFront();
  }

  private withHover(marker: CircleMarker, label: () => string): CircleMarker {
    marker.on('mouseover', () => {
      this.hover.setLatLng(marker.getLatLng()).setContent(label());
      this.map.openTooltip(this.hover);
    });
    marker.on('mouseout', () => this.map.closeTooltip(this.hover));
    return marker;
  }

  private dotMarker(
    at: [number, number],
    kind: 'driver' | OrderPointKind,
    id: number,
    label: () => string,
  ): CircleMarker {
    const driver = kind === 'driver' ? this.drivers.get(id) : undefined;
    const fill = driver ? DRIVER_STATE_COLORS[driver.state] : ORDER_POINT_COLORS[kind as OrderPointKind];
    const marker = new CircleMarker(at, {
      renderer: kind === 'driver' ? this.renderers.drivers : this.renderers.orders,
      radius: kind === 'driver' ? 7 : 5,
      color: '#ffffff',
      weight: 2,
      fillColor: fill,
      fillOpacity: 1,
      bubblingMouseEvents: false,
    });
    marker.on('click', (event: LeafletMouseEvent) => {
      DomEvent.stopPropagation(event);
      this.options.onSelect(kind === 'driver' ? { kind: 'driver', id } : { kind: 'order', id });
    });
    return this.withHover(marker, label);
  }

  private groupMarker<P extends object>(
    at: [number, number],
    count: number,
    kind: 'drivers' | 'orders',
    index: Supercluster<P>,
    clusterId: number,
  ): CircleMarker {
    const marker = new CountMarker(at, {
      renderer: this.renderers[kind],
      shift: kind === 'orders' ? ORDER_GROUP_SHIFT : undefined,
      radius: groupRadius(count),
      color: '#ffffff',
      weight: 2,
      fillColor: GROUP_COLORS[kind],
      fillOpacity: 0.9,
      bubblingMouseEvents: false,
      count: shortCount(count),
    });
    marker.on('click', (event: LeafletMouseEvent) => {
      DomEvent.stopPropagation(event);
      this.map.closeTooltip(this.hover);
      let zoom = GROUP_MAX_ZOOM + 1;
      try {
        zoom = index.getClusterExpansionZoom(clusterId);
      } catch {
        // The group is gone (regrouped since it was drawn): zoom in one step.
        zoom = this.map.getZoom() + 1;
      }
      this.map.setView(marker.getLatLng(), Math.min(zoom, this.map.getMaxZoom()));
    });
    return this.withHover(marker, () =>
      kind === 'drivers' ? this.options.labels.driverGroup(count) : this.options.labels.orderGroup(count),
    );
  }
}
