// The "all" choice of a filter (statuses of the order and driver lists, the stock movement type of a report): the API
// and the filter bars accept it beside the real values, and it means the same as choosing nothing. It is turned into
// "no filter" in one place on each side: the shared query schemas (allOr in schemas.ts, on the server) and the data provider's
// narrowing (in the console), so services and queries only ever see the values that narrow. No zod here: the console's
// first load imports narrowing.
export const ALL = 'all';
export type AllChoice = typeof ALL;

/** The values that narrow a filter: undefined (no filter) when nothing is chosen or "all" is among them. */
export function narrowing<T extends string>(
  values: T | readonly T[] | null | undefined,
): Exclude<T, AllChoice | ''>[] | undefined {
  const list = (
    Array.isArray(values) ? values : values === null || values === undefined ? [] : [values]
  ) as readonly T[];
  if (!list.length || list.includes(ALL as T)) return undefined;
  const chosen = list.filter((v): v is Exclude<T, AllChoice | ''> => Boolean(v));
  return chosen.length ? chosen : undefined;
}
