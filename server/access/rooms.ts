// Who hears which real-time events: the socket rooms of a caller's reach and abilities, and the rooms an order's
// events go to. The only place that turns a reach into rooms (server/access/reach.ts turns it into queries).
import type { Permissions } from '../../domain/api.ts';
import type { OrderPlace, Reach } from './reach.ts';

/** What the rooms of a user depend on. */
export interface Audience {
  kind: 'operator' | 'client';
  companyId: number | null;
  permissions: Permissions;
  tenant: Reach;
}

/**
 * The order rooms of a reach, in a family: `orders` (order events) or `route` (driver positions, for the orderRoute
 * flag). One room per kind of limit, so that every limit applies: every company and region (`all`), the regions of
 * all companies (`region:R`), the companies in every region (`company:C`), each company-and-region cell (`cell:C:R`)
 * of a user limited to both; a user limited to some pickup locations (which lie within its companies) joins those
 * locations (`location:L`), or each location-and-region cell (`loccell:L:R`). An empty list is no room: nothing.
 */
export function reachRooms(tenant: Reach, family: OrderRoomFamily): string[] {
  if (!tenant.allLocations) {
    if (tenant.allRegions) return tenant.locationIds.map((l) => `${family}:location:${l}`);
    return tenant.locationIds.flatMap((l) => tenant.regions.map((r) => `${family}:loccell:${l}:${r}`));
  }
  if (tenant.allCompanies && tenant.allRegions) return [`${family}:all`];
  if (tenant.allCompanies) return tenant.regions.map((r) => `${family}:region:${r}`);
  if (tenant.allRegions) return tenant.companyIds.map((c) => `${family}:company:${c}`);
  return tenant.companyIds.flatMap((c) => tenant.regions.map((r) => `${family}:cell:${c}:${r}`));
}

/** The rooms of every reach that covers an order of this company, region and pickup location. */
export function orderRooms(order: OrderPlace, family: OrderRoomFamily): string[] {
  const { companyId: c, regionName: r, pickupLocationId: l } = order;
  const rooms = [`${family}:all`, `${family}:company:${c}`, `${family}:region:${r}`, `${family}:cell:${c}:${r}`];
  if (l != null) rooms.push(`${family}:location:${l}`, `${family}:loccell:${l}:${r}`);
  return rooms;
}

type OrderRoomFamily = 'orders' | 'route';

/** The rooms a user's sockets join for what it may see (besides its own session and user rooms). */
export function audienceRooms(principal: Audience): string[] {
  const { tenant } = principal;
  const ordersAccess = principal.permissions.orders.canAccessPage;
  const companiesAccess = principal.permissions.company.canAccessPage;
  const rooms: string[] = [];
  if (ordersAccess) {
    rooms.push(...reachRooms(tenant, 'orders'));
    // Driver positions only to those who may see routes.
    if (principal.permissions.orders.canView.orderRoute) rooms.push(...reachRooms(tenant, 'route'));
  }
  // Company events (menu badge): operators with the companies page, by the companies they may see.
  if (companiesAccess) {
    if (tenant.allCompanies) rooms.push('companies:all');
    else rooms.push(...tenant.companyIds.map((c) => `companies:${c}`));
  }
  // Driver events (the drivers page's live list): operators with the drivers page, by the drivers they may see.
  if (principal.permissions.drivers.canAccessPage) rooms.push(...driverReachRooms(tenant));
  // Warehouse events (the warehouses list, the stock page's holders): by the warehouses the user may see.
  if (principal.permissions.warehouse.canAccessPage || principal.permissions.stock.canAccessPage)
    rooms.push(...warehouseReachRooms(tenant));
  // A client user hears its own company's status change (activation: the top bar switches to "Account active").
  if (principal.kind === 'client' && principal.companyId !== null && !companiesAccess)
    rooms.push(`companies:${principal.companyId}`);
  return rooms;
}

/** Where a driver is, for its events: its region (null: none) and the companies it is limited to (empty: every one). */
export interface DriverPlace {
  regionName: string | null;
  allowedCompanyIds: readonly number[];
}

/**
 * The drivers rooms of a reach (the drivers page's live list), as the drivers list's tenant rule: every region or
 * each region; every company, or each company plus the drivers without a company limit (`open`). Locations do not
 * narrow drivers.
 */
export function driverReachRooms(tenant: Reach): string[] {
  const regionParts = tenant.allRegions ? ['*'] : tenant.regions;
  const companyParts = tenant.allCompanies ? ['*'] : ['open', ...tenant.companyIds.map(String)];
  return regionParts.flatMap((r) => companyParts.map((c) => `drivers:${r}:${c}`));
}

/** The rooms of every reach that sees a driver of this place (a change of place: call it for both). */
export function driverRooms(place: DriverPlace): string[] {
  const regionParts = ['*', ...(place.regionName ? [place.regionName] : [])];
  const companyParts = ['*', ...(place.allowedCompanyIds.length ? place.allowedCompanyIds.map(String) : ['open'])];
  return regionParts.flatMap((r) => companyParts.map((c) => `drivers:${r}:${c}`));
}

/** Where a warehouse is, for its events: its company and its region. */
export interface WarehousePlace {
  companyId: number;
  regionName: string;
}

/**
 * The warehouses rooms of a reach, as the warehouses list's tenant rule (its companies in its regions; locations do
 * not narrow warehouses): every region or each region, every company or each company.
 */
export function warehouseReachRooms(tenant: Reach): string[] {
  const regionParts = tenant.allRegions ? ['*'] : tenant.regions;
  const companyParts = tenant.allCompanies ? ['*'] : tenant.companyIds.map(String);
  return regionParts.flatMap((r) => companyParts.map((c) => `warehouses:${r}:${c}`));
}

/** The rooms of every reach that sees a warehouse of this place (a move: call it for both places). */
export function warehouseRooms(place: WarehousePlace): string[] {
  return ['*', place.regionName].flatMap((r) => ['*', String(place.companyId)].map((c) => `warehouses:${r}:${c}`));
}
