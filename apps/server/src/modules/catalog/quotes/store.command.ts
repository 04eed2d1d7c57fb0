import { expireInvitations, inviteToQuote, listRecentInvitations } from './invitation.service';
import { approveQuote, listPendingQuotes, rejectQuote } from './quote.service';
import { partnerByNo, partnerSummaryOf } from '../../partner/partner.service';
import { notFound } from '../../../platform/errors';
import { addDays, localDayOf } from '../../../platform/local-time';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  'store invite <partnerNo> <channelId> <storeName> [--days 14] [--categories 1,2] [--message text]',
  '                                        a channel store invites the partner to quote (answer within the days)',
  'store invitations                       the latest invitations over all partners',
  'store expire                            expire the invitations past their deadline now',
  "store pending                           quotes awaiting the stores' confirmation, oldest first",
  'store approve <quoteId>                 the store confirms: 1 -> 2 (in effect)',
  'store reject <quoteId> <reason>         the store refuses: 1 -> 3, the partner sees the reason',
];

const INVITATION_STATES = ['awaiting', 'accepted', 'declined', 'expired'];

/** `--name value` options after the positional arguments. */
const optionsOf = (args: readonly string[]) => {
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    if (!args[i].startsWith('--') || args[i + 1] === undefined) throw new OpsUsageError(usage);
    options.set(args[i].slice(2), args[i + 1]);
  }
  return options;
};

const positiveInt = (text: string | undefined) => {
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value <= 0) throw new OpsUsageError(usage);
  return value;
};

/** `store ...`: channel stores' invitations to quote and their confirmation of quotes. */
export const storeCommand: OpsCommand = {
  name: 'store',
  usage,
  run: async ({ db, config }, args) => {
    const [action, ...rest] = args;
    const today = localDayOf(new Date(), config.timeZone);
    switch (action) {
      case 'invite': {
        const [partnerNo, channelArg, storeName, ...flags] = rest;
        if (!partnerNo || !storeName) throw new OpsUsageError(usage);
        const partner = await partnerByNo(db, partnerNo);
        if (!partner) throw notFound('partner.notFound', { partnerNo });
        const options = optionsOf(flags);
        const id = await inviteToQuote(
          db,
          {
            partnerId: partner.id,
            channelId: positiveInt(channelArg),
            storeName,
            categoryIds: (options.get('categories') ?? '')
              .split(',')
              .filter(Boolean)
              .map((id) => positiveInt(id)),
            message: options.get('message') ?? null,
            deadline: addDays(today, options.has('days') ? positiveInt(options.get('days')) : 14),
          },
          today,
        );
        return `invited: ${id}`;
      }
      case 'invitations': {
        const rows = await listRecentInvitations(db, 100);
        if (rows.length === 0) return 'no invitations';
        const lines = [];
        for (const row of rows) {
          const partner = await partnerSummaryOf(db, row.partnerId);
          lines.push(
            `${String(row.id).padEnd(8)} ${partner.partnerNo.padEnd(10)} ${row.channelName.padEnd(8)} ${row.deadline} ${INVITATION_STATES[row.state].padEnd(9)} ${row.storeName}`,
          );
        }
        return lines.join('\n');
      }
      case 'expire':
        return `expired: ${await expireInvitations(db, today)}`;
      case 'pending': {
        const rows = await listPendingQuotes(db, 100);
        if (rows.length === 0) return 'no pending quotes';
        const lines = [];
        for (const row of rows) {
          const partner = await partnerSummaryOf(db, row.partnerId);
          lines.push(
            `${String(row.id).padEnd(8)} ${partner.partnerNo.padEnd(10)} ${row.storeName.padEnd(16)} ${row.goodsName}`,
          );
        }
        return lines.join('\n');
      }
      case 'approve': {
        const id = positiveInt(rest[0]);
        await approveQuote(db, id);
        return `in effect: ${id}`;
      }
      case 'reject': {
        const id = positiveInt(rest[0]);
        await rejectQuote(db, id, rest.slice(1).join(' '));
        return `rejected: ${id}`;
      }
      default:
        throw new OpsUsageError(usage);
    }
  },
};
