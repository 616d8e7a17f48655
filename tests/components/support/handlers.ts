// msw handlers of the API calls the console makes.
import { http, HttpResponse } from 'msw';
import type {
  CompanyOption,
  ListResponse,
  MeResponse,
  OrderAuditEntry,
  OrderDetails,
  OrderListItem,
  ProductItem,
  Region,
  SavedView,
  TokenResponse,
} from '../../../domain/api.ts';
import type { CoverageAnswer } from '../../../domain/coverage.ts';
import { samePlace } from '../../../domain/placeNames.ts';
import { dashboardHandlers } from './dashboard.ts';

export const TOKEN = 'stored-token';
export const FRESH_TOKEN = 'fresh-token';

export const tokenResponse = (
  token = FRESH_TOKEN,
  userType: TokenResponse['userType'] = 'operator',
): TokenResponse => ({
  token,
  expiresAt: '2030-01-01T00:00:00.000Z',
  userType,
});

export const apiError = (status: number, errorCode: string, message = errorCode) =>
  HttpResponse.json({ name: 'ApiError', message, errorCode }, { status });

export const refreshOk = (token = FRESH_TOKEN) =>
  http.post('/api/auth/refresh', () => HttpResponse.json(tokenResponse(token)));
export const refreshUnauthorized = () => http.post('/api/auth/refresh', () => apiError(401, 'invalid_token'));
export const meHandler = (me: MeResponse) => http.get('/api/@me', () => HttpResponse.json(me));
export const logoutHandler = () => http.post('/api/logout', () => new HttpResponse(null, { status: 204 }));

export const orderList = (items: OrderListItem[], onRequest?: (url: URL) => void) =>
  http.get('/api/order/list', ({ request }) => {
    const url = new URL(request.url);
    onRequest?.(url);
    const body: ListResponse<OrderListItem> = {
      items,
      total: items.length,
      page: Number(url.searchParams.get('page') ?? 1),
      perPage: Number(url.searchParams.get('perPage') ?? 50),
    };
    return HttpResponse.json(body);
  });

export interface FilterOptions {
  companies?: CompanyOption[];
  regions?: Region[];
  products?: ProductItem[];
  views?: SavedView[];
}

/** The filter bar's choices, the user's saved views and the menu's pending-company count. */
export const filterOptionHandlers = ({
  companies = [],
  regions = [],
  products = [],
  views = [],
}: FilterOptions = {}) => [
  http.get('/api/company/list', () => HttpResponse.json(companies)),
  http.get('/api/region/list', () => HttpResponse.json(regions)),
  http.get('/api/product/list', () => HttpResponse.json(products)),
  // The back office's product pages (the company page lists its products): none unless a test says otherwise.
  http.get('/api/product/page-list', () => HttpResponse.json({ items: [], total: 0 })),
  http.get('/api/saved-view/list', () => HttpResponse.json(views)),
  // The side menu's company badge (users with the companies page): none pending unless a test says otherwise.
  http.get('/api/company/pending-count', () => HttpResponse.json({ pendingCount: 0 })),
  // The app bar's notices of a client (orders not accepted in time): none unless a test says otherwise.
  http.get('/api/order/not-accepted', () => HttpResponse.json({ items: [], since: '2025-01-03T09:00:00.000Z' })),
];

/** The expanded row's calls: details by id and the audit trail. */
export const orderDetailsHandlers = (details: OrderDetails[], audit: OrderAuditEntry[] = []) => [
  http.get('/api/order/details', ({ request }) => {
    const found = details.find((d) => d.id === Number(new URL(request.url).searchParams.get('orderId')));
    return found ? HttpResponse.json(found) : apiError(404, 'order_not_found');
  }),
  http.get('/api/order/audit', () => HttpResponse.json(audit)),
];

/** A logged-in session: a stored token that the refresh call accepts, /@me, the order list, logout. */
export const sessionHandlers = (me: MeResponse, items: OrderListItem[] = []) => [
  refreshOk(),
  meHandler(me),
  orderList(items),
  logoutHandler(),
  // The first screen after sign-in (users with the orders page): no figures unless a test says otherwise.
  ...dashboardHandlers(),
];

/**
 * GET /api/region/coverage as the server answers it (server/services/coverage.ts): a city is served when it names one
 * of `servedCities` (as placeKey compares: "krakow" is Kraków); a postcode belongs to the place `zipPlaces` gives it
 * (unknown when absent) and is served when that place is.
 */
/**
 * The coverage check of every form that asks it, when a test says nothing about coverage: every address served, its
 * postcode known and of the typed city (so no notice appears; coverageHandler answers a test that is about it).
 */
export const servedEverywhereCoverage = () =>
  http.get('/api/region/coverage', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const city = params.get('city')?.trim() || null;
    const zipCode = params.get('zipCode') || null;
    const answer: CoverageAnswer = {
      city,
      zipCode,
      zipCodeCheck: zipCode ? { known: true, place: city, matchesCity: city ? true : null } : null,
      served: true,
      regions: city ? [city] : [],
      servedCities: city ? [city] : [],
    };
    return HttpResponse.json(answer);
  });

export const coverageHandler = (servedCities = ['Kraków', 'Warszawa'], zipPlaces: Record<string, string> = {}) =>
  http.get('/api/region/coverage', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const city = params.get('city')?.trim() || null;
    const zipCode = params.get('zipCode') || null;
    const zipPlace = zipCode ? (zipPlaces[zipCode] ?? null) : null;
    const servedAt = (place: string) => servedCities.filter((served) => samePlace(served, place));
    const regions = zipCode ? (zipPlace ? servedAt(zipPlace) : []) : city ? servedAt(city) : [];
    const answer: CoverageAnswer = {
      city: city ?? zipPlace,
      zipCode,
      zipCodeCheck: zipCode
        ? {
            known: zipPlace !== null,
            place: zipPlace,
            matchesCity: zipPlace && city ? samePlace(zipPlace, city) : null,
          }
        : null,
      served: regions.length > 0,
      regions,
      servedCities,
    };
    return HttpResponse.json(answer);
  });
