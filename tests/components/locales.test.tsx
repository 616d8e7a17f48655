import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.ts';
import pl from '../../locales/pl.ts';

const flatten = (tree: object, prefix = ''): Record<string, unknown> =>
  Object.entries(tree).reduce<Record<string, unknown>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? { ...all, ...flatten(value, path) }
      : { ...all, [path]: value };
  }, {});

describe('translations', () => {
  it('English holds every react-admin key and ours', () => {
    const keys = Object.keys(flatten(en));
    expect(keys).toEqual(expect.arrayContaining(Object.keys(flatten(englishMessages))));
    expect(keys).toEqual(expect.arrayContaining(['session.expired', 'validation.dateRangeReversed', 'menu.logout']));
    expect(flatten(en)['session.expired']).toBe('You session expired. Please, log in.');
  });

  it('Polish translates every English key with a non-empty text', () => {
    const polish = flatten(pl);
    const missing = Object.keys(flatten(en)).filter((key) => typeof polish[key] !== 'string' || polish[key] === '');
    // react-admin's boolean.null is intentionally empty in every language.
    expect(missing).toEqual(['ra.boolean.null']);
  });
});
