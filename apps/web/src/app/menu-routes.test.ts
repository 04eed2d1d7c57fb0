import { describe, expect, it } from 'vitest';
import type { MenuGroup } from '../modules/auth/use-auth';
import { homePathOf, matchMenuRoute, routesOfMenus, siderMenusOf, tabKeyOf } from './menu-routes';

const leaf = (path: string, title: string, extra: { hidden?: boolean; hideSider?: boolean } = {}) => ({
  path,
  title,
  hidden: extra.hidden ?? false,
  hideSider: extra.hideSider ?? false,
  authority: `${path.slice(1).replace(/\//g, ':')}:view`,
});

const menus: MenuGroup[] = [
  { key: 'index', title: '首页', icon: 'home', children: [leaf('/index', '首页')] },
  {
    key: 'goods',
    title: '商品',
    icon: 'goods',
    children: [leaf('/goods/index', '商品列表'), leaf('/goods/edit/:id', '编辑商品', { hidden: true })],
  },
  {
    key: 'ucenter',
    title: '个人中心',
    icon: 'user',
    children: [
      leaf('/ucenter/profile', '个人资料'),
      leaf('/ucenter/detail', '企业资料', { hideSider: true }),
    ],
  },
];

describe('routesOfMenus', () => {
  it('makes a route of every leaf, hidden ones included', () => {
    expect(routesOfMenus(menus).map((r) => r.path)).toEqual([
      '/index',
      '/goods/index',
      '/goods/edit/:id',
      '/ucenter/profile',
      '/ucenter/detail',
    ]);
  });

  it('keeps the group, the hidden flag and hides the sider on /ucenter/detail', () => {
    const routes = routesOfMenus(menus);
    expect(routes.find((r) => r.path === '/goods/edit/:id')).toMatchObject({
      groupKey: 'goods',
      hidden: true,
    });
    expect(routes.find((r) => r.path === '/ucenter/detail')?.hideSider).toBe(true);
    expect(routes.find((r) => r.path === '/ucenter/profile')?.hideSider).toBe(false);
  });

  it('ignores duplicates and paths that are not absolute', () => {
    const twice: MenuGroup[] = [
      ...menus,
      {
        key: 'x',
        title: 'x',
        icon: 'x',
        children: [leaf('/index', 'again'), { ...leaf('/y', 'y'), path: 'y' }],
      },
    ];
    expect(routesOfMenus(twice).filter((r) => r.path === '/index')).toHaveLength(1);
    expect(routesOfMenus(twice).some((r) => r.path === 'y')).toBe(false);
  });
});

describe('homePathOf', () => {
  it('is /index when the menu serves it', () => {
    expect(homePathOf(menus)).toBe('/index');
  });

  it('is the first visible leaf without params otherwise', () => {
    expect(homePathOf(menus.slice(1))).toBe('/goods/index');
  });

  it('is the 404 page for an empty menu', () => {
    expect(homePathOf([])).toBe('/404');
  });
});

describe('siderMenusOf', () => {
  it('shows visible leaves only and never the state-4 page to other states', () => {
    const sider = siderMenusOf(menus, 1);
    expect(sider.flatMap((g) => g.children.map((c) => c.path))).toEqual([
      '/index',
      '/goods/index',
      '/ucenter/profile',
    ]);
  });

  it('shows nothing but /ucenter/detail to a partner in state 4', () => {
    const sider = siderMenusOf(menus, 4);
    expect(sider.map((g) => g.key)).toEqual(['ucenter']);
    expect(sider[0].children.map((c) => c.path)).toEqual(['/ucenter/detail']);
  });
});

describe('matchMenuRoute and tabKeyOf', () => {
  it('matches a location to its route pattern', () => {
    const routes = routesOfMenus(menus);
    expect(matchMenuRoute('/goods/edit/42', routes)?.path).toBe('/goods/edit/:id');
    expect(matchMenuRoute('/goods/index', routes)?.path).toBe('/goods/index');
    expect(matchMenuRoute('/goods/unknown', routes)).toBeUndefined();
  });

  it('keys tabs by path, and /system/user/info by path and query (several tabs)', () => {
    expect(tabKeyOf('/goods/index', '?page=2')).toBe('/goods/index');
    expect(tabKeyOf('/system/user/info', '?id=1')).toBe('/system/user/info?id=1');
    expect(tabKeyOf('/system/user/info', '?id=2')).not.toBe(tabKeyOf('/system/user/info', '?id=1'));
  });
});
