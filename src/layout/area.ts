// What an area of the console gives the app: its menu entry (path, icon, label and the ability its pages need),
// its react-admin resource (list, create, edit, show at react-admin's paths) when it is an entity, and routes of its
// own inside the layout (custom pages, the spec's paths kept as redirects) or without it (public pages, registration).
// src/areas.ts lists every area; App, the shell (its menu, its app bar, where the root and an unknown address go:
// src/layout/shell.ts) and the route guards are assembled from them, so the shell names no area.
import type { ComponentType, ReactElement } from 'react';
import type { ResourceProps } from 'react-admin';
import type { Section } from './sections.ts';

export interface Area {
  /** The menu entry; absent for areas reached by links only (onboarding, public pages). */
  menu?: Section;
  /** The entity's resource: react-admin routes /<name>, /<name>/create, /<name>/:id, /<name>/:id/show. */
  resource?: ResourceProps;
  /** Routes inside the layout that are not the resource's views. */
  routes?: ReactElement[];
  /** Routes without the layout. */
  bareRoutes?: ReactElement[];
  /** The console's first screen: the root address (the way after sign-in) opens this path. One area says it. */
  startPath?: string;
  /** Where an unknown address inside the console goes. One area says it. */
  fallbackPath?: string;
  /** What the area shows in the app bar on every page (the orders' notices of orders nobody accepted). */
  appBar?: ComponentType;
}
