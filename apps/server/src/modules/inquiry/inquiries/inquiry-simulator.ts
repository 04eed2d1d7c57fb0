import { InquiryState } from '@portal/shared/contracts/inquiry';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { OpsUsageError } from '../../../platform/ops/ops-command';
import type { Simulator } from '../../../platform/ops/simulators';
import { listPartnerChannels } from '../../catalog/channels/channel.service';
import { type ShelfOffer, shelfOffers } from '../../catalog/listings/listing.service';
import {
  CUSTOMERS,
  districtsOf,
  GIVEN,
  pick,
  STREETS,
  SURNAMES,
  seededRandom,
} from '../../orders/order-simulator';
import { simulatedPartnerId } from '../../orders/simulate.command';
import { type AwardOutcome, awardInquiry } from './award.service';
import { inquiries } from './inquiries.table';
import { type NewInquiry, type NewInquiryItem, receiveInquiries } from './inquiry.service';

/** What channels' buyers ask prices for: office supplies and IT equipment (name, spec, brand, unit, most, usual price). */
export const INQUIRY_GOODS: readonly (readonly [string, string, string, string, number, string])[] = [
  ['A4复印纸', '70g 500张/包 8包/箱', '得力', '箱', 200, '139.00'],
  ['A4复印纸', '80g 500张/包 5包/箱', '晨光', '箱', 120, '118.00'],
  ['中性笔', '0.5mm 黑色 12支/盒', '晨光', '盒', 300, '18.50'],
  ['文件夹', 'A4 双强力夹 蓝色', '得力', '个', 500, '6.80'],
  ['档案盒', 'A4 75mm 牛皮纸', '齐心', '个', 800, '4.20'],
  ['订书机', '12号 可订20页', '得力', '台', 60, '12.80'],
  ['便签纸', '76×76mm 100张 4色', '3M', '本', 400, '5.60'],
  ['白板笔', '可擦 黑色 10支/盒', '晨光', '盒', 100, '15.90'],
  ['碎纸机', '4级保密 单次8张', '得力', '台', 10, '699.00'],
  ['计算器', '12位 太阳能双电源', '得力', '个', 80, '45.00'],
  ['笔记本电脑', '14英寸 i5/16G/512G SSD', '联想', '台', 40, '4899.00'],
  ['台式计算机', 'i7/16G/1T SSD/23.8英寸显示器', '戴尔', '台', 30, '5999.00'],
  ['激光打印机', 'A4 黑白 双面 网络', '惠普', '台', 20, '1899.00'],
  ['硒鼓', 'CF230A 1600页', '惠普', '个', 100, '329.00'],
  ['显示器', '23.8英寸 IPS 1080P', '戴尔', '台', 50, '899.00'],
  ['无线键鼠套装', 'MK275', '罗技', '套', 100, '99.00'],
  ['U盘', '64G USB3.2', '金士顿', '个', 200, '39.90'],
  ['移动硬盘', '2TB USB3.0', '西部数据', '个', 40, '459.00'],
  ['千兆路由器', '双频 Wi-Fi 6', '华为', '台', 20, '329.00'],
  ['交换机', '24口千兆 非网管', '华为', '台', 10, '799.00'],
  ['投影仪', '3LCD 4000流明', '爱普生', '台', 8, '5299.00'],
  ['A3彩色复印机', '30页/分钟 双面', '佳能', '台', 4, '28800.00'],
  ['办公椅', '人体工学 网布 可升降', '', '把', 60, '568.00'],
  ['墨盒', 'PG-845 黑色', '佳能', '个', 100, '89.00'],
];

/** The usual unit price of a goods the buyers ask for (the seed quotes around it). */
export const usualPriceOf = (goodsName: string, spec: string): string | undefined =>
  INQUIRY_GOODS.find(([name, s]) => name === goodsName && s === spec)?.[5];

const REMARKS = [
  '含税含运费报价',
  '请注明品牌型号',
  '需提供产品检测报告',
  '请注明供货周期',
  '可提供等同品牌',
];

/**
 * A realistic inquiry of a channel's buyer to a partner: a government or enterprise buyer, one to
 * five lines of office supplies or IT equipment (some of them goods the partner sells in the
 * channel), a deadline one to five days ahead.
 */
export const simulatedInquiry = (
  random: () => number,
  partnerId: number,
  channelId: number,
  offers: readonly ShelfOffer[],
  receivedTime: Date,
  /** Makes the number unique: the day and this. */
  serial: string,
): NewInquiry => {
  const lineCount = 1 + Math.floor(random() * 5);
  const items: NewInquiryItem[] = [];
  const names = new Set<string>();
  while (items.length < lineCount) {
    const offer = offers.length > 0 && random() < 0.4 ? pick(random, offers) : undefined;
    const [goodsName, spec, brand, unit, most] = offer
      ? [offer.goodsName, offer.spec, '', offer.unit, 50]
      : pick(random, INQUIRY_GOODS);
    if (names.has(goodsName + spec)) {
      if (names.size >= INQUIRY_GOODS.length) break;
      continue;
    }
    names.add(goodsName + spec);
    items.push({
      goodsName: goodsName.slice(0, 100),
      spec: spec.slice(0, 100),
      brand,
      quantity: String(1 + Math.floor(random() * most)),
      unit: unit.slice(0, 10),
      remark: random() < 0.15 ? '需原厂正品' : null,
    });
  }
  const district = pick(random, districtsOf());
  const day = receivedTime.toISOString().slice(0, 10).replaceAll('-', '');
  const hours = 24 * (1 + Math.floor(random() * 5)) + Math.floor(random() * 8);
  return {
    partnerId,
    channelId,
    inquiryNo: `XJ${day}${serial}`,
    customerName: pick(random, CUSTOMERS),
    contactName: pick(random, [...SURNAMES]) + pick(random, GIVEN),
    contactPhone: `1${pick(random, ['38', '39', '58', '59', '86', '87'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    regionCodes: district.codes,
    address: `${pick(random, STREETS)}${1 + Math.floor(random() * 300)}号`,
    remark: random() < 0.3 ? pick(random, REMARKS) : null,
    deadline: new Date(receivedTime.getTime() + hours * 60 * 60 * 1000),
    receivedTime,
    items,
  };
};

/** The (partner, channel) pairs inquiries go to, with the partner's offers there. */
export const targetsOf = async (db: DbOrTx, partnerId: number | undefined) => {
  const offers = await shelfOffers(db, partnerId);
  const targets = new Map<string, { partnerId: number; channelId: number; offers: ShelfOffer[] }>();
  for (const offer of offers) {
    const key = `${offer.partnerId}:${offer.channelId}`;
    const target = targets.get(key) ?? { partnerId: offer.partnerId, channelId: offer.channelId, offers: [] };
    target.offers.push(offer);
    targets.set(key, target);
  }
  if (targets.size === 0 && partnerId !== undefined) {
    for (const channel of await listPartnerChannels(db, partnerId))
      targets.set(`${partnerId}:${channel.channelId}`, {
        partnerId,
        channelId: channel.channelId,
        offers: [],
      });
  }
  return [...targets.values()];
};

let lastStamp = 0;

/**
 * The channel simulator's inquiries (`npm run ops -- simulate --inquiries N [--partner p]`): N
 * inquiries to partners in channels where they sell (or have joined), in batches of 100, each batch
 * in its own transaction.
 */
export const simulateInquiries = async (
  db: DbOrTx,
  options: { count: number; partnerId?: number; now?: Date; seed?: number },
): Promise<{ created: number; partners: number }> => {
  const targets = await targetsOf(db, options.partnerId);
  if (targets.length === 0) return { created: 0, partners: 0 };
  const random = seededRandom(options.seed ?? Date.now());
  const partners = new Set<number>();
  let created = 0;
  while (created < options.count) {
    const now = options.now ?? new Date();
    lastStamp = Math.max(now.getTime(), lastStamp + 1);
    const size = Math.min(100, options.count - created);
    const batch = Array.from({ length: size }, (_, i) => {
      const target = pick(random, targets);
      partners.add(target.partnerId);
      return simulatedInquiry(
        random,
        target.partnerId,
        target.channelId,
        target.offers,
        now,
        `${String(lastStamp).slice(-9)}${String(i).padStart(3, '0')}`,
      );
    });
    await db.transaction((tx) => receiveInquiries(tx, batch));
    created += size;
  }
  return { created, partners: partners.size };
};

/**
 * The buyers' decisions (`simulate --awards N`): up to N quoted inquiries (of the partner, or of
 * all), oldest deadline first, each won or lost at random (about one in two won).
 */
export const simulateAwards = async (
  db: DbOrTx,
  options: { count: number; partnerId?: number; seed?: number },
): Promise<{ won: number; lost: number }> => {
  const random = seededRandom(options.seed ?? Date.now());
  const quoted = await db
    .select({ partnerId: inquiries.partnerId, id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        options.partnerId === undefined ? undefined : eq(inquiries.partnerId, options.partnerId),
        eq(inquiries.state, InquiryState.quoted),
        lt(inquiries.receivedTime, new Date()),
      ),
    )
    .orderBy(asc(inquiries.deadline))
    .limit(options.count);
  const done = { won: 0, lost: 0 };
  for (const row of quoted) {
    const outcome: AwardOutcome = random() < 0.5 ? 'won' : 'lost';
    await awardInquiry(db, row.partnerId, row.id, outcome);
    done[outcome] += 1;
  }
  return done;
};

const inquiriesUsage = [
  'simulate --inquiries <N> [--partner <partnerNo>]',
  "                                        channels' buyers send N inquiries (all partners, or one)",
];
const awardsUsage = [
  'simulate --awards <N> [--partner <partnerNo>]',
  '                                        buyers decide N quoted inquiries: won (an order) or lost',
];

/** `simulate --inquiries N`. */
export const inquiriesSimulator: Simulator = {
  option: 'inquiries',
  usage: inquiriesUsage,
  run: async (context, count, options) => {
    if (count > 100_000) throw new OpsUsageError(inquiriesUsage);
    const partnerId = await simulatedPartnerId(context, options);
    const { created, partners } = await simulateInquiries(context.db, { count, partnerId });
    return created === 0
      ? 'no partner in a channel: no inquiry sent'
      : `inquiries: ${created} for ${partners} partner(s)`;
  },
};

/** `simulate --awards N`. */
export const awardsSimulator: Simulator = {
  option: 'awards',
  usage: awardsUsage,
  run: async (context, count, options) => {
    const partnerId = await simulatedPartnerId(context, options);
    const { won, lost } = await simulateAwards(context.db, { count, partnerId });
    return `awards: ${won} won, ${lost} lost`;
  },
};
