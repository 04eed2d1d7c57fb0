import Decimal from 'decimal.js';
import { isMoneyString } from '@portal/shared/money';
import { joinChannel, leaveChannel, listPartnerChannels, setChannelTolerance } from './channel.service';
import { partnerByNo } from '../../partner/partner.service';
import { notFound } from '../../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../../platform/ops/ops-command';

const usage = [
  'channel list <partnerNo>                the channels the partner has joined',
  'channel join <partnerNo> <channelId>    let the partner sell in the channel',
  "channel leave <partnerNo> <channelId>   end the partner's membership of the channel",
  'channel tolerance <channelId> <amount | percent%>',
  '                                        the difference a payment may leave on an order and still',
  "                                        close it: '5.00' yuan, or '0.5%' of the order amount",
];

/** '5', '5.00' -> an amount; '0.5%' -> a rate 0.005 (at most 4 decimals, at most 100%). */
const toleranceOf = (text: string | undefined): { amount: string } | { rate: string } => {
  const value = text?.trim() ?? '';
  if (value.endsWith('%')) {
    const percent = value.slice(0, -1).trim();
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent) || Number(percent) > 100) throw new OpsUsageError(usage);
    return { rate: new Decimal(percent).dividedBy(100).toFixed(4) };
  }
  if (!isMoneyString(value)) throw new OpsUsageError(usage);
  return { amount: new Decimal(value).toFixed(2) };
};

const channelIdOf = (text: string | undefined) => {
  const channelId = Number(text);
  if (!Number.isSafeInteger(channelId) || channelId <= 0) throw new OpsUsageError(usage);
  return channelId;
};

/** `channel ...`: which procurement channels a partner sells in (spec section 9 ids). */
export const channelCommand: OpsCommand = {
  name: 'channel',
  usage,
  run: async ({ db }, args) => {
    const [action, partnerNo, channelArg] = args;
    if (action === 'tolerance') {
      const terms = await setChannelTolerance(db, channelIdOf(args[1]), toleranceOf(args[2]));
      return `tolerance of channel ${terms.channelId}: ${terms.toleranceAmount} yuan or ${new Decimal(terms.toleranceRate).times(100).toString()}% of the order amount`;
    }
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
    const channelId = channelIdOf(channelArg);
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
