// What the shell takes from the areas (src/layout/shell.ts): the menu in the areas' order, the app bar's additions, and
// the start and fallback paths, each of which exactly one area gives.
import { describe, expect, it } from 'vitest';
import type { SvgIconComponent } from '@mui/icons-material';
import type { Area } from '../../src/layout/area.ts';
import type { Section } from '../../src/layout/sections.ts';
import { shellOf } from '../../src/layout/shell.ts';
import { subItem } from '../../src/layout/sections.ts';

const icon = (() => null) as unknown as SvgIconComponent;
const section = (key: string, children?: Section['children']): Section => ({
  key,
  labelKey: `menu.${key}`,
  path: `/${key}`,
  icon,
  access: { resource: key, action: 'list' },
  available: true,
  deniedRedirect: '/settings',
  children,
});
const Notices = () => null;

describe('the shell read off the areas', () => {
  const areas: Area[] = [
    { menu: section('dashboard'), startPath: '/dashboard' },
    { menu: section('orders'), fallbackPath: '/orders', appBar: Notices },
    { routes: [] },
    { menu: section('settings') },
  ];

  it('lists the menu sections in the areas’ order, skipping areas without one, with their app bar additions', () => {
    const shell = shellOf(areas);
    expect(shell.sections.map((s) => s.key)).toEqual(['dashboard', 'orders', 'settings']);
    expect(shell.appBarItems).toEqual([Notices]);
    expect([shell.startPath, shell.fallbackPath]).toEqual(['/dashboard', '/orders']);
  });

  it('refuses areas that give no start page, or two', () => {
    expect(() => shellOf(areas.slice(1))).toThrow(/startPath, not 0/);
    expect(() => shellOf([...areas, { startPath: '/other' }])).toThrow(/startPath, not 2/);
    expect(() => shellOf([areas[0], areas[3]])).toThrow(/fallbackPath, not 0/);
  });
});

describe('a sub-item’s guard', () => {
  const orders = section('orders', [
    {
      key: 'orders.list',
      labelKey: 'l',
      path: '/orders/list',
      icon,
      access: { resource: 'orders', action: 'list' },
      available: true,
    },
    {
      key: 'orders.new',
      labelKey: 'n',
      path: '/orders/new',
      icon,
      access: { resource: 'orders', action: 'newOrderForm' },
      available: true,
      deniedRedirect: '/',
    },
  ]);

  it('sends the denied where the sub-item says, else where its section does', () => {
    expect(subItem(orders, 'orders.new')).toMatchObject({
      access: { resource: 'orders', action: 'newOrderForm' },
      deniedRedirect: '/',
    });
    expect(subItem(orders, 'orders.list')).toMatchObject({ access: { action: 'list' }, deniedRedirect: '/settings' });
  });

  it('refuses a key the section does not have', () => {
    expect(() => subItem(orders, 'orders.none')).toThrow(/Unknown menu link: orders.none/);
  });
});
