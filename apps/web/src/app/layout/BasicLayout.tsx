import { QueryClientProvider } from '@tanstack/react-query';
import { Layout } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PARTNER_STATE_BLOCKED } from '@portal/shared/constants';
import { applyDayjsLocale } from '../antd-locale';
import { AntdRoot } from '../components/AntdRoot';
import { AppWatermark } from '../components/AppWatermark';
import { LoadError } from '../components/LoadError';
import { LogoMark } from '../components/Logo';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { PageLoader } from '../components/PageLoader';
import { FOOTERLESS_PATHS, SIDERLESS_PATHS, siderMenusOf } from '../menu-routes';
import { routeTitleOf } from '../route-title';
import { queryClient } from '../query-client';
import { useCloseOnDialogReset } from '../stores/dialogs.store';
import { useSessionStore } from '../stores/session.store';
import { useSettingsStore } from '../stores/settings.store';
import { OvertimeReminder } from '../../modules/orders/components/OvertimeReminder';
import { Announcements } from '../../modules/partner/components/Announcements';
import { message } from '../../shared/feedback';
import { AppHeader } from './AppHeader';
import { NavMenu } from './NavMenu';
import { TabBar } from './TabBar';
import { useLanguage, useShellRoutes } from './use-shell';
import './layout.css';

// Loaded when first opened: not part of the shell's first load.
const SettingsDrawer = lazy(() => import('./SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The exception pages with a title of their own; any other unserved path shows the 404 page. */
const EXCEPTION_TITLE_PATHS: readonly string[] = ['/403', '/500'];

const SIDER_WIDTH = 220;
const SIDER_COLLAPSED_WIDTH = 64;

const Brand = ({ collapsed, theme }: { collapsed?: boolean; theme: 'dark' | 'light' }) => {
  const { t } = useTranslation('common');
  return (
    <div className={`shell-brand shell-brand-${theme}`}>
      <LogoMark size={28} />
      {!collapsed ? <span className="shell-brand-name">{t('platformName')}</span> : null}
    </div>
  );
};

/**
 * The signed-in shell (spec sections 2 and 9): sider with the served menu, header, tab bar, the
 * page, footer; watermark over all of it; layout, styles and fixed parts from the theme settings.
 */
export const BasicLayout = () => {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const language = useLanguage();
  const settings = useSettingsStore((state) => state.theme);
  const update = useSettingsStore((state) => state.update);
  const menus = useSessionStore((state) => state.menus);
  const partnerState = useSessionStore((state) => state.user?.partnerState);
  const { current } = useShellRoutes();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  useCloseOnDialogReset(() => setSettingsOpen(false));

  useEffect(() => {
    void applyDayjsLocale(language);
  }, [language]);

  // Spec section 8: a stored theme that cannot be read is reported once; the defaults apply.
  useEffect(() => {
    if (!useSettingsStore.getState().loadFailed) return;
    useSettingsStore.setState({ loadFailed: false });
    void message.error(t('settings.loadFailed'));
  }, [t]);

  const blocked = partnerState === PARTNER_STATE_BLOCKED;
  const siderMenus = useMemo(() => siderMenusOf(menus, partnerState), [menus, partnerState]);
  const hideSider = Boolean(current?.hideSider) || SIDERLESS_PATHS.includes(location.pathname);
  const showFooter = settings.showFooter && !FOOTERLESS_PATHS.includes(location.pathname);
  const showTabs = settings.showTabs && !blocked;
  const collapsed = settings.collapse;
  const { layout } = settings;
  const sideTheme = settings.darkMode ? 'dark' : settings.sideStyle;
  const headTheme = settings.darkMode ? 'dark' : settings.headStyle;
  const withSider = layout !== 'head' && !hideSider && siderMenus.length > 0;
  // The page's level-one heading: its route title (the exception pages' own for the rest), as the
  // tab and the document title say it. Hidden on screen, where the tab bar already shows it.
  const pageTitle = routeTitleOf(
    current?.path ?? (EXCEPTION_TITLE_PATHS.includes(location.pathname) ? location.pathname : '/404'),
    language,
    current?.title,
  );
  // Mixed layout: the header spans the window above the sider.
  const headerOnTop = layout === 'mix' && withSider;

  const sider = withSider ? (
    <Layout.Sider
      className={`shell-sider${settings.fixedSidebar ? ' shell-sider-fixed' : ''}${layout === 'mix' ? ' shell-sider-mix' : ''}`}
      theme={sideTheme}
      width={SIDER_WIDTH}
      collapsedWidth={SIDER_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      collapsible
    >
      {layout === 'side' ? <Brand collapsed={collapsed} theme={sideTheme} /> : null}
      <NavMenu
        groups={siderMenus}
        language={language}
        selected={current?.path}
        mode="inline"
        theme={sideTheme}
        collapsed={collapsed}
      />
    </Layout.Sider>
  ) : null;

  const header = (
    <Layout.Header
      className={`shell-header shell-header-${headTheme}${settings.fixedHeader || settings.fixedBody ? ' shell-header-fixed' : ''}`}
    >
      <AppHeader
        withTrigger={withSider}
        collapsed={collapsed}
        onToggle={() => update({ collapse: !collapsed })}
        onOpenSettings={() => {
          setSettingsLoaded(true);
          setSettingsOpen(true);
        }}
        blocked={blocked}
        theme={headTheme}
        left={
          layout === 'side' && withSider ? undefined : (
            <>
              <Brand theme={headTheme} />
              {layout === 'head' && !blocked ? (
                <div className="shell-top-menu">
                  <NavMenu
                    groups={siderMenus}
                    language={language}
                    selected={current?.path}
                    mode="horizontal"
                    theme={headTheme}
                  />
                </div>
              ) : null}
            </>
          )
        }
      />
    </Layout.Header>
  );

  const main = (
    <Layout className="shell-main">
      {headerOnTop ? null : header}
      {showTabs ? <TabBar tabStyle={settings.tabStyle} /> : null}
      <Layout.Content className="shell-content">
        <PageErrorBoundary
          resetKey={location.pathname}
          renderError={(error, retry) => <LoadError error={error} onRetry={retry} />}
        >
          <h1 className="visually-hidden">{pageTitle}</h1>
          <Suspense fallback={<PageLoader />}>
            <div className="shell-page">
              <Outlet />
            </div>
          </Suspense>
        </PageErrorBoundary>
      </Layout.Content>
      {showFooter ? (
        <Layout.Footer className="shell-footer">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Layout.Footer>
      ) : null}
    </Layout>
  );

  return (
    <QueryClientProvider client={queryClient}>
      <AntdRoot app>
        <AppWatermark>
          <Layout
            className={[
              'shell',
              `shell-layout-${layout}`,
              settings.fixedBody ? 'shell-fixed-body' : '',
              blocked ? 'shell-blocked' : '',
            ].join(' ')}
          >
            {headerOnTop ? (
              <>
                {header}
                <Layout className="shell-body">
                  {sider}
                  {main}
                </Layout>
              </>
            ) : (
              <>
                {sider}
                {main}
              </>
            )}
          </Layout>
          {blocked ? <div className="shell-blocked-mask" aria-hidden="true" /> : null}
        </AppWatermark>
        {settingsLoaded ? (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        ) : null}
        {/* Mounted once: each asks for its data at start; its dialog or notification loads only
            when there is something to show. */}
        {!blocked ? <Announcements /> : null}
        {/* The overtime-order reminder of spec section 4. */}
        {!blocked ? <OvertimeReminder /> : null}
      </AntdRoot>
    </QueryClientProvider>
  );
};
