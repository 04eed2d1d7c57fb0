import { Checkbox, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { Text } from '../../../shared/Text';
import type { Announcements } from '../use-announcements';

/**
 * The announcement dialog (spec sections 4 and 5): the announcement's HTML, 'I have read it' and
 * OK; what it shows and does comes from useAnnouncements (components/Announcements.tsx).
 */
export const AnnouncementDialog = ({
  announcement,
  open,
  ticked,
  setTicked,
  saving,
  close,
  confirm,
}: Announcements) => {
  const { t } = useTranslation('partner');
  return (
    <Modal
      open={open}
      title={announcement?.title}
      width={720}
      onCancel={close}
      onOk={() => void confirm()}
      okText={t('announcement.confirm')}
      confirmLoading={saving}
      mask={{ closable: false }}
      cancelButtonProps={{ style: { display: 'none' } }}
    >
      <div
        className="announcement-content"
        style={{ maxHeight: '60vh', overflowY: 'auto', marginBlock: 16 }}
        // The server sanitizes announcement HTML on the way in (DOMAIN.md).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side
        dangerouslySetInnerHTML={{ __html: announcement?.content ?? '' }}
      />
      <Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)}>
        <Text>{t('announcement.read')}</Text>
      </Checkbox>
    </Modal>
  );
};
