// The pickup point the order form starts with. A point no active region covers (covered false) is never chosen while a
// covered one exists: the user's default pickup point, else the company's, as long as it is covered; a default outside
// coverage gives way to the first covered point (the form's order: by name). With no covered point at all, the default
// stays (marked "Outside our delivery area" in the select, and the estimate names it). Without any default, none.
import type { FormLocation } from '../../../../domain/orderCreateApi.ts';

/** The id of the point to preselect among `locations` (the active ones of the company), or null. */
export const preselectedPickupId = (
  locations: readonly FormLocation[],
  /** The defaults in order of preference: the user's (settings.defaultLocationId), then the company's. */
  defaults: readonly (number | null | undefined)[],
): number | null => {
  const known = defaults
    .map((id) => locations.find((l) => l.id === id))
    .filter((l): l is FormLocation => l !== undefined);
  if (!known.length) return null;
  const covered = known.find((l) => l.covered) ?? locations.find((l) => l.covered);
  return (covered ?? known[0]!).id;
};
