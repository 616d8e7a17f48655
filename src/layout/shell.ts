// What the shell shows around every page, read off the areas (src/areas.ts) so that it names none of them: the menu's
// sections in the areas' order, what the areas add to the app bar, the console's first screen (where the root
// address goes) and where an unknown address inside the console goes.
import type { ComponentType } from 'react';
import type { Area } from './area.ts';
import type { Section } from './sections.ts';

export interface Shell {
  sections: Section[];
  appBarItems: ComponentType[];
  startPath: string;
  fallbackPath: string;
}

/** The one value of a field exactly one area gives (two would leave the shell to guess). */
const onlyOne = (areas: Area[], field: 'startPath' | 'fallbackPath'): string => {
  const values = areas.flatMap((area) => (area[field] ? [area[field]] : []));
  if (values.length !== 1) throw new Error(`Exactly one area gives the shell's ${field}, not ${values.length}`);
  return values[0];
};

export const shellOf = (areas: Area[]): Shell => ({
  sections: areas.flatMap((area) => (area.menu ? [area.menu] : [])),
  appBarItems: areas.flatMap((area) => (area.appBar ? [area.appBar] : [])),
  startPath: onlyOne(areas, 'startPath'),
  fallbackPath: onlyOne(areas, 'fallbackPath'),
});
