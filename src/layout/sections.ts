// The menu's entries: each area's menu.ts defines its section (path, icon, label, the ability its pages need, its
// sub-items), the area's index hands it to src/areas.ts, and the shell lists the sections in the areas' order
// (src/layout/shell.ts). A page's route guard takes its entry from the area's own menu.ts (SectionGuard, AreaPage).
import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, ReactNode } from 'react';
import type { AccessRequest } from '../../domain/permissions.ts';

export interface MenuLink {
  key: string;
  /** i18n key of the menu label. */
  labelKey: string;
  path: string;
  icon: SvgIconComponent;
  /**
   * The ability its pages need, asked of the auth provider's canAccess (domain/permissions.ts: the flag paths behind
   * each resource and action); the menu shows the entry and the route guard opens its pages only with it.
   */
  access: AccessRequest;
  /** False until the section's screens exist: hidden from the menu. */
  available: boolean;
  /** Where the route guard sends a user without the permissions (a sub-item defaults to its section's). */
  deniedRedirect?: string;
  /** Wraps the entry's icon in the menu (the companies' count of pending companies). */
  badge?: ComponentType<{ children: ReactNode }>;
}

export interface Section extends MenuLink {
  deniedRedirect: string;
  children?: MenuLink[];
}

/** What a route guard needs of a menu entry: its permissions and where to send a user without them. */
export type GuardedLink = MenuLink & { deniedRedirect: string };

/** A section's sub-item by its key, for its page's guard: where it sends the denied defaults to the section's. */
export const subItem = (section: Section, key: string): GuardedLink => {
  const child = section.children?.find((candidate) => candidate.key === key);
  if (!child) throw new Error(`Unknown menu link: ${key}`);
  return { ...child, deniedRedirect: child.deniedRedirect ?? section.deniedRedirect };
};
