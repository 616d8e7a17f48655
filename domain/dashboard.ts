// The operations dashboard (GET /api/dashboard/orders, /attention, /drivers): today's orders by status per region,
// the orders that need someone, orders per hour against the same weekday a week ago, on time against late, and the
// online drivers per region. Shared by the server (its query schemas and answers) and the console.
import { z } from 'zod';
import { NOT_ACCEPTED_ATTENTION_MINUTES_MAX } from './constants.ts';
import type { AttentionKind, OrderStatus } from './enums.ts';
import type { OrderListItem } from './api.ts';
import { idList, msg, REGION_NAME_MAX, text, wholeNumber } from './schemas.ts';

/** How many orders each attention list shows on the dashboard (the link opens all of them in the order list). */
export const ATTENTION_PREVIEW_ROWS = 5;
/** How often the dashboard reads its figures again without an event (time alone moves orders into attention). */
export const DASHBOARD_REFRESH_MS = 60_000;
/** Real-time events arriving within this window cause one read of the figures they touch. */
export const DASHBOARD_EVENT_COALESCE_MS = 1_500;

/** The dashboard's filters: a region (by name, as the order list's) and companies. */
export const dashboardQuerySchema = z.object({
  region: text(REGION_NAME_MAX, { error: msg.invalid }).min(1, { error: msg.invalid }).optional(),
  companyIds: idList().optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const dashboardAttentionQuerySchema = dashboardQuerySchema.extend({
  notAcceptedMinutes: wholeNumber(1, NOT_ACCEPTED_ATTENTION_MINUTES_MAX).optional(),
});
export type DashboardAttentionQuery = z.infer<typeof dashboardAttentionQuerySchema>;

/** Counts of orders per status (statuses without orders are absent). */
export type StatusCounts = Partial<Record<OrderStatus, number>>;

/** Delivered on time against late (the list's "realized within"), and the ongoing ones already past their promise. */
export interface DeliveryPunctuality {
  onTime: number;
  late: number;
  lateOngoing: number;
}

export interface DashboardRegionRow {
  region: { id: number; name: string };
  counts: StatusCounts;
  total: number;
  punctuality: DeliveryPunctuality;
}

/** GET /api/dashboard/orders: today (Europe/Warsaw) in the caller's reach and the filters. */
export interface DashboardOrders {
  /** Today's date and its range as the order list's dateFrom/dateTo (the links of the figures). */
  day: { date: string; dateFrom: string; dateTo: string };
  /** The same weekday a week ago. */
  lastWeekDay: { date: string; dateFrom: string; dateTo: string };
  regions: DashboardRegionRow[];
  totals: { counts: StatusCounts; total: number; punctuality: DeliveryPunctuality };
  /**
   * Orders created per hour of the day in Europe/Warsaw (0–23): today so far, and the same weekday a week ago;
   * currentHour is the hour now (today's later hours have no orders yet rather than none).
   */
  perHour: { today: number[]; lastWeek: number[]; currentHour: number };
  generatedAt: string;
}

export interface AttentionList {
  kind: AttentionKind;
  total: number;
  /** The longest-waiting ones first (stage start), at most ATTENTION_PREVIEW_ROWS, as the order list shows them. */
  orders: OrderListItem[];
}

/** GET /api/dashboard/attention. */
export interface DashboardAttention {
  notAcceptedMinutes: number;
  lists: AttentionList[];
  generatedAt: string;
}

/** A driver's state on the road: no order, heading to a pickup (accepted), or carrying (picked up, arrived). */
export const DRIVER_ROAD_STATES = ['free', 'toPickup', 'carrying'] as const;
export type DriverRoadState = (typeof DRIVER_ROAD_STATES)[number];

export interface DashboardDriverRegion {
  region: { id: number; name: string };
  online: number;
  states: Record<DriverRoadState, number>;
}

/** GET /api/dashboard/drivers: the online drivers per region in the caller's reach. */
export interface DashboardDrivers {
  regions: DashboardDriverRegion[];
  generatedAt: string;
}
