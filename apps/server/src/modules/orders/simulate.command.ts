import { simulateOrders } from './order-simulator';
import { partnerByNo } from '../partner/partner.service';
import { notFound } from '../../platform/errors';
import { type OpsCommand, OpsUsageError } from '../../platform/ops/ops-command';

const usage = [
  'simulate --orders <N> [--rate <per second, default 10>] [--partner <partnerNo>]',
  '                                        channels send N orders for goods on shelf (all partners, or one)',
];

/** `simulate ...`: the channel simulator feeding orders into the running system. */
export const simulateCommand: OpsCommand = {
  name: 'simulate',
  usage,
  run: async ({ db }, args) => {
    const options = new Map<string, string>();
    for (let i = 0; i < args.length; i += 2) {
      if (!args[i]?.startsWith('--') || args[i + 1] === undefined) throw new OpsUsageError(usage);
      options.set(args[i].slice(2), args[i + 1]);
    }
    const count = Number(options.get('orders'));
    const rate = Number(options.get('rate') ?? '10');
    if (!Number.isSafeInteger(count) || count <= 0 || count > 1_000_000 || !(rate > 0))
      throw new OpsUsageError(usage);
    let partnerId: number | undefined;
    const partnerNo = options.get('partner');
    if (partnerNo) {
      const partner = await partnerByNo(db, partnerNo);
      if (!partner) throw notFound('partner.notFound', { partnerNo });
      partnerId = partner.id;
    }
    const { created, partners } = await simulateOrders(db, { orders: count, rate, partnerId });
    return created === 0
      ? 'no goods on shelf: nothing to order'
      : `orders: ${created} for ${partners} partner(s)`;
  },
};
