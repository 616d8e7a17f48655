// Answers of the dashboard's calls (GET /api/dashboard/orders, /attention, /drivers) for component tests.
import { http, HttpResponse } from 'msw';
import type { DashboardAttention, DashboardDrivers, DashboardOrders } from '../../../domain/dashboard.ts';
import type { OrderListItem } from '../../../domain/api.ts';

const hours = (values: Record<number, number> = {}) => Array.from({ length: 24 }, (_, h) => values[h] ?? 0);

export const dashboardOrders = (overrides: Partial<DashboardOrders> = {}): DashboardOrders => ({
  day: { date: '2026-11-26', dateFrom: '2026-11-25T23:00:00.000Z', dateTo: '2026-11-26T22:59:59.999Z' },
  lastWeekDay: { date: '2026-11-19', dateFrom: '2026-11-18T23:00:00.000Z', dateTo: '2026-11-19T22:59:59.999Z' },
  regions: [],
  totals: { counts: {}, total: 0, punctuality: { onTime: 0, late: 0, lateOngoing: 0 } },
  perHour: { today: hours(), lastWeek: hours(), currentHour: 10 },
  generatedAt: '2026-11-26T09:00:00.000Z',
  ...overrides,
});

export const perHour = (today: Record<number, number>, lastWeek: Record<number, number>, currentHour = 10) => ({
  today: hours(today),
  lastWeek: hours(lastWeek),
  currentHour,
});

export const dashboardAttention = (
  lists: Partial<Record<'notAccepted' | 'holdExpired' | 'lateForSlot' | 'stuckInStage', OrderListItem[]>> = {},
  notAcceptedMinutes = 3,
): DashboardAttention => ({
  notAcceptedMinutes,
  lists: (['notAccepted', 'holdExpired', 'lateForSlot', 'stuckInStage'] as const).map((kind) => ({
    kind,
    total: lists[kind]?.length ?? 0,
    orders: lists[kind] ?? [],
  })),
  generatedAt: '2026-11-26T09:00:00.000Z',
});

export const dashboardDrivers = (regions: DashboardDrivers['regions'] = []): DashboardDrivers => ({
  regions,
  generatedAt: '2026-11-26T09:00:00.000Z',
});

/** The three calls answering the given figures (empty by default). */
export const dashboardHandlers = ({
  orders = dashboardOrders(),
  attention = dashboardAttention(),
  drivers = dashboardDrivers(),
}: { orders?: DashboardOrders; attention?: DashboardAttention; drivers?: DashboardDrivers } = {}) => [
  http.get('/api/dashboard/orders', () => HttpResponse.json(orders)),
  http.get('/api/dashboard/attention', () => HttpResponse.json(attention)),
  http.get('/api/dashboard/drivers', () => HttpResponse.json(drivers)),
];
