import { notFound } from '../../platform/errors';
import { type OpsCommand, type OpsContext, OpsUsageError } from '../../platform/ops/ops-command';
import { registeredSimulators, type Simulator } from '../../platform/ops/simulators';
import { partnerByNo } from '../partner/partner.service';
import { simulateOrders } from './order-simulator';

/** The partner of `--partner <partnerNo>`, when given. */
export const simulatedPartnerId = async (
  context: OpsContext,
  options: ReadonlyMap<string, string>,
): Promise<number | undefined> => {
  const partnerNo = options.get('partner');
  if (!partnerNo) return undefined;
  const partner = await partnerByNo(context.db, partnerNo);
  if (!partner) throw notFound('partner.notFound', { partnerNo });
  return partner.id;
};

const ordersUsage = [
  'simulate --orders <N> [--rate <per second, default 10>] [--partner <partnerNo>]',
  '                                        channels send N orders for goods on shelf (all partners, or one)',
];

/** `simulate --orders N`: channels' orders for goods on shelf. */
export const ordersSimulator: Simulator = {
  option: 'orders',
  usage: ordersUsage,
  run: async (context, count, options) => {
    const rate = Number(options.get('rate') ?? '10');
    if (!(rate > 0)) throw new OpsUsageError(ordersUsage);
    const partnerId = await simulatedPartnerId(context, options);
    const { created, partners } = await simulateOrders(context.db, { orders: count, rate, partnerId });
    return created === 0
      ? 'no goods on shelf: nothing to order'
      : `orders: ${created} for ${partners} partner(s)`;
  },
};

/**
 * `simulate ...`: the channel simulator feeding the running system. Each module registers its
 * kinds (`simulators` in its manifest: orders here, inquiries in the inquiry module); every kind
 * whose option is given runs, in the modules' order.
 */
export const simulateCommand: OpsCommand = {
  name: 'simulate',
  get usage() {
    return registeredSimulators().flatMap((simulator) => simulator.usage);
  },
  run: async (context, args) => {
    const usage = simulateCommand.usage;
    const options = new Map<string, string>();
    for (let i = 0; i < args.length; i += 2) {
      if (!args[i]?.startsWith('--') || args[i + 1] === undefined) throw new OpsUsageError(usage);
      options.set(args[i].slice(2), args[i + 1]);
    }
    const chosen = registeredSimulators().filter((simulator) => options.has(simulator.option));
    if (chosen.length === 0) throw new OpsUsageError(usage);
    const done: string[] = [];
    for (const simulator of chosen) {
      const count = Number(options.get(simulator.option));
      if (!Number.isSafeInteger(count) || count <= 0 || count > 1_000_000) throw new OpsUsageError(usage);
      done.push(await simulator.run(context, count, options));
    }
    return done.join('\n');
  },
};
