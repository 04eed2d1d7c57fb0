import { BellOutlined } from '@ant-design/icons';
import { Authority } from '@portal/shared/permissions';
import { Badge, Button, Popover } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../shared/use-permission';
import { useNoticeBell } from '../use-notices';

export const NOTICE_LIST_PATH = '/ucenter/notice';

// The panel (the list, Empty, Flex) loads on the first open, or as the pointer or focus comes.
const loadPanel = () => import('./NoticePanel');
const NoticePanel = lazy(() => loadPanel().then((m) => ({ default: m.NoticePanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/**
 * The header's notice bell (spec sections 2 and 9): the unread count, the 4 newest notices, 'clear
 * all' and 'view all'. Shown only with `index:notice`; refreshed every minute. The bell and its
 * badge come with the shell; the panel (NoticePanel) when first wanted.
 */
export const NoticeBell = () => {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const permission = usePermission();
  const allowed = permission.hasAll(Authority.notice);
  const bell = useNoticeBell(allowed);
  const [open, setOpen] = useState(false);

  if (!allowed) return null;
  const list = bell.data?.list ?? [];
  const unread = bell.data?.count ?? 0;
  // The badge's text as shown (antd caps it at overflowCount): the button's name must contain it.
  const shownCount = unread > 99 ? '99+' : String(unread);

  const go = (search = '') => {
    setOpen(false);
    void navigate(`${NOTICE_LIST_PATH}${search}`);
  };

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('notice.bellTitle')}
      content={
        <Suspense fallback={<div className="notice-bell-loading" style={{ width: 320, minHeight: 120 }} />}>
          <NoticePanel list={list} unread={unread} go={go} />
        </Suspense>
      }
    >
      <Button
        type="text"
        aria-label={unread > 0 ? t('notice.bellUnread', { unread: shownCount }) : t('notice.bellTitle')}
        style={{ color: 'inherit' }}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
      >
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
        </Badge>
      </Button>
    </Popover>
  );
};
