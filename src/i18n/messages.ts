// Message loading: each language loads on demand, the stored one before the console first draws
// (createI18nProvider awaits it), so no language's texts are in the bundle every visitor downloads. Our own keys are
// complete in every language (locales/pl.ts and cz.ts are typed against English, and tests/unit/localeKeys.test.ts
// holds them to its keys); react-admin's English messages (ra-language-english, small) stay in the bundle as the
// fallback merged under each language, for a key of react-admin's that its Polish or Czech pack does not have yet.
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import type { Locale } from '../../domain/constants.ts';
import { deepMerge } from '../../locales/deepMerge.ts';

const loaders: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import('../../locales/en.ts').then((module) => module.default),
  pl: () => import('../../locales/pl.ts').then((module) => module.default),
  cz: () => import('../../locales/cz.ts').then((module) => module.default),
};

const loaded = new Map<Locale, TranslationMessages>();

export const loadMessages = async (locale: Locale): Promise<TranslationMessages> => {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const messages = deepMerge(englishMessages, await loaders[locale]());
  loaded.set(locale, messages);
  return messages;
};

/** The messages if already loaded (synchronous, as polyglot needs for the initial locale), else a promise. */
export const getMessages = (locale: Locale): TranslationMessages | Promise<TranslationMessages> =>
  loaded.get(locale) ?? loadMessages(locale);
