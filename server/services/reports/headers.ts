// The header line's texts: a column's name in the user's language from the console's locale files
// (locales/<lang>/reports.ts, `reports.columns`, one place for server and console), English when a language lacks
// it, the snake_case key when English lacks it too. Without a language the header is the keys (see
// REPORT_HEADER_MODES in domain/reportDefinitions.ts).
import type { Locale } from '../../../domain/constants.ts';
import { reportsCz } from '../../../locales/cz/reports.ts';
import { reportsEn } from '../../../locales/en/reports.ts';
import { reportsPl } from '../../../locales/pl/reports.ts';

const COLUMNS: Record<Locale, Partial<Record<string, string>>> = {
  en: reportsEn.columns,
  pl: reportsPl.columns,
  cz: reportsCz.columns ?? {},
};

/** The header of a column: its key, or its name in `lang`. */
export const columnHeader = (key: string, lang: Locale | null): string =>
  lang === null ? key : (COLUMNS[lang][key] ?? COLUMNS.en[key] ?? key);
