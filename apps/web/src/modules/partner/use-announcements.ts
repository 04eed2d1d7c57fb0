import type { Announcement } from '@portal/shared/contracts/partner';
import { useEffect, useState } from 'react';
import { announcement as announcements } from '@portal/shared/contracts/partner.endpoints';
import { api } from '../../shared/http';

export type Announcements = {
  /** The announcement to show, null when there is none (the dialog keeps the last while closing). */
  announcement: Announcement | null;
  open: boolean;
  /** 'I have read it' ticked. */
  ticked: boolean;
  setTicked: (ticked: boolean) => void;
  /** The acknowledgement is being recorded. */
  saving: boolean;
  close: () => void;
  /** OK: with the tick, records it and shows the next; without, closes. */
  confirm: () => Promise<void>;
};

/**
 * The platform announcements (spec sections 4 and 5), without UI: the next one is fetched on mount
 * and shown when one comes back. Confirming with 'I have read it' ticked records it and fetches the
 * next; without the tick the dialog just closes (it comes back on the next visit).
 */
export const useAnnouncements = (): Announcements => {
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const [open, setOpen] = useState(false);
  const [ticked, setTicked] = useState(false);
  const [saving, setSaving] = useState(false);

  const showNext = async () => {
    try {
      const next = await api(announcements.next, {}, { silent: true });
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
      await api(announcements.acknowledge, { noticeBoarId: announcement.id });
      await showNext();
    } catch {
      // the http client showed why; keep the dialog so the user can try again
    } finally {
      setSaving(false);
    }
  };

  return { announcement, open, ticked, setTicked, saving, close: () => setOpen(false), confirm };
};
