// The side menu: the sections the user may open, in the areas' order (Dashboard and Orders first, Settings last; the
// shell's sections), then Log out. An entry's badge (the companies' pending count) wraps its icon. In the open sidebar a
// long label wraps onto a second line instead of being cut (Czech "Seznam objednávek" at a laptop's width); the
// closed sidebar shows the icons only.
import { createElement } from 'react';
import { Menu, useSidebarState } from 'react-admin';
import { LogoutMenuItem } from './LogoutMenuItem.tsx';
import type { MenuLink, Section } from './sections.ts';
import { SubMenu } from './SubMenu.tsx';
import { useVisibleSections } from './visibleSections.ts';

const MenuLinkItem = ({ link }: { link: MenuLink }) => (
  <Menu.Item
    to={link.path}
    primaryText={link.labelKey}
    leftIcon={link.badge ? <link.badge>{createElement(link.icon)}</link.badge> : createElement(link.icon)}
  />
);

export const AppMenu = ({ sections: all }: { sections: Section[] }) => {
  const sections = useVisibleSections(all);
  const [open] = useSidebarState();

  return (
    <Menu sx={open ? { '& .RaMenuItemLink-root .MuiTypography-noWrap': { whiteSpace: 'normal' } } : undefined}>
      {sections.map((section) =>
        section.children?.length ? (
          <SubMenu key={section.key} labelKey={section.labelKey} icon={createElement(section.icon)}>
            {section.children.map((child) => (
              <MenuLinkItem key={child.key} link={child} />
            ))}
          </SubMenu>
        ) : (
          <MenuLinkItem key={section.key} link={section} />
        ),
      )}
      <LogoutMenuItem />
    </Menu>
  );
};
