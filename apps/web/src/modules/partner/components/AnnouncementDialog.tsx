import type { Announcement } from '@portal/shared/contracts/partner';
import { Checkbox, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announcementApi } from '../partner.api';

/**
 * The platform announcements (spec sections 4 and 5), mounted once by the shell: fetched on mount
 * and shown when one comes back. Confirming with 'I have read it' ticked records it and fetches the
 * next; without the tick the dialog just closes (it comes back on the next visit).
 */
export const AnnouncementDialog = () => {
  const { t } = useTranslation('partner');
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);

  const showNext = async () => {
    try {
      const next = await announcementApi.next();
      setAnnouncement(next);
      setTicked(false);
      setOpen(next !== null);
    } catch {
      setOpen(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount
  useEffect(() => {
    void showNext();
  }, []);

  const confirm = async () => {
    if (!announcement || !ticked) {
      setOpen(false);
      return;
    }
    setSaving(true);
    try {
      await announcementApi.acknowledge(announcement.id);
      await showNext();
    } catch {
      // the http client showed why; keep the dialog so the user can try again
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={announcement?.title}
      width={720}
      onCancel={() => setOpen(false)}
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
        <Typography.Text>{t('announcement.read')}</Typography.Text>
      </Checkbox>
    </Modal>
  );
};
