// Whether a pending client's company waits for coverage (GET /@me/company's `coverage`: none of its pickup points lies
// in a region we deliver in), with the places as the user's language lists them ("Lublin and Rzeszów"). The onboarding
// and the waiting-for-activation notes say so instead of the usual activation promise.
import { useLocaleState } from 'react-admin';
import { listOfPlaces } from '../../forms/CoverageNotice.tsx';
import { useMyCompany } from '../settings/useMyCompany.ts';

export interface CoverageWait {
  /** The cities it waits for, listed ("Lublin", "Lublin and Rzeszów"). */
  cities: string;
  /** Where we deliver, listed; empty when there is no region at all. */
  served: string;
}

/** The wait, or null (not waiting, not known yet, or `enabled` false: operators, active accounts). */
export const useCoverageWait = (enabled = true): CoverageWait | null => {
  const [locale] = useLocaleState();
  const { data } = useMyCompany(enabled);
  const coverage = enabled ? data?.coverage : undefined;
  if (!coverage?.waitingIn.length) return null;
  return {
    cities: listOfPlaces(coverage.waitingIn, locale),
    served: coverage.servedCities.length ? listOfPlaces(coverage.servedCities, locale) : '',
  };
};
