// /zipCodes: left, the layer toggles, the lookup of one zip code typed alone (served by which regions, or not), the
// search form (street, zip code, city, radius in km, default 7) and the found zip codes; right, the map (Leaflet in its own chunk). Opened from a location's link, the navigation state (street,
// city, zipCode) prefills the form and runs the search; a bare ?locationId looks the location up first. A failed search
// is logged and sets the error state (no toast).
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Fragment, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, TextInput, Title, useLocaleState, useTranslate } from 'react-admin';
import { formatNumber } from '../../../domain/numberFormat.ts';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ZipCodeSearchResult } from '../../../domain/locationApi.ts';
import { useAppApi } from '../../dataProvider/useAppApi.ts';
import { ZIP_CODE_COLORS } from './mapStyle.ts';
import type { ZipCodesMapLabels } from './ZipCodesMap.tsx';
import { ZipCodeLookupForm } from './ZipCodeLookupForm.tsx';
import {
  emptySearch,
  parseSearch,
  prefillFromState,
  searchResolver,
  type ZipCodeSearchQuery,
  type ZipCodeSearchValues,
} from './zipCodeSearch.ts';

/** A map coordinate with 5 decimals (about a metre) in the locale's form. */
const coordinate = (value: number, locale: string) =>
  formatNumber(value, locale, { minimumFractionDigits: 5, maximumFractionDigits: 5, useGrouping: false });

const ZipCodesMap = lazy(() => import('./ZipCodesMap.tsx').then((module) => ({ default: module.ZipCodesMap })));

type SearchState =
  | { status: 'idle' }
  | { status: 'pending'; query: ZipCodeSearchQuery }
  | { status: 'success'; query: ZipCodeSearchQuery; result: ZipCodeSearchResult }
  | { status: 'error'; query: ZipCodeSearchQuery };

const MapFallback = () => (
  <Box sx={{ height: '100%', minHeight: 480, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
    <CircularProgress />
  </Box>
);

const SearchForm = ({
  defaultValues,
  loading,
  onSearch,
}: {
  defaultValues: ZipCodeSearchValues;
  loading: boolean;
  onSearch: (query: ZipCodeSearchQuery) => void;
}) => {
  const translate = useTranslate();
  return (
    <Form
      defaultValues={defaultValues}
      resolver={searchResolver as never}
      onSubmit={(values: Record<string, unknown>) => {
        const parsed = parseSearch(values as unknown as ZipCodeSearchValues);
        if (parsed.success) onSearch(parsed.data);
      }}
      noValidate
    >
      <Typography variant="subtitle1" component="h2">
        {translate('zipCodes.form.title')}
      </Typography>
      <TextInput source="street" label="zipCodes.form.street" isRequired fullWidth />
      <Stack direction="row" spacing={1}>
        <TextInput
          source="zipCode"
          label="zipCodes.form.zipCode"
          placeholder="00-000"
          isRequired
          sx={{ width: 130 }}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <TextInput source="city" label="zipCodes.form.city" isRequired fullWidth />
      </Stack>
      <TextInput
        source="radius"
        label="zipCodes.form.radius"
        type="number"
        isRequired
        slotProps={{ htmlInput: { min: 0.1, max: 100, step: 0.5, inputMode: 'decimal' } }}
        parse={(value: string) => (value === '' ? '' : Number(value))}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={loading}
        startIcon={loading ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('zipCodes.form.search')}
      </Button>
    </Form>
  );
};

const ResultList = ({ state }: { state: SearchState }) => {
  const translate = useTranslate();
  if (state.status === 'idle')
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('zipCodes.results.hint')}
      </Typography>
    );
  if (state.status === 'pending') {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={18} />
        <Typography variant="body2">{translate('zipCodes.results.searching')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'error') return <Alert severity="error">{translate('zipCodes.results.error')}</Alert>;
  const { zipCodes, zipCodesOutOfBounds } = state.result;
  // One code never breaks at its dash.
  const names = (list: { name: string }[]) =>
    list.length
      ? list.map((z, i) => (
          <Fragment key={z.name}>
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {z.name}
              {i < list.length - 1 ? ',' : ''}
            </Box>
            {i < list.length - 1 ? ' ' : ''}
          </Fragment>
        ))
      : translate('zipCodes.results.none');
  return (
    <Stack spacing={1} aria-live="polite">
      <Box>
        <Typography variant="subtitle2" sx={{ color: ZIP_CODE_COLORS.covered }}>
          {translate('zipCodes.results.covered', { smart_count: zipCodes.length })}
        </Typography>
        <Typography variant="body2" data-testid="zip-codes-found" sx={{ maxHeight: 160, overflowY: 'auto' }}>
          {names(zipCodes)}
        </Typography>
      </Box>
      <Box>
        <Typography variant="subtitle2" sx={{ color: ZIP_CODE_COLORS.outOfBounds }}>
          {translate('zipCodes.results.outOfBounds', { smart_count: zipCodesOutOfBounds.length })}
        </Typography>
        <Typography variant="body2" data-testid="zip-codes-out-of-bounds" sx={{ maxHeight: 160, overflowY: 'auto' }}>
          {names(zipCodesOutOfBounds)}
        </Typography>
      </Box>
    </Stack>
  );
};

/** The location of ?locationId (when the navigation state did not bring its address). */
const useLocationPrefill = (locationId: number | null, enabled: boolean) => {
  const api = useAppApi('locations');
  return useQuery({
    queryKey: ['locations', 'one', locationId],
    enabled: enabled && locationId !== null,
    queryFn: async ({ signal }) => {
      const list = await api.list({ locationId: locationId! }, signal);
      const location = list.flatMap((c) => c.locations).find((l) => l.id === locationId);
      return location ?? null;
    },
  });
};

export const ZipCodesPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useAppApi('locations');
  const navigationState = useLocation().state as unknown;
  const [params] = useSearchParams();
  const locationIdParam = Number(params.get('locationId'));
  const locationId = Number.isInteger(locationIdParam) && locationIdParam > 0 ? locationIdParam : null;
  const fromState = useMemo(() => prefillFromState(navigationState), [navigationState]);
  const lookup = useLocationPrefill(locationId, !fromState);

  const [showCentroids, setShowCentroids] = useState(true);
  const [showAreas, setShowAreas] = useState(false);
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const autoRun = useRef<string | null>(null);
  const [offline, setOffline] = useState(false);
  const onOffline = useCallback(() => setOffline(true), []);

  const run = useCallback(
    (query: ZipCodeSearchQuery) => {
      setState({ status: 'pending', query });
      api.searchZipCodes(query).then(
        (result) =>
          setState((current) =>
            current.status === 'pending' && current.query === query ? { status: 'success', query, result } : current,
          ),
        (error: unknown) => {
          console.error('Zip-code search failed', error);
          setState((current) =>
            current.status === 'pending' && current.query === query ? { status: 'error', query } : current,
          );
        },
      );
    },
    [api],
  );

  // The form's starting values: the navigation state, or the looked-up location, or empty.
  const located = lookup.data
    ? {
        street: lookup.data.address.street,
        city: lookup.data.address.city,
        zipCode: lookup.data.address.zipCode,
        radius: emptySearch().radius,
      }
    : null;
  const prefill = fromState ?? located;
  const prefillKey = prefill ? `${prefill.street}|${prefill.zipCode}|${prefill.city}` : 'empty';
  // Run the search once per prefill.
  useEffect(() => {
    if (!prefill || autoRun.current === prefillKey) return;
    autoRun.current = prefillKey;
    const parsed = parseSearch(prefill);
    if (parsed.success) run(parsed.data);
  }, [prefill, prefillKey, run]);

  const labels = useMemo<ZipCodesMapLabels>(
    () => ({
      map: translate('zipCodes.map.label'),
      center: translate('zipCodes.map.center'),
      popup: (center, radius) =>
        translate('zipCodes.map.popup', {
          lat: coordinate(center.lat, locale),
          lng: coordinate(center.lng, locale),
          radius,
        }),
      region: (region) => translate('zipCodes.map.region', { region }),
    }),
    [translate, locale],
  );

  const loading = state.status === 'pending';
  const result = state.status === 'success' ? state.result : null;
  const radius = state.status === 'idle' ? 0 : state.query.radius;

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        gap: 2,
        mt: 1,
        height: { md: 'calc(100vh - 88px)' },
      }}
    >
      <Title title="zipCodes.title" />
      <Card sx={{ width: { xs: '100%', md: 360 }, flexShrink: 0, overflowY: 'auto', maxHeight: { md: '100%' } }}>
        <CardContent>
          <Stack spacing={2}>
            <FormGroup aria-label={translate('zipCodes.layers.title')}>
              <Typography variant="subtitle1" component="h2">
                {translate('zipCodes.layers.title')}
              </Typography>
              <FormControlLabel
                control={
                  <Switch checked={showCentroids} onChange={(event) => setShowCentroids(event.target.checked)} />
                }
                label={translate('zipCodes.layers.centroids')}
              />
              <FormControlLabel
                control={<Switch checked={showAreas} onChange={(event) => setShowAreas(event.target.checked)} />}
                label={translate('zipCodes.layers.areas')}
              />
            </FormGroup>
            <ZipCodeLookupForm />
            {locationId !== null && !fromState && lookup.isPending ? (
              <CircularProgress size={24} />
            ) : (
              <SearchForm key={prefillKey} defaultValues={prefill ?? emptySearch()} loading={loading} onSearch={run} />
            )}
            {locationId !== null && !fromState && (lookup.isError || lookup.data === null) && (
              <Alert severity="warning">{translate('zipCodes.location.notFound')}</Alert>
            )}
            <Box>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('zipCodes.results.title')}
              </Typography>
              <ResultList state={state} />
            </Box>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <LegendDot color={ZIP_CODE_COLORS.covered} label={translate('zipCodes.map.legendCovered')} />
              <LegendDot color={ZIP_CODE_COLORS.outOfBounds} label={translate('zipCodes.map.legendOutOfBounds')} />
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Card sx={{ flex: 1, minHeight: 480, height: { xs: 480, md: '100%' }, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ flex: 1, p: 1, display: 'flex', flexDirection: 'column' }}>
          {offline && (
            <Alert severity="info" sx={{ mb: 1 }}>
              {translate('zipCodes.map.offlineBasemap')}
            </Alert>
          )}
          <Suspense fallback={<MapFallback />}>
            <ZipCodesMap
              result={result}
              radiusKm={radius}
              showCentroids={showCentroids}
              showAreas={showAreas}
              labels={labels}
              onOffline={onOffline}
            />
          </Suspense>
        </Box>
      </Card>
    </Box>
  );
};

const LegendDot = ({ color, label }: { color: string; label: string }) => (
  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
    <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: color, border: '1px solid #fff', boxShadow: 1 }} />
    <Typography variant="caption">{label}</Typography>
  </Stack>
);
