import type { NoticeBell as NoticeBellData } from '@portal/shared/contracts/partner';
import { Button, Empty, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { Text } from '../../../shared/Text';
import { useClearNotices } from '../use-notices';

export type NoticePanelProps = {
  list: NoticeBellData['list'];
  unread: number;
  /** Opens the notice list (with `?id=` a notice's detail) and closes the panel. */
  go: (search?: string) => void;
};

/**
 * The notice bell's panel (spec sections 2 and 9): the 4 newest notices, 'clear all' and 'view
 * all'. Loaded with the bell's first open (NoticeBell).
 */
export const NoticePanel = ({ list, unread, go }: NoticePanelProps) => {
  const { t } = useTranslation('partner');
  const clearing = useClearNotices();

  // A failure was shown by the http client.
  const clear = () => clearing.mutateAsync({}).catch(() => undefined);

  return (
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
            <Text strong={!notice.read} ellipsis>
              {notice.title}
            </Text>
            <Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(notice.createdTime)}
            </Text>
          </Flex>
        ))
      )}
      <Flex justify="space-between" style={{ paddingTop: 8 }}>
        <Button
          size="small"
          type="text"
          loading={clearing.isPending}
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
};
