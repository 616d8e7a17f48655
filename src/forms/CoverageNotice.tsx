// What a form says about an address as it is typed (GET /region/coverage, debounced): a postcode that does not exist,
// a postcode of another place than the city (with "Use <place>"), or that we do not deliver from there yet and where
// we do. The registration's city and every pickup point form show it; the saves check the same rules on the server.
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CoverageAnswer } from '../../domain/coverage.ts';
import { ZIP_CODE_PATTERN } from '../../domain/validators.ts';
import { SEARCH_DEBOUNCE_MS } from '../../domain/constants.ts';
import { useAppApi } from '../dataProvider/useAppApi.ts';
import { useDebounced } from './useDebounced.ts';

/** "Kraków, Łódź and Warszawa" in the user's language. */
export const listOfPlaces = (places: string[], locale: string): string =>
  new Intl.ListFormat(locale === 'cz' ? 'cs' : locale, { type: 'conjunction' }).format(places);

export interface CoverageNoticeProps {
  city?: string | null;
  zipCode?: string | null;
  /** Say "We deliver from X" too (not only the problems). */
  showServed?: boolean;
  /** Add that the data is kept and sales see the interest (where the server records a lead). */
  kept?: boolean;
  /** Offered as "Use <place>" when the postcode belongs to another place than the city. */
  onUsePlace?(place: string): void;
}

/** The address's coverage as the user types it: null until there is something to ask (or the check failed). */
export const useCoverage = (city: string, zipCode: string) => {
  const api = useAppApi('locations');
  const query = useDebounced({ city: city.trim(), zipCode: zipCode.trim() }, SEARCH_DEBOUNCE_MS);
  const validZip = ZIP_CODE_PATTERN.test(query.zipCode) ? query.zipCode : '';
  const enabled = query.city.length >= 2 || validZip !== '';
  const { data, isFetching } = useQuery({
    queryKey: ['coverage', query.city, validZip],
    queryFn: ({ signal }) =>
      api.coverage({ ...(query.city ? { city: query.city } : {}), ...(validZip ? { zipCode: validZip } : {}) }, signal),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
  // The answer of what was typed last (the query's key), none while nothing is asked.
  return { coverage: enabled ? (data ?? null) : null, checking: enabled && isFetching };
};

const problemOf = (answer: CoverageAnswer) => {
  const check = answer.zipCodeCheck;
  if (check && !check.known) return 'zipUnknown' as const;
  if (check?.matchesCity === false) return 'zipOtherPlace' as const;
  return answer.served ? null : ('notServed' as const);
};

export const CoverageNotice = ({
  city,
  zipCode,
  showServed = false,
  kept = false,
  onUsePlace,
}: CoverageNoticeProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { coverage, checking } = useCoverage(city ?? '', zipCode ?? '');
  if (!coverage) {
    return checking ? (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={14} />
        <Typography variant="body2" color="text.secondary">
          {translate('coverage.checking')}
        </Typography>
      </Stack>
    ) : null;
  }
  const problem = problemOf(coverage);
  const place = coverage.city ?? '';
  if (problem === 'zipUnknown')
    return (
      <Alert severity="error" role="status" data-testid="coverage-notice">
        {translate('coverage.zipUnknown', { zipCode: coverage.zipCode })}
      </Alert>
    );
  if (problem === 'zipOtherPlace') {
    const codePlace = coverage.zipCodeCheck?.place ?? '';
    return (
      <Alert
        severity="warning"
        role="status"
        data-testid="coverage-notice"
        action={
          onUsePlace ? (
            <Button color="inherit" size="small" onClick={() => onUsePlace(codePlace)}>
              {translate('coverage.usePlace', { place: codePlace })}
            </Button>
          ) : undefined
        }
      >
        {translate('coverage.zipOtherPlace', { zipCode: coverage.zipCode, place: codePlace, city: place })}
      </Alert>
    );
  }
  if (problem === 'notServed')
    return (
      <Alert severity="warning" role="status" data-testid="coverage-notice">
        {translate('coverage.notServed', { city: place, cities: listOfPlaces(coverage.servedCities, locale) })}
        {kept ? ` ${translate('coverage.notServedKept', { city: place })}` : null}
      </Alert>
    );
  return showServed ? (
    <Alert severity="success" role="status" data-testid="coverage-notice">
      {translate('coverage.served', { city: place })}
    </Alert>
  ) : null;
};
