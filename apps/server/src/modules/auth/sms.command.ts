import { listOutbox } from '../../platform/sms/sender';
import { type OpsCommand, OpsUsageError } from '../../platform/ops/ops-command';

const usage = ['sms [count]                             the SMS outbox, newest first (default 20)'];

/** `sms`: what the default sender "sent" (registration and forgotten-password codes). */
export const smsCommand: OpsCommand = {
  name: 'sms',
  usage,
  run: async ({ db }, args) => {
    const count = args[0] === undefined ? 20 : Number(args[0]);
    if (!Number.isInteger(count) || count < 1 || count > 500) throw new OpsUsageError(usage);
    const messages = await listOutbox(db, count);
    if (messages.length === 0) return 'the SMS outbox is empty';
    return messages
      .map((m) => `${new Date(m.createdAt).toISOString()}  ${m.mobile}  [${m.scene}]  ${m.text}`)
      .join('\n');
  },
};
