// Which menu entries a user sees: the sections that exist and whose ability (`access`) the user has, each with the
// sub-items it has, all answered from one read of the session's permissions (src/authProvider/useAccess.ts: the auth
// provider's canAccess), so the menu draws all its links together.
import { useAccessCheck } from '../authProvider/useAccess.ts';
import type { MenuLink, Section } from './sections.ts';

/** The sections (and their sub-items) `allowed` lets through, in their order. */
export const visibleSections = (sections: Section[], allowed: (link: MenuLink) => boolean): Section[] =>
  sections
    .filter((section) => section.available && allowed(section))
    .map((section) =>
      section.children
        ? { ...section, children: section.children.filter((child) => child.available && allowed(child)) }
        : section,
    );

/** The sections of `sections` the signed-in user may open; none until the session's permissions are known. */
export const useVisibleSections = (sections: Section[]): Section[] => {
  const can = useAccessCheck();
  return visibleSections(sections, (link) => can(link.access));
};
