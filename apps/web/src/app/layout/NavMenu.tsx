import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { MenuGroup } from '../../modules/auth/use-auth';
import type { Language } from '../../locales';
import { groupTitleOf, routeTitleOf } from '../route-title';
import { MenuIcon } from './menu-icons';

type MenuItems = NonNullable<MenuProps['items']>;

/** A group with one leaf of the same name (首页, 报表 ...) is shown as a single item. */
const isSingle = (group: MenuGroup): boolean =>
  group.children.length === 1 && (group.children[0].title === group.title || group.key === 'index');

const groupKeyOf = (key: string): string => `group:${key}`;

export const menuItemsOf = (groups: readonly MenuGroup[], language: Language): MenuItems =>
  groups.map((group) => {
    if (isSingle(group)) {
      const leaf = group.children[0];
      return {
        key: leaf.path,
        icon: <MenuIcon name={group.icon} />,
        label: routeTitleOf(leaf.path, language, leaf.title),
      };
    }
    return {
      key: groupKeyOf(group.key),
      icon: <MenuIcon name={group.icon} />,
      label: groupTitleOf(group.key, language, group.title),
      children: group.children.map((leaf) => ({
        key: leaf.path,
        label: routeTitleOf(leaf.path, language, leaf.title),
      })),
    };
  });

type NavMenuProps = {
  groups: readonly MenuGroup[];
  language: Language;
  /** The route pattern of the current page. */
  selected?: string;
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
};

/** The served menu as an antd Menu: a click opens the leaf's page. */
export const NavMenu = ({ groups, language, selected, mode, theme, collapsed }: NavMenuProps) => {
  const navigate = useNavigate();
  const items = useMemo(() => menuItemsOf(groups, language), [groups, language]);
  const selectedGroup = useMemo(() => {
    const group = groups.find((g) => !isSingle(g) && g.children.some((leaf) => leaf.path === selected));
    return group ? groupKeyOf(group.key) : undefined;
  }, [groups, selected]);
  const [openKeys, setOpenKeys] = useState<string[]>(selectedGroup ? [selectedGroup] : []);

  // Opening another page opens its group (the others stay as the user left them).
  useEffect(() => {
    if (selectedGroup)
      setOpenKeys((keys) => (keys.includes(selectedGroup) ? keys : [...keys, selectedGroup]));
  }, [selectedGroup]);

  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(mode === 'inline' && !collapsed ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={({ key }) => navigate(key)}
      className="shell-menu"
    />
  );
};
