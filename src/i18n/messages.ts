// Message loading: English ships with the app (it is the fallback); Polish and Czech load on demand,
// each merged over English so a missing key shows the English text.
import type { TranslationMessages } from 'react-admin';
import en from '../../locales/en.ts';
import type { Locale } from '../../domain/constants.ts';
import { deepMerge } from '../../locales/deepMerge.ts';

const loaders: Record<Locale, () => Promise<TranslationMessages>> = {
  en: async () => en,
  pl: () => import('../../locales/pl.ts').then((module) => module.default),
  cz: () => import('../../locales/cz.ts').then((module) => module.default),
};

const loaded = new Map<Locale, TranslationMessages>([['en', en]]);

export const loadMessages = async (locale: Locale): Promise<TranslationMessages> => {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = deepMerge(en, await loaders[locale]());
  loaded.set(locale, messages);
  return messages;
};

/** The messages if already loaded (synchronous, as polyglot needs for the initial locale), else a promise. */
export const getMessages = (locale: Locale): TranslationMessages | Promise<TranslationMessages> =>
  loaded.get(locale) ?? loadMessages(locale);
