// The shared Polish order of names (domain/sorting.ts).
import { describe, expect, it } from 'vitest';
import { byName, compareNames, NAME_SORT_FROM, NAME_SORT_TO, nameSortKey, sortByName } from '../../domain/sorting.ts';

describe('compareNames', () => {
  it('puts Łódź after Kraków and before Poznań', () => {
    expect(['Wrocław', 'Poznań', 'Łódź', 'Kraków', 'Warszawa'].sort(compareNames)).toEqual([
      'Kraków',
      'Łódź',
      'Poznań',
      'Warszawa',
      'Wrocław',
    ]);
  });

  it('sorts every Polish letter after its base letter, whatever the case', () => {
    expect(
      [
        'Żory',
        'ząbki',
        'Zabrze',
        'Źródła',
        'Ósma',
        'ostrów',
        'Śrem',
        'sopot',
        'Ćmielów',
        'czersk',
        'Ełk',
        'Ęta',
        'Nysa',
        'Ńa',
        'lublin',
        'Łomża',
      ].sort(compareNames),
    ).toEqual([
      'czersk',
      'Ćmielów',
      'Ełk',
      'Ęta',
      'lublin',
      'Łomża',
      'Nysa',
      'Ńa',
      'ostrów',
      'Ósma',
      'sopot',
      'Śrem',
      'Zabrze',
      'ząbki',
      'Źródła',
      'Żory',
    ]);
  });

  it('agrees with Intl.Collator("pl") on Polish names', () => {
    const names = [
      'Łódź',
      'Lublin',
      'Łomża',
      'Kraków',
      'Zawiercie',
      'Ząbki',
      'Zabrze',
      'Żory',
      'Źródła',
      'Ostrów',
      'Ósma',
      'Śrem',
      'Sopot',
      'Anna Kowalska',
      'Anna Kowal',
    ];
    expect([...names].sort(compareNames)).toEqual([...names].sort(new Intl.Collator('pl').compare));
  });

  it('counts other diacritics as their base letter, keeps digits before letters, and null last', () => {
    expect(['Émile', 'Eryk', 'Ede'].sort(compareNames)).toEqual(['Ede', 'Émile', 'Eryk']);
    expect(['B', '10 Pack', 'a'].sort(compareNames)).toEqual(['10 Pack', 'a', 'B']);
    expect([null, 'Łódź', undefined, 'Kraków'].sort(compareNames)).toEqual(['Kraków', 'Łódź', null, undefined]);
  });

  it('is a total order: equal keys compare by the name (Anna before anna)', () => {
    expect(compareNames('anna', 'Anna')).toBeGreaterThan(0);
    expect(compareNames('Anna', 'Anna')).toBe(0);
  });
});

describe('the key and the helpers', () => {
  it('has one replacement per character, as SQL translate() needs', () => {
    expect([...NAME_SORT_FROM]).toHaveLength([...NAME_SORT_TO].length);
    expect(new Set(NAME_SORT_FROM).size).toBe([...NAME_SORT_FROM].length);
    expect(NAME_SORT_FROM).not.toContain("'");
    expect(nameSortKey('Łódź')).toBe(nameSortKey('łÓdŹ'));
  });

  it('sorts items by a name with a tie-breaker', () => {
    const items = [
      { id: 2, name: 'Łódź' },
      { id: 1, name: 'Łódź' },
      { id: 3, name: 'Kraków' },
    ];
    expect(
      sortByName(
        items,
        (i) => i.name,
        (a, b) => a.id - b.id,
      ).map((i) => i.id),
    ).toEqual([3, 1, 2]);
    expect([...items].sort(byName((i) => i.name)).map((i) => i.name)).toEqual(['Kraków', 'Łódź', 'Łódź']);
  });
});
