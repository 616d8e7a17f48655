// Which menu entries a user sees: sections that exist and whose permissions are all granted.
import type { Permissions } from '../../domain/api.ts';
import { hasAllPaths } from '../../domain/permissions.ts';
import type { MenuLink, Section } from './sections.ts';

const isVisible = (link: MenuLink, permissions: Permissions | undefined): boolean =>
  link.available && (link.permissions.length === 0 || hasAllPaths(permissions, link.permissions));

export const visibleSections = (sections: Section[], permissions: Permissions | undefined): Section[] =>
  sections
    .filter((section) => isVisible(section, permissions))
    .map((section) =>
      section.children
        ? { ...section, children: section.children.filter((child) => isVisible(child, permissions)) }
        : section,
    );
