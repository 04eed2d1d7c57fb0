import { Drawer, Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useMarkNoticeRead, useNoticeDetail } from '../use-notices';

export type NoticeDetailDrawerProps = { noticeId: number | null; onClose: () => void };

/** One notice; opening an unread one marks it read. */
export const NoticeDetailDrawer = ({ noticeId, onClose }: NoticeDetailDrawerProps) => {
  const { t } = useTranslation('partner');
  const detail = useNoticeDetail(noticeId);
  const markRead = useMarkNoticeRead();
  const notice = detail.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: mark once per loaded notice
  useEffect(() => {
    if (!notice || notice.read) return;
    markRead.mutate(notice.id);
  }, [notice?.id, notice?.read]);

  return (
    <Drawer
      open={noticeId !== null}
      onClose={onClose}
      size={560}
      title={t('notice.detailTitle')}
      destroyOnHidden
    >
      {detail.isPending ? (
        <Skeleton active />
      ) : notice ? (
        <Flex vertical gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {notice.title}
          </Typography.Title>
          <Typography.Text type="secondary">{formatDateTime(notice.createdTime)}</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{notice.content}</Typography.Paragraph>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('notice.notFound')}</Typography.Text>
      )}
    </Drawer>
  );
};
