import {
  BellOutlined,
  BookOutlined,
  CloudDownloadOutlined,
  DownOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  ShopOutlined,
  TranslationOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Avatar, Breadcrumb, Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Authority } from '@portal/shared/permissions';
import { changeLanguage, LANGUAGES, type Language } from '../../locales';
import { logOut } from '../../modules/auth/use-auth';
import { NoticeBell } from '../../modules/partner/components/NoticeBell';
import { Authorized } from '../../shared/Authorized';
import { CopyIcon } from '../../shared/CopyIcon';
import { message, modal } from '../../shared/feedback';
import { usePermission } from '../../shared/use-permission';
import { groupTitleOf, routeTitleOf } from '../route-title';
import { useCloseOnDialogReset } from '../stores/dialogs.store';
import { useSessionStore } from '../stores/session.store';
import { useLanguage, useShellRoutes } from './use-shell';

// The dialogs load on first use: their tables stay out of the shell's first load.
const PaybackAccountsDialog = lazy(() =>
  import('../../modules/partner/components/PaybackAccountsDialog').then((m) => ({
    default: m.PaybackAccountsDialog,
  })),
);
const ChangePasswordDialog = lazy(() =>
  import('../../modules/auth/components/ChangePasswordDialog').then((m) => ({
    default: m.ChangePasswordDialog,
  })),
);
const ExportListDialog = lazy(() =>
  import('../../modules/communal/components/ExportListDialog').then((m) => ({ default: m.ExportListDialog })),
);

/**
 * The operation manual (spec section 2, Header), opened in a new tab: the static page of
 * apps/web/public/manual, served with the web app.
 */
export const MANUAL_URL = '/manual/index.html';

const HeaderButton = ({
  title,
  icon,
  onClick,
  label,
}: {
  title: string;
  icon: ReactNode;
  onClick: () => void;
  label?: string;
}) => (
  <Tooltip title={title}>
    <Button type="text" className="shell-header-action" icon={icon} onClick={onClick} aria-label={title}>
      {label}
    </Button>
  </Tooltip>
);

const useFullscreen = (): [boolean, () => void] => {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const onChange = () => setFull(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('header.fullscreenUnsupported'));
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen();
    else void document.documentElement.requestFullscreen();
  };
  return [full, toggle];
};

/** Signs out after a confirmation (spec section 2): server logout, local session cleared, /login. */
const useLogout = () => {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signOut = useSessionStore((state) => state.signOut);
  const leave = () => {
    signOut();
    navigate('/login', { replace: true });
  };
  // A static dialog (shared/feedback): the 0001/0008 presenter closes it with Modal.destroyAll.
  const confirm = () =>
    modal.confirm({
      title: t('http.prompt'),
      content: t('header.logoutConfirm'),
      okText: t('header.logout'),
      onOk: async () => {
        await logOut().catch(() => undefined);
        leave();
      },
    });
  return { confirm };
};

type AppHeaderProps = {
  /** Whether to show the collapse trigger (a sider is shown). */
  withTrigger: boolean;
  collapsed: boolean;
  onToggle: () => void;
  /** Left part in the top-menu layouts (logo and horizontal menu). */
  left?: ReactNode;
  onOpenSettings: () => void;
  /** Partner state 4: everything but language and the user menu is blocked. */
  blocked: boolean;
  theme: 'dark' | 'light';
};

/** The header of spec section 2 (partner code, manual, payback, fullscreen, notices, exports, user). */
export const AppHeader = ({
  withTrigger,
  collapsed,
  onToggle,
  left,
  onOpenSettings,
  blocked,
  theme,
}: AppHeaderProps) => {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const navigate = useNavigate();
  const user = useSessionStore((state) => state.user);
  const { hasAll } = usePermission();
  const { current } = useShellRoutes();
  const [fullscreen, toggleFullscreen] = useFullscreen();
  const logout = useLogout();
  const [dialog, setDialog] = useState<'payback' | 'export' | 'password' | null>(null);
  useCloseOnDialogReset(() => setDialog(null));
  const [loaded, setLoaded] = useState<{ payback?: boolean; export?: boolean; password?: boolean }>({});

  const openDialog = (name: 'payback' | 'export' | 'password') => {
    setLoaded((state) => ({ ...state, [name]: true }));
    setDialog(name);
  };

  const userItems: MenuProps['items'] = [
    {
      key: 'partner',
      icon: <ShopOutlined />,
      label: user?.partnerName || user?.username,
      disabled: true,
      className: 'shell-user-partner',
    },
    { type: 'divider' },
    ...(hasAll(Authority.accountCenter) && !blocked
      ? [{ key: 'center', icon: <UserOutlined />, label: t('header.accountCenter') }]
      : []),
    { key: 'password', icon: <LockOutlined />, label: t('header.changePassword') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), danger: true },
  ];

  const onUserMenu: MenuProps['onClick'] = ({ key }) => {
    if (key === 'center') navigate('/ucenter/set');
    if (key === 'password') openDialog('password');
    if (key === 'logout') void logout.confirm();
  };

  const languageItems: MenuProps['items'] = LANGUAGES.map((code) => ({
    key: code,
    label: t(`language.${code}`),
  }));

  const group = current && !current.path.startsWith('/index') ? current.groupKey : undefined;
  const breadcrumb =
    current && group && routeTitleOf(current.path, language) !== groupTitleOf(group, language)
      ? [
          { title: groupTitleOf(group, language) },
          { title: routeTitleOf(current.path, language, current.title) },
        ]
      : current
        ? [{ title: routeTitleOf(current.path, language, current.title) }]
        : [];

  return (
    <div className={`shell-header-inner shell-header-${theme}`}>
      <div className="shell-header-left">
        {left}
        {withTrigger && !blocked ? (
          <HeaderButton
            title={collapsed ? t('header.expand') : t('header.collapse')}
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggle}
          />
        ) : null}
        {!left && breadcrumb.length > 0 ? (
          <Breadcrumb className="shell-breadcrumb" items={breadcrumb} />
        ) : null}
      </div>
      <div className="shell-header-right">
        {user?.partnerNo ? (
          <span className="shell-partner-no">
            {t('header.partnerNo')}: <strong>{user.partnerNo}</strong>
            <CopyIcon text={user.partnerNo} />
          </span>
        ) : null}
        {!blocked ? (
          <>
            <HeaderButton
              title={t('header.manual')}
              icon={<BookOutlined />}
              onClick={() => window.open(MANUAL_URL, '_blank', 'noopener,noreferrer')}
            />
            <Authorized code={Authority.paybackAccount}>
              <HeaderButton
                title={t('header.payback')}
                icon={<WalletOutlined />}
                onClick={() => openDialog('payback')}
              />
            </Authorized>
            <HeaderButton
              title={fullscreen ? t('header.exitFullscreen') : t('header.fullscreen')}
              icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
              onClick={toggleFullscreen}
            />
            <Authorized code={Authority.notice}>
              {/* The bell waits for its texts (partner namespace); a plain bell holds its place. */}
              <Suspense
                fallback={
                  <Button type="text" className="shell-header-action" icon={<BellOutlined />} disabled />
                }
              >
                <NoticeBell />
              </Suspense>
            </Authorized>
            <HeaderButton
              title={t('header.exportList')}
              icon={<CloudDownloadOutlined />}
              onClick={() => openDialog('export')}
            />
          </>
        ) : null}
        <Dropdown
          menu={{
            items: languageItems,
            selectable: true,
            selectedKeys: [language],
            onClick: ({ key }) => void changeLanguage(key as Language),
          }}
        >
          <Button
            type="text"
            className="shell-header-action"
            icon={<TranslationOutlined />}
            aria-label={t('header.language')}
          />
        </Dropdown>
        <Dropdown menu={{ items: userItems, onClick: onUserMenu }} placement="bottomRight">
          <Button type="text" className="shell-header-action shell-user" data-testid="user-menu">
            <Avatar
              alt=""
              size={24}
              src={user?.portrait || user?.logo || undefined}
              icon={<UserOutlined />}
            />
            <span className="shell-user-name">{user?.nickName || user?.username}</span>
            <DownOutlined className="shell-user-caret" />
          </Button>
        </Dropdown>
        {!blocked ? (
          <HeaderButton title={t('header.settings')} icon={<SettingOutlined />} onClick={onOpenSettings} />
        ) : null}
      </div>

      <Suspense fallback={null}>
        {loaded.payback ? (
          <PaybackAccountsDialog open={dialog === 'payback'} onClose={() => setDialog(null)} />
        ) : null}
        {loaded.export ? (
          <ExportListDialog open={dialog === 'export'} onClose={() => setDialog(null)} />
        ) : null}
        {loaded.password ? (
          <ChangePasswordDialog
            open={dialog === 'password'}
            onClose={() => setDialog(null)}
            onChanged={() => setDialog(null)}
          />
        ) : null}
      </Suspense>
    </div>
  );
};
