import {
  CloseCircleOutlined,
  CloseOutlined,
  ReloadOutlined,
  VerticalLeftOutlined,
  VerticalRightOutlined,
  ColumnWidthOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { tabKeyOf } from '../menu-routes';
import { routeTitleOf } from '../route-title';
import { type Tab, type TabAction, neighbourOf, useTabsStore } from '../stores/tabs.store';
import type { TabStyle } from '../theme';
import { useLanguage, useShellRoutes } from './use-shell';

/**
 * The multi-tab bar under the header: one tab per visited page (per query for the multi-tab pages),
 * the home tab fixed; a right click offers reload and the close actions.
 */
export const TabBar = ({ tabStyle }: { tabStyle: TabStyle }) => {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { routes, homePath, current } = useShellRoutes();
  const allTabs = useTabsStore((state) => state.tabs);
  // Tabs kept from before a reload whose route is no longer served are left out.
  const tabs = allTabs.filter((tab) => routes.some((route) => route.path === tab.pattern));
  const visit = useTabsStore((state) => state.visit);
  const apply = useTabsStore((state) => state.apply);

  const activeKey = tabKeyOf(location.pathname, location.search);

  // The home tab is always there; the current page joins the bar when it is a served route.
  useEffect(() => {
    const home = routes.find((route) => route.path === homePath);
    if (home) visit({ key: homePath, fullPath: homePath, pattern: homePath, affix: true });
  }, [routes, homePath, visit]);

  useEffect(() => {
    if (!current || location.pathname.startsWith('/redirect/')) return;
    visit({
      key: activeKey,
      fullPath: location.pathname + location.search,
      pattern: current.path,
      affix: location.pathname === homePath,
    });
  }, [current, activeKey, location.pathname, location.search, homePath, visit]);

  const run = (tab: Tab, action: TabAction | 'reload') => {
    if (action === 'reload') {
      navigate(`/redirect${tab.fullPath}`, { replace: true });
      return;
    }
    const before = tabs;
    const after = apply(tab.key, action);
    if (after.some((t) => t.key === activeKey)) return;
    // The open page was closed: go to the clicked tab when it stays, else a neighbour, else home.
    const next = after.find((t) => t.key === tab.key) ?? neighbourOf(before, after, activeKey);
    navigate(next?.fullPath ?? homePath);
  };

  const contextItems = (tab: Tab): MenuProps['items'] => {
    const index = tabs.findIndex((t) => t.key === tab.key);
    const closable = (list: Tab[]) => list.some((t) => !t.affix && t.key !== tab.key);
    return [
      { key: 'reload', icon: <ReloadOutlined />, label: t('tabs.reload') },
      { type: 'divider' },
      { key: 'close', icon: <CloseOutlined />, label: t('tabs.close'), disabled: tab.affix },
      {
        key: 'closeOthers',
        icon: <ColumnWidthOutlined />,
        label: t('tabs.closeOthers'),
        disabled: !closable(tabs),
      },
      {
        key: 'closeLeft',
        icon: <VerticalRightOutlined />,
        label: t('tabs.closeLeft'),
        disabled: !closable(tabs.slice(0, index)),
      },
      {
        key: 'closeRight',
        icon: <VerticalLeftOutlined />,
        label: t('tabs.closeRight'),
        disabled: !closable(tabs.slice(index + 1)),
      },
      {
        key: 'closeAll',
        icon: <CloseCircleOutlined />,
        label: t('tabs.closeAll'),
        disabled: !closable(tabs),
      },
    ];
  };

  const items = tabs.map((tab) => ({
    key: tab.key,
    closable: !tab.affix,
    label: (
      <Dropdown
        trigger={['contextMenu']}
        menu={{ items: contextItems(tab), onClick: ({ key }) => run(tab, key as TabAction | 'reload') }}
      >
        <span className="shell-tab-label">{routeTitleOf(tab.pattern, language)}</span>
      </Dropdown>
    ),
  }));

  return (
    <div className={`shell-tabs shell-tabs-${tabStyle}`}>
      <Tabs
        size="small"
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        items={items}
        onChange={(key) => {
          const tab = tabs.find((t) => t.key === key);
          if (tab) navigate(tab.fullPath);
        }}
        onEdit={(key, action) => {
          const tab = tabs.find((t) => t.key === key);
          if (action === 'remove' && tab) run(tab, 'close');
        }}
      />
    </div>
  );
};
