import {
  BankOutlined,
  BellOutlined,
  ExportOutlined,
  IdcardOutlined,
  RightOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { PartnerState } from '@portal/shared/constants';
import { Authority } from '@portal/shared/permissions';
import { Alert, Avatar, Card, Col, Empty, Flex, Row, Typography } from 'antd';
import { type ComponentType, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MenuIcon } from '../../../app/layout/menu-icons';
import { useLanguage } from '../../../app/layout/use-shell';
import { routeTitleOf } from '../../../app/route-title';
import { useSessionStore } from '../../../app/stores/session.store';
import { formatDateTime } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { MyTasksCard, TASK_LIST_PATH } from '../../analytics/tasks/components/MyTasksCard';
import { TodoCards } from '../../orders/components/TodoCards';
import { maySeeOrderTodos } from '../../orders/todo-kinds';
import { useServedPaths } from '../../orders/use-todo';
import { NOTICE_LIST_PATH } from '../../partner/components/NoticeBell';
import { useNoticeBell } from '../../partner/use-notices';
import { dayPartOf } from '../greeting';

/** Pages that are no shortcut: home itself and the state-4 page. */
const NOT_SHORTCUTS = new Set(['/index', '/ucenter/detail']);
const MAX_SHORTCUTS = 8;

/** Icons of the delivered pages; any other page shows its menu group's icon. */
const SHORTCUT_ICONS: Record<string, ComponentType> = {
  '/export/index': ExportOutlined,
  '/account/index': TeamOutlined,
  '/account/role': SafetyCertificateOutlined,
  '/ucenter/profile': IdcardOutlined,
  '/ucenter/notice': BellOutlined,
  '/ucenter/partner_set': SettingOutlined,
  '/ucenter/payback_account': BankOutlined,
  '/ucenter/set': UserOutlined,
};

const ShortcutIcon = ({ path, group }: { path: string; group: string }) => {
  const Icon = SHORTCUT_ICONS[path];
  return Icon ? <Icon /> : <MenuIcon name={group} />;
};

/**
 * /index, the main page: a greeting by time of day with the user's nickname and company, the
 * order to-do counts (for users whose menu serves the order routes), shortcuts to the pages the
 * user's menu serves, and the newest notices. Nothing here is a made-up number.
 */
const HomePage = () => {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const user = useSessionStore((state) => state.user);
  const menus = useSessionStore((state) => state.menus);
  const permission = usePermission();
  const canSeeNotices = permission.hasAll(Authority.notice);
  const notices = useNoticeBell(canSeeNotices);
  const served = useServedPaths();

  const shortcuts = useMemo(
    () =>
      menus
        .flatMap((group) => group.children.map((leaf) => ({ ...leaf, icon: group.icon })))
        .filter((leaf) => !leaf.hidden && !leaf.path.includes('/:') && !NOT_SHORTCUTS.has(leaf.path))
        .slice(0, MAX_SHORTCUTS),
    [menus],
  );

  const greeting = t(`greeting.${dayPartOf(new Date().getHours())}`);

  return (
    <Flex vertical gap={16}>
      <Card variant="borderless">
        <Flex align="center" gap={16}>
          <Avatar alt="" size={56} src={user?.portrait ?? undefined} icon={<UserOutlined />} />
          <Flex vertical gap={4}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('greeting.line', { greeting, name: user?.nickName ?? '' })}
            </Typography.Title>
            <Typography.Text type="secondary">
              {user?.partnerName}
              {user?.partnerNo ? ` · ${t('partnerNo')}: ${user.partnerNo}` : ''}
            </Typography.Text>
          </Flex>
        </Flex>
      </Card>
      {user?.partnerState === PartnerState.underReview ? (
        <Alert showIcon type="info" title={t('underReview.title')} description={t('underReview.hint')} />
      ) : null}
      {maySeeOrderTodos(served) ? <TodoCards /> : null}
      <MyTasksCard listServed={served.has(TASK_LIST_PATH)} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card variant="borderless" title={t('shortcuts')} style={{ height: '100%' }}>
            {shortcuts.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
            ) : (
              <Row gutter={[12, 12]}>
                {shortcuts.map((leaf) => (
                  <Col key={leaf.path} xs={12} sm={8} md={6}>
                    <Link to={leaf.path} className="home-shortcut">
                      <Card
                        size="small"
                        hoverable
                        styles={{ body: { textAlign: 'center', padding: '16px 8px' } }}
                      >
                        <Flex vertical align="center" gap={8}>
                          <span style={{ fontSize: 22, color: 'var(--ant-color-primary)' }}>
                            <ShortcutIcon path={leaf.path} group={leaf.icon} />
                          </span>
                          <Typography.Text ellipsis>
                            {routeTitleOf(leaf.path, language, leaf.title)}
                          </Typography.Text>
                        </Flex>
                      </Card>
                    </Link>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        </Col>
        {canSeeNotices ? (
          <Col xs={24} lg={10}>
            <Card
              variant="borderless"
              title={t('notices')}
              extra={
                <Link to={NOTICE_LIST_PATH}>
                  {t('viewAll')} <RightOutlined />
                </Link>
              }
              style={{ height: '100%' }}
            >
              {(notices.data?.list ?? []).length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noNotices')} />
              ) : (
                <Flex vertical>
                  {notices.data?.list.map((notice) => (
                    <Link key={notice.id} to={`${NOTICE_LIST_PATH}?id=${notice.id}`}>
                      <Flex
                        justify="space-between"
                        gap={12}
                        style={{ padding: '10px 0', borderBottom: '1px solid var(--ant-color-split)' }}
                      >
                        <Typography.Text strong={!notice.read} ellipsis style={{ flex: 1 }}>
                          {notice.title}
                        </Typography.Text>
                        <Typography.Text type="secondary" style={{ flex: 'none', fontSize: 12 }}>
                          {formatDateTime(notice.createdTime)}
                        </Typography.Text>
                      </Flex>
                    </Link>
                  ))}
                </Flex>
              )}
            </Card>
          </Col>
        ) : null}
      </Row>
    </Flex>
  );
};

export default HomePage;
