import { brandCommand } from './brand.command';
import { channelCommand } from './channel.command';
import type { OpsCommand } from './command';
import { goodsCommand } from './goods.command';
import { listingCommand } from './listing.command';
import { announceCommand, noticeCommand } from './notice.command';
import { partnerCommand } from './partner.command';
import { orderCommand } from './order.command';
import { simulateCommand } from './simulate.command';
import { smsCommand } from './sms.command';
import { storeCommand } from './store.command';

/** Every ops command. A new one is a file beside this one and a line here. */
export const OPS_COMMANDS: readonly OpsCommand[] = [
  partnerCommand,
  smsCommand,
  noticeCommand,
  announceCommand,
  channelCommand,
  brandCommand,
  goodsCommand,
  listingCommand,
  storeCommand,
  orderCommand,
  simulateCommand,
];

export const opsCommandOf = (name: string): OpsCommand | undefined =>
  OPS_COMMANDS.find((command) => command.name === name);
