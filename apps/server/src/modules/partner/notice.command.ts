import { createAnnouncement } from './announcement.service';
import { createNotice } from './notice.service';
import { type OpsCommand, OpsUsageError } from '../../platform/ops/ops-command';

// The CLI runs without the routes that normally register the module's messages.
const noticeUsage = [
  'notice <partnerNo|all> <title> <content>  a notice to every account of a partner (or of all partners)',
];
const announceUsage = [
  'announce <title> <html>                  a platform announcement (HTML is sanitized)',
];

/** `notice`: the operator's message to a partner; it appears in the bell and on /ucenter/notice. */
export const noticeCommand: OpsCommand = {
  name: 'notice',
  usage: noticeUsage,
  run: async ({ db }, args) => {
    const [target, title, ...rest] = args;
    const content = rest.join(' ').trim();
    if (!target || !title?.trim() || !content) throw new OpsUsageError(noticeUsage);
    const reached = await createNotice(
      db,
      target === 'all' ? 'all' : { partnerNo: target },
      title.trim(),
      content,
    );
    return `notice sent to ${reached} partner(s)`;
  },
};

/** `announce`: an announcement every account must acknowledge once. */
export const announceCommand: OpsCommand = {
  name: 'announce',
  usage: announceUsage,
  run: async ({ db }, args) => {
    const [title, ...rest] = args;
    const html = rest.join(' ').trim();
    if (!title?.trim() || !html) throw new OpsUsageError(announceUsage);
    const announcement = await createAnnouncement(db, title, html);
    return `announcement ${announcement.id} published`;
  },
};
