// A multiplier in words, in the user's language: its value ("1,5×" in Polish, "1.5×" in English: the i18n provider
// writes the number), its regions, its companies by name ("All companies" when it names every company the caller
// sees), its hour ranges with their values, and the one-line summary the calendar shows and the confirmation names.
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { formatHourMinute, type MultiplierItem } from '../../../domain/multiplierSchemas.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Whether the multiplier names every company of `known` (the companies the caller sees; none known yet → false). */
export const namesEveryCompany = (companyIds: number[], known: Map<number, string>): boolean =>
  known.size > 0 && [...known.keys()].every((id) => companyIds.includes(id));

export interface MultiplierText {
  value(value: number): string;
  regions(m: MultiplierItem): string;
  companies(m: MultiplierItem): string;
  /** The time ranges ("07:05–09:30: 2×, 16:00–19:00: 1,5×"), or "All day" without any. */
  hours(m: MultiplierItem): string;
  /** "1,5× · Warszawa, Kraków · Wszystkie firmy · 07:05–09:30: 2×" */
  summary(m: MultiplierItem): string;
}

export const multiplierText = (translate: Translate, companyNames: Map<number, string>): MultiplierText => {
  const value = (v: number) => translate('multipliers.value', { value: v });
  const regions = (m: MultiplierItem) => m.regions.join(', ');
  const companies = (m: MultiplierItem) =>
    namesEveryCompany(m.companyIds, companyNames)
      ? translate('multipliers.details.allCompanies')
      : m.companyIds
          .map((id) => companyNames.get(id) ?? translate('multipliers.details.unknownCompany', { id }))
          .join(', ');
  const hours = (m: MultiplierItem) =>
    m.timeRanges?.length
      ? m.timeRanges
          .map((r) =>
            translate('multipliers.details.timeRange', {
              from: formatHourMinute(r.from),
              to: formatHourMinute(r.to),
              value: value(r.multiplier),
            }),
          )
          .join(', ')
      : translate('multipliers.calendar.allDay');
  const summary = (m: MultiplierItem) =>
    translate('multipliers.calendar.eventTitle', {
      value: value(m.multiplier),
      regions: regions(m),
      companies: companies(m),
      hours: hours(m),
    });
  return { value, regions, companies, hours, summary };
};

export const useMultiplierText = (companyNames: Map<number, string>): MultiplierText => {
  const translate = useTranslate();
  return useMemo(() => multiplierText(translate, companyNames), [translate, companyNames]);
};
