// The react-admin DataProvider: dispatches each call to the resource's adapter, plus custom methods.
import type { DataProvider } from 'react-admin';
import type { MeResponse, ProductItem, Region } from '../../domain/api.ts';
import type { HttpClient } from './httpClient.ts';
import { createOrdersAdapter, ORDERS_RESOURCE } from './orders.ts';
import { UnsupportedResourceError, type AdapterMethod, type ResourceAdapter } from './resourceAdapter.ts';
import { fetchMe, fetchProducts, fetchRegions } from './session.ts';
import { createMapApi, type MapApi } from './map.ts';
import { createOrderActionsApi, type OrderActionsApi } from './orderActions.ts';
import { createOrderListApi, type OrderListApi } from './orderList.ts';
import { createOrderCreateApi, type OrderCreateApi } from './orderCreate.ts';
import { createPickupApi, type PickupApi } from './pickup.ts';
import { createTrackingApi, type TrackingApi } from './tracking.ts';
import { createDashboardApi, type DashboardApi } from './dashboard.ts';
import { COMPANIES_RESOURCE, createCompaniesAdapter, createCompaniesApi, type CompaniesApi } from './companies.ts';
import { createLocationsAdapters, createLocationsApi, type LocationsApi } from './locations.ts';
import { createLeadsAdapter, createLeadsApi, LEADS_RESOURCE, type LeadsApi } from './leads.ts';
import { createAccountApi, type AccountApi } from './account.ts';
import { createWebhooksApi, type WebhooksApi } from './webhooks.ts';
import { createReportsApi, type ReportsApi } from './reports.ts';
import { createDriversAdapter, createDriversApi, DRIVERS_RESOURCE, type DriversApi } from './drivers.ts';
import { createOperatorsAdapters, createOperatorsApi, type OperatorsApi } from './operators.ts';
import { createWarehousesAdapters, createWarehousesApi, type WarehousesApi } from './warehouses.ts';
import { createStockAdapters, createStockApi, type StockApi } from './stock.ts';
import { createMultipliersAdapters, createMultipliersApi, type MultipliersApi } from './multipliers.ts';
import { createCorrectionsAdapters, createCorrectionsApi, type CorrectionsApi } from './corrections.ts';
import { createWalletAdapters, createWalletApi, type WalletApi } from './wallet.ts';
import { createProductsAdapter, createProductsApi, PRODUCTS_RESOURCE, type ProductsApi } from './products.ts';

export interface AppDataProvider extends DataProvider {
  getMe(): Promise<MeResponse>;
  getRegions(): Promise<Region[]>;
  getProducts(): Promise<ProductItem[]>;
  /** Grouped calls of one area each (useDataProvider<AppDataProvider>().orderActions.cancel(...)). */
  orderList: OrderListApi;
  orderActions: OrderActionsApi;
  orderCreate: OrderCreateApi;
  map: MapApi;
  pickup: PickupApi;
  tracking: TrackingApi;
  dashboard: DashboardApi;
  locations: LocationsApi;
  leads: LeadsApi;
  companies: CompaniesApi;
  account: AccountApi;
  webhooks: WebhooksApi;
  reports: ReportsApi;
  drivers: DriversApi;
  users: OperatorsApi;
  warehouses: WarehousesApi;
  stock: StockApi;
  multipliers: MultipliersApi;
  corrections: CorrectionsApi;
  wallet: WalletApi;
  products: ProductsApi;
}

export const createDataProvider = (http: HttpClient): AppDataProvider => {
  const adapters: Record<string, ResourceAdapter> = {
    [ORDERS_RESOURCE]: createOrdersAdapter(http),
    [COMPANIES_RESOURCE]: createCompaniesAdapter(http),
    [LEADS_RESOURCE]: createLeadsAdapter(http),
    [DRIVERS_RESOURCE]: createDriversAdapter(http),
    [PRODUCTS_RESOURCE]: createProductsAdapter(http),
    ...createLocationsAdapters(http),
    ...createWarehousesAdapters(http),
    ...createStockAdapters(http),
    ...createMultipliersAdapters(http),
    ...createCorrectionsAdapters(http),
    ...createWalletAdapters(http),
    ...createOperatorsAdapters(http),
  };

  const call = (method: AdapterMethod) => (resource: string, params: unknown) => {
    const handler = adapters[resource]?.[method] as ((params: unknown) => Promise<never>) | undefined;
    return handler ? handler(params) : Promise.reject(new UnsupportedResourceError(resource, method));
  };

  return {
    getList: call('getList'),
    getOne: call('getOne'),
    getMany: call('getMany'),
    getManyReference: call('getManyReference'),
    create: call('create'),
    update: call('update'),
    updateMany: call('updateMany'),
    delete: call('delete'),
    deleteMany: call('deleteMany'),
    getMe: () => fetchMe(http),
    getRegions: () => fetchRegions(http),
    getProducts: () => fetchProducts(http),
    orderList: createOrderListApi(http),
    orderActions: createOrderActionsApi(http),
    orderCreate: createOrderCreateApi(http),
    map: createMapApi(http),
    pickup: createPickupApi(http),
    tracking: createTrackingApi(http),
    dashboard: createDashboardApi(http),
    companies: createCompaniesApi(http),
    locations: createLocationsApi(http),
    leads: createLeadsApi(http),
    account: createAccountApi(http),
    webhooks: createWebhooksApi(http),
    reports: createReportsApi(http),
    drivers: createDriversApi(http),
    users: createOperatorsApi(http),
    warehouses: createWarehousesApi(http),
    stock: createStockApi(http),
    multipliers: createMultipliersApi(http),
    corrections: createCorrectionsApi(http),
    wallet: createWalletApi(http),
    products: createProductsApi(http),
  };
};
