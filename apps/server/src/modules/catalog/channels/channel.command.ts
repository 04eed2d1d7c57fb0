import { joinChannel, leaveChannel, listPartnerChannels } from './channel.service';
import { partnerByNo } from '../../partner/partner.service';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  'channel list <partnerNo>                the channels the partner has joined',
  'channel join <partnerNo> <channelId>    let the partner sell in the channel',
  "channel leave <partnerNo> <channelId>   end the partner's membership of the channel",
];

/** `channel ...`: which procurement channels a partner sells in (spec section 9 ids). */
export const channelCommand: OpsCommand = {
  name: 'channel',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, channelArg] = args;
    if (!partnerNo) throw new OpsUsageError(usage);
    const partner = await partnerByNo(db, partnerNo);
    if (!partner) throw notFound('partner.notFound', { partnerNo });
    if (action === 'list') {
      const joined = await listPartnerChannels(db, partner.id);
      return joined.length === 0
        ? 'no channels'
        : joined
            .map(
              (c) =>
                `${String(c.channelId).padEnd(4)} ${c.channelName} (fee ${c.feeRate}, ${c.confirmHours} h)`,
            )
            .join('\n');
    }
    const channelId = Number(channelArg);
    if (!Number.isSafeInteger(channelId) || channelId <= 0) throw new OpsUsageError(usage);
    switch (action) {
      case 'join':
        return `joined: ${partner.partnerNo} ${(await joinChannel(db, partner.id, channelId)).channelName}`;
      case 'leave':
        return `left: ${partner.partnerNo} ${(await leaveChannel(db, partner.id, channelId)).channelName}`;
      default:
        throw new OpsUsageError(usage);
    }
  },
};
