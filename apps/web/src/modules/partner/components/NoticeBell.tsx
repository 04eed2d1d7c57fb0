import { BellOutlined } from '@ant-design/icons';
import { Authority } from '@portal/shared/permissions';
import { Badge, Button, Empty, Flex, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../shared/format';
import { usePermission } from '../../../shared/use-permission';
import { noticeApi } from '../partner.api';
import { useNoticeBell, useRefreshNotices } from '../use-notices';

export const NOTICE_LIST_PATH = '/ucenter/notice';

/**
 * The header's notice bell (spec sections 2 and 9): the unread count, the 4 newest notices, 'clear
 * all' and 'view all'. Shown only with `index:notice`; refreshed every minute.
 */
export const NoticeBell = () => {
  const { t } = useTranslation('partner');
  const navigate = useNavigate();
  const permission = usePermission();
  const allowed = permission.hasAll(Authority.notice);
  const bell = useNoticeBell(allowed);
  const refresh = useRefreshNotices();
  const [open, setOpen] = useState(false);
  const [clearing, setClearing] = useState(false);

  if (!allowed) return null;
  const list = bell.data?.list ?? [];
  const unread = bell.data?.count ?? 0;
  // The badge's text as shown (antd caps it at overflowCount): the button's name must contain it.
  const shownCount = unread > 99 ? '99+' : String(unread);

  const go = (search = '') => {
    setOpen(false);
    void navigate(`${NOTICE_LIST_PATH}${search}`);
  };

  const clear = async () => {
    setClearing(true);
    try {
      await noticeApi.clear();
      await refresh();
    } catch {
      // shown by the http client
    } finally {
      setClearing(false);
    }
  };

  const content = (
    <Flex vertical style={{ width: 320 }}>
      {list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
      ) : (
        list.map((notice) => (
          <Flex
            key={notice.id}
            vertical
            className="notice-bell-item"
            onClick={() => go(`?id=${notice.id}`)}
            style={{
              padding: '8px 4px',
              cursor: 'pointer',
              borderBottom: '1px solid var(--ant-color-split)',
            }}
          >
            <Typography.Text strong={!notice.read} ellipsis>
              {notice.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(notice.createdTime)}
            </Typography.Text>
          </Flex>
        ))
      )}
      <Flex justify="space-between" style={{ paddingTop: 8 }}>
        <Button
          size="small"
          type="text"
          loading={clearing}
          disabled={unread === 0}
          onClick={() => void clear()}
        >
          {t('notice.clear')}
        </Button>
        <Button size="small" type="link" onClick={() => go()}>
          {t('notice.viewAll')}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('notice.bellTitle')}
      content={content}
    >
      <Button
        type="text"
        aria-label={unread > 0 ? t('notice.bellUnread', { unread: shownCount }) : t('notice.bellTitle')}
        style={{ color: 'inherit' }}
      >
        <Badge count={unread} size="small" overflowCount={99}>
          <BellOutlined style={{ fontSize: 16, color: 'inherit' }} />
        </Badge>
      </Button>
    </Popover>
  );
};
