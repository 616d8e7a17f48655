// The side menu: the sections the user may open, in the order of SECTIONS (Orders first, Settings last), then Log out.
import { createElement } from 'react';
import { Menu, usePermissions } from 'react-admin';
import type { Permissions } from '../../domain/api.ts';
import { PendingCompaniesBadge } from '../resources/companies/PendingCompaniesBadge.tsx';
import { LogoutMenuItem } from './LogoutMenuItem.tsx';
import { SECTIONS, type MenuLink } from './sections.ts';
import { SubMenu } from './SubMenu.tsx';
import { visibleSections } from './visibleSections.ts';

const MenuLinkItem = ({ link }: { link: MenuLink }) => (
  <Menu.Item
    to={link.path}
    primaryText={link.labelKey}
    leftIcon={
      link.key === 'companies' ? (
        <PendingCompaniesBadge>{createElement(link.icon)}</PendingCompaniesBadge>
      ) : (
        createElement(link.icon)
      )
    }
  />
);

export const AppMenu = () => {
  const { permissions } = usePermissions<Permissions>();
  const sections = visibleSections(SECTIONS, permissions);

  return (
    <Menu>
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
