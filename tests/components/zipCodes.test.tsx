// The /zipCodes page: the search form (required fields, radius 7 by default, search disabled while loading), the
// comma-separated list of found codes with a spinner, the prefill from a location's navigation state or
// ?locationId, the error state without a toast (a failed search is only logged), and the map with its covered and
// out-of-bounds codes, its credits in the user's language; the lookup of one zip code typed alone; the radius
// range's message with its numbers.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CompanyLocations, ZipCodeLookup, ZipCodeSearchResult } from '../../domain/locationApi.ts';
import type { MapConfig } from '../../domain/api.ts';
import { operatorMe } from './support/fixtures.ts';
import { apiError, sessionHandlers } from './support/handlers.ts';
import { renderApp } from './support/renderApp.tsx';
import { server } from './support/server.ts';
import { expectClosedPage } from './support/closedPage.ts';

const CONFIG: MapConfig = {
  tileUrl: 'http://tiles.invalid/{z}/{x}/{y}.png',
  attribution: '',
  basemapAttribution: 'Voivodeships',
  geodataAttribution: 'Postal codes: PostCodesMaps, GeoNames',
};
const RESULT: ZipCodeSearchResult = {
  centerPoint: { lat: 52.23258, lng: 20.99429 },
  zipCodes: [
    { name: '00-590', centroid: [21.02095, 52.21557], geometry: null, region: 'Warszawa' },
    {
      name: '00-850',
      centroid: [20.99429, 52.23258],
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [20.99, 52.23],
            [21.0, 52.23],
            [21.0, 52.24],
            [20.99, 52.23],
          ],
        ],
      },
      region: 'Warszawa',
    },
  ],
  zipCodesOutOfBounds: [{ name: '01-001', centroid: [20.98, 52.24], geometry: null, region: null }],
};

const ZIP_ME = operatorMe(['orders.canAccessPage', 'zipCodes.canAccessPage', 'settings.canAccessPage']);

const mapHandlers = () => [
  http.get('/api/map/config', () => HttpResponse.json(CONFIG)),
  http.get('/api/map/basemap', () => HttpResponse.json({ type: 'FeatureCollection', features: [] })),
];

const searchHandler = (
  queries: URLSearchParams[],
  answer: () => Response | Promise<Response> = () => HttpResponse.json(RESULT),
) =>
  http.get('/api/region/zip-codes', async ({ request }) => {
    queries.push(new URL(request.url).searchParams);
    return answer();
  });

/** Opens the console at a path with react-router's navigation state (as a location's link leaves it). */
const openWithState = async (path: string, state: unknown) => {
  window.history.replaceState({ usr: state, key: 'zip', idx: 0 }, '', path);
  const { App } = await import('../../src/App.tsx');
  const { AppRouter } = await import('../../src/layout/AppRouter.tsx');
  const { createAppProviders } = await import('../../src/appProviders.ts');
  const { TOKEN_STORAGE_KEY } = await import('../../src/authProvider/tokenStorage.ts');
  const { TOKEN } = await import('./support/handlers.ts');
  const { render } = await import('@testing-library/react');
  window.localStorage.setItem(TOKEN_STORAGE_KEY, TOKEN);
  const providers = await createAppProviders();
  return render(
    <AppRouter>
      <App providers={providers} />
    </AppRouter>,
  );
};

describe('/zipCodes', () => {
  it('requires street, zip code and city; radius 7 by default; lists the found codes and draws them', async () => {
    const queries: URLSearchParams[] = [];
    server.use(
      ...sessionHandlers(ZIP_ME),
      ...mapHandlers(),
      searchHandler(queries, async () => {
        await delay(150);
        return HttpResponse.json(RESULT);
      }),
    );
    const { user } = await renderApp('/zipCodes', { loggedIn: true });

    expect(await screen.findByLabelText(/^Radius \(km\)/)).toHaveValue(7);
    expect(screen.getByLabelText('Centroids')).toBeChecked();
    expect(screen.getByLabelText('Areas')).not.toBeChecked();
    const map = await screen.findByRole('region', { name: 'Map of zip codes' });
    // The postal-code data is credited on the map's attribution line.
    await waitFor(() =>
      expect(map.querySelector('.leaflet-control-attribution')).toHaveTextContent(
        'Postal codes: GML22/PostCodesMaps (MIT), GeoNames (CC BY 4.0)',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Field is required')).toHaveLength(3);
    expect(queries).toHaveLength(0);

    await user.type(screen.getByLabelText(/^Street/), 'Prosta 2');
    await user.type(screen.getByLabelText(/^Zip code/), '00-850');
    await user.type(screen.getByLabelText(/^City/), 'Warszawa');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('Searching…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(await screen.findByTestId('zip-codes-found')).toHaveTextContent('00-590, 00-850');
    expect(screen.getByTestId('zip-codes-out-of-bounds')).toHaveTextContent('01-001');
    expect(screen.getByText('Covered (2)')).toBeInTheDocument();
    expect(screen.getByText('Not covered (1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(Object.fromEntries(queries[0]!)).toEqual({
      street: 'Prosta 2',
      zipCode: '00-850',
      city: 'Warszawa',
      radius: '7',
    });

    // The map: centroids in two colours, the radius circle, the popup with lat, lng and radius.
    await waitFor(() => expect(map.querySelectorAll('.zip-codes-centroid-covered')).toHaveLength(2));
    expect(map.querySelectorAll('.zip-codes-centroid-outOfBounds')).toHaveLength(1);
    expect(map.querySelectorAll('.zip-codes-radius')).toHaveLength(1);
    expect(await within(map).findByText(/lat 52\.23258, lng 20\.99429, radius 7 km/)).toBeInTheDocument();
    expect(map.querySelectorAll('.zip-codes-area')).toHaveLength(0);
    await user.click(screen.getByLabelText('Areas'));
    await waitFor(() => expect(map.querySelectorAll('.zip-codes-area-covered')).toHaveLength(1));
    await user.click(screen.getByLabelText('Centroids'));
    await waitFor(() => expect(map.querySelectorAll('.zip-codes-centroid')).toHaveLength(0));
  });

  it('prefills the form from the navigation state and runs the search', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...sessionHandlers(ZIP_ME), ...mapHandlers(), searchHandler(queries));
    await openWithState('/zipCodes?locationId=5', { street: 'Prosta 2', city: 'Warszawa', zipCode: '00-850' });

    expect(await screen.findByTestId('zip-codes-found')).toHaveTextContent('00-590, 00-850');
    expect(screen.getByLabelText(/^Street/)).toHaveValue('Prosta 2');
    expect(screen.getByLabelText(/^City/)).toHaveValue('Warszawa');
    expect(screen.getByLabelText(/^Zip code/)).toHaveValue('00-850');
    expect(queries).toHaveLength(1);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      street: 'Prosta 2',
      zipCode: '00-850',
      city: 'Warszawa',
      radius: '7',
    });
  });

  it('does not run the search when the state lacks one of city, street and zipCode', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...sessionHandlers(ZIP_ME), ...mapHandlers(), searchHandler(queries));
    await openWithState('/zipCodes', { street: 'Prosta 2', city: 'Warszawa' });
    expect(await screen.findByText('Enter an address to see the zip codes around it.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Street/)).toHaveValue('');
    expect(queries).toHaveLength(0);
  });

  it('with only ?locationId, looks the location up, prefills and searches', async () => {
    const queries: URLSearchParams[] = [];
    const lookups: string[] = [];
    server.use(
      ...sessionHandlers(ZIP_ME),
      ...mapHandlers(),
      searchHandler(queries),
      http.get('/api/region/locations', ({ request }) => {
        lookups.push(new URL(request.url).search);
        return HttpResponse.json<CompanyLocations[]>([
          {
            companyId: 3,
            companyName: 'K',
            locations: [
              {
                id: 5,
                companyId: 3,
                name: 'Punkt',
                phone: null,
                address: {
                  street: 'Rynek 1',
                  city: 'Kraków',
                  zipCode: '31-042',
                  formatted: null,
                  lat: null,
                  lng: null,
                },
                defaultNote: null,
                active: true,
                workingSettings: {},
                createdAt: '2026-01-01T00:00:00.000Z',
              },
            ],
          },
        ]);
      }),
    );
    await renderApp('/zipCodes?locationId=5', { loggedIn: true });
    expect(await screen.findByTestId('zip-codes-found')).toBeInTheDocument();
    expect(lookups).toEqual(['?locationId=5']);
    expect(Object.fromEntries(queries[0]!)).toEqual({
      street: 'Rynek 1',
      zipCode: '31-042',
      city: 'Kraków',
      radius: '7',
    });
    expect(screen.getByLabelText(/^City/)).toHaveValue('Kraków');
  });

  it('a failed search sets the error state without a toast', async () => {
    server.use(
      ...sessionHandlers(ZIP_ME),
      ...mapHandlers(),
      searchHandler([], () => apiError(422, 'address_not_found')),
    );
    await openWithState('/zipCodes', { street: 'Nowhere 1', city: 'Nigdzie', zipCode: '99-999' });
    expect(await screen.findByText('The search failed. Check the address and try again.')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: /address_not_found/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/address_not_found/)).not.toBeInTheDocument();
  });

  it('names the radius range in its error (both bounds), and checks what is typed without cutting it', async () => {
    const queries: URLSearchParams[] = [];
    server.use(...sessionHandlers(ZIP_ME), ...mapHandlers(), searchHandler(queries));
    const { user } = await renderApp('/zipCodes', { loggedIn: true });
    const radius = await screen.findByLabelText(/^Radius \(km\)/);
    await user.type(screen.getByLabelText(/^Street/), 'Prosta 2');
    await user.type(screen.getByLabelText(/^Zip code/), '00-8500');
    await user.type(screen.getByLabelText(/^City/), 'Warszawa');
    for (const typed of ['0', '150']) {
      await user.clear(radius);
      await user.type(radius, typed);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('Enter a radius between 0 and 100 km')).toBeInTheDocument();
      expect(screen.queryByText(/%\{/)).not.toBeInTheDocument();
    }
    // The zip code keeps every character typed, and says what is wrong.
    expect(screen.getByLabelText(/^Zip code/)).toHaveValue('00-8500');
    expect(screen.getByText('Must be at most 6 characters')).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it('looks up a zip code typed alone: served by which regions, not served, or unknown', async () => {
    const asked: string[] = [];
    const answers: Record<string, ZipCodeLookup> = {
      '00-850': {
        zipCode: '00-850',
        known: true,
        place: 'Warszawa',
        centroid: { lat: 52.23258, lng: 20.99429 },
        regions: ['Warszawa'],
        served: true,
      },
      '00-435': {
        zipCode: '00-435',
        known: true,
        place: 'Warszawa',
        centroid: { lat: 52.22594, lng: 21.03694 },
        regions: [],
        served: false,
      },
      '99-999': { zipCode: '99-999', known: false, place: null, centroid: null, regions: [], served: false },
    };
    server.use(
      ...sessionHandlers(ZIP_ME),
      ...mapHandlers(),
      http.get('/api/region/zip-code', ({ request }) => {
        const zipCode = new URL(request.url).searchParams.get('zipCode')!;
        asked.push(zipCode);
        return HttpResponse.json(answers[zipCode]);
      }),
    );
    const { user } = await renderApp('/zipCodes', { loggedIn: true });
    const field = await screen.findByRole('textbox', { name: 'Look up a zip code' });
    const check = async (typed: string) => {
      await user.clear(field);
      await user.type(field, typed);
      await user.click(screen.getByRole('button', { name: 'Check' }));
    };

    await check('00850');
    expect(await screen.findByTestId('zip-code-lookup-result')).toHaveTextContent(
      '00-850 Warszawa: served, region Warszawa',
    );
    await check('00-435');
    await waitFor(() =>
      expect(screen.getByTestId('zip-code-lookup-result')).toHaveTextContent(
        '00-435 Warszawa: not served (no delivery region covers this zip code)',
      ),
    );
    await check('99999');
    await waitFor(() =>
      expect(screen.getByTestId('zip-code-lookup-result')).toHaveTextContent(
        '99-999: not served (no such zip code is known)',
      ),
    );
    expect(asked).toEqual(['00-850', '00-435', '99-999']);

    // Not a zip code: the rule under the field, nothing asked; the search form beside it is left alone.
    await check('0085');
    expect(await screen.findByText('Value must be a postal code like 00-000')).toBeInTheDocument();
    expect(asked).toHaveLength(3);
    expect(screen.queryByText('Field is required')).not.toBeInTheDocument();
  });

  it('writes the map credits in the user’s language, with their links (Polish and Czech)', async () => {
    const osm: MapConfig = { ...CONFIG, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: 'x' };
    server.use(
      ...sessionHandlers(ZIP_ME),
      http.get('/api/map/config', () => HttpResponse.json(osm)),
      http.get('/api/map/basemap', () => HttpResponse.json({ type: 'FeatureCollection', features: [] })),
    );
    const { unmount } = await renderApp('/zipCodes', { loggedIn: true, locale: 'pl' });
    const line = async (name: string) =>
      (await screen.findByRole('region', { name })).querySelector('.leaflet-control-attribution') as HTMLElement;
    const pl = await line('Mapa kodów pocztowych');
    await waitFor(() => expect(pl).toHaveTextContent('© autorzy OpenStreetMap'));
    expect(pl).toHaveTextContent('Kody pocztowe: GML22/PostCodesMaps (MIT), GeoNames (CC BY 4.0)');
    expect(within(pl).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
    expect(within(pl).getByRole('link', { name: 'GeoNames' })).toHaveAttribute('href', 'https://www.geonames.org/');
    expect(pl).not.toHaveTextContent(/contributors|Postal codes/);
    unmount();

    // Czech, and the map without its config: the offline basemap with its own credit, translated too.
    server.use(http.get('/api/map/config', () => apiError(500, 'unknown')));
    await renderApp('/zipCodes', { loggedIn: true, locale: 'cz' });
    const cz = await line('Mapa PSČ');
    await waitFor(() => expect(cz).toHaveTextContent('Vojvodství: polska-geojson (MIT)'));
    expect(within(cz).getByRole('link', { name: 'polska-geojson' })).toHaveAttribute(
      'href',
      'https://github.com/ppatrzyk/polska-geojson',
    );
  });

  it('tells a user without the zip-code page that it is closed to it', async () => {
    server.use(...sessionHandlers(operatorMe(['orders.canAccessPage', 'settings.canAccessPage'])), ...mapHandlers());
    await renderApp('/zipCodes', { loggedIn: true });
    await expectClosedPage('/zipCodes');
  });
});
