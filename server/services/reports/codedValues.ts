// The coded values of the CSV files in the file's language: the console's own messages (locales/<lang>, the groups
// of domain/codedValues.ts), English where a language lacks one, the code itself where English lacks it too
// (an unknown code stays as it is). Without a language (the snake_case header mode of integrations) the codes stay.
// One table per group and language, built on first use: the writer looks a cell up in a Map.
import type { Locale } from '../../../domain/constants.ts';
import { CODED_VALUE_MESSAGES, type CodedValueGroup } from '../../../domain/codedValues.ts';
import { appMessagesCz } from '../../../locales/cz.ts';
import { appMessagesEn } from '../../../locales/en.ts';
import { appMessagesPl } from '../../../locales/pl.ts';

const MESSAGES: Record<Locale, unknown> = { en: appMessagesEn, pl: appMessagesPl, cz: appMessagesCz };

/** The messages under a dotted path, as code → text (an empty table when the path holds none). */
function messagesAt(messages: unknown, path: string): Map<string, string> {
  let node = messages;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const table = new Map<string, string>();
  if (node && typeof node === 'object') {
    for (const [code, text] of Object.entries(node)) if (typeof text === 'string') table.set(code, text);
  }
  return table;
}

const tables = new Map<string, ReadonlyMap<string, string>>();

/** The texts of a group's codes in `lang` (English under it). */
export function codedValueTable(group: CodedValueGroup, lang: Locale): ReadonlyMap<string, string> {
  const key = `${lang}:${group}`;
  let table = tables.get(key);
  if (!table) {
    const path = CODED_VALUE_MESSAGES[group];
    table = new Map([...messagesAt(MESSAGES.en, path), ...messagesAt(MESSAGES[lang], path)]);
    tables.set(key, table);
  }
  return table;
}

/** A code's text in `lang`; the code itself without a language or without a message. */
export const codedValueText = (group: CodedValueGroup, code: string, lang: Locale | null): string =>
  lang === null ? code : (codedValueTable(group, lang).get(code) ?? code);

/** A message of the console in `lang` (English under it), for a fixed text a file writes (e.g. a hidden receiver). */
export function messageText(path: string, lang: Locale): string | null {
  const dot = path.lastIndexOf('.');
  const parent = path.slice(0, dot);
  const name = path.slice(dot + 1);
  return messagesAt(MESSAGES[lang], parent).get(name) ?? messagesAt(MESSAGES.en, parent).get(name) ?? null;
}
