// What an area of the console gives the app: its menu entry (path, icon, label and the permissions its pages need),
// its react-admin resource (list, create, edit, show at react-admin's paths) when it is an entity, and routes of its
// own inside the layout (custom pages, the spec's paths kept as redirects) or without it (public pages, registration).
// src/areas.ts lists every area; App, the menu (src/layout/sections.ts) and the route guards are assembled from them.
import type { ReactElement } from 'react';
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
}
