import { OrderSource, OrderState } from '@portal/shared/contracts/orders';
import type { DbOrTx } from '../../db/client';
import { type ShelfOffer, shelfOffers } from '../catalog/listings/listing.service';
import { nationalRegions } from '../communal/region-data';
import { insertOrders, type NewOrder } from './order-intake.service';

export const CUSTOMERS = [
  '南京市玄武区教育局',
  '江苏省人民医院',
  '苏州市财政局',
  '无锡市公安局梁溪分局',
  '深圳市南山区人民政府办公室',
  '深圳市第二人民医院',
  '上海市徐汇区市场监督管理局',
  '杭州市西湖区税务局',
  '合肥市第一中学',
  '北京市海淀区图书馆',
  '国网江苏省电力有限公司南京供电分公司',
  '中国石化销售股份有限公司江苏石油分公司',
  '南京大学后勤服务集团',
  '常州市自然资源和规划局',
  '徐州市中心医院',
  '扬州市档案馆',
];
export const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
export const GIVEN = [
  '伟',
  '芳',
  '娜',
  '敏',
  '静',
  '磊',
  '强',
  '洋',
  '艳',
  '勇',
  '军',
  '杰',
  '娟',
  '涛',
  '明',
  '超',
  '秀英',
  '建华',
  '志强',
  '海燕',
];
export const STREETS = [
  '中山路',
  '北京东路',
  '长江路',
  '建设大道',
  '人民路',
  '解放路',
  '和平街',
  '新华路',
  '文化路',
  '科技园路',
];

/** A seeded pseudo-random source (mulberry32): the seed data is the same on every machine. */
export const seededRandom = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const pick = <T>(random: () => number, from: readonly T[]): T =>
  from[Math.floor(random() * from.length)];

/** Districts of the national tree (level 3), loaded once. */
let districts: { codes: string[]; name: string }[] | undefined;
export const districtsOf = () => {
  if (districts) return districts;
  const { byId, childrenOf } = nationalRegions();
  districts = [];
  for (const province of childrenOf.get(0) ?? []) {
    for (const city of childrenOf.get(province.id) ?? []) {
      for (const district of (childrenOf.get(city.id) ?? []).slice(0, 4)) {
        districts.push({
          codes: [String(province.id), String(city.id), String(district.id)],
          name: [province.name, byId.get(city.id)?.name ?? '', district.name].join(' '),
        });
      }
    }
  }
  return districts;
};

/**
 * A realistic channel order for offers of one partner in one channel: a government or enterprise
 * buyer, a receiver somewhere in China, one to three lines, sometimes freight. One in twenty
 * channels' orders first waits for the buyer's own approval.
 */
export const simulatedOrder = (
  random: () => number,
  offers: readonly ShelfOffer[],
  orderTime: Date,
  /** Makes the order number unique: the channel's code, the day and this. */
  serial: string,
): NewOrder => {
  const first = pick(random, offers);
  const sameChannel = offers.filter(
    (o) => o.partnerId === first.partnerId && o.channelId === first.channelId,
  );
  const lines = new Map<number, ShelfOffer>();
  const lineCount = 1 + Math.floor(random() * Math.min(3, sameChannel.length));
  lines.set(first.skuId, first);
  while (lines.size < lineCount) {
    const next = pick(random, sameChannel);
    lines.set(next.skuId, next);
  }
  const district = pick(random, districtsOf());
  const awaitingBuyer = random() < 0.05;
  const day = orderTime.toISOString().slice(0, 10).replaceAll('-', '');
  return {
    partnerId: first.partnerId,
    source: OrderSource.channel,
    channelId: first.channelId,
    orderNo: `${first.channelCode.toUpperCase()}${day}${serial}`,
    customerName: pick(random, CUSTOMERS),
    receiverName: pick(random, [...SURNAMES]) + pick(random, GIVEN),
    receiverPhone: `1${pick(random, ['38', '39', '58', '59', '86', '87'])}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
    regionCodes: district.codes,
    regionName: district.name,
    address: `${pick(random, STREETS)}${1 + Math.floor(random() * 300)}号`,
    freight: random() < 0.7 ? '0' : pick(random, ['8.00', '12.00', '15.00', '20.00']),
    orderTime,
    state: awaitingBuyer ? OrderState.awaitingBuyer : OrderState.awaitingConfirmation,
    confirmDeadline: awaitingBuyer
      ? null
      : new Date(orderTime.getTime() + first.confirmHours * 60 * 60 * 1000),
    contractRequired: false,
    remark:
      random() < 0.2
        ? pick(random, ['请工作日送货', '送货前请电话联系', '请开具增值税专用发票', '需随货附检测报告'])
        : null,
    createdBy: null,
    items: [...lines.values()].map((offer) => ({
      goodsId: offer.goodsId,
      skuId: offer.skuId,
      goodsName: offer.goodsName,
      spec: offer.spec,
      unit: offer.unit,
      quantity: String(1 + Math.floor(random() * (random() < 0.1 ? 200 : 20))),
      unitPrice: offer.price,
    })),
  };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The channel simulator (`npm run ops -- simulate --orders N --rate R`): N orders for listed goods
 * of the partner (or of every partner), R per second, each batch in its own transaction.
 */
export const simulateOrders = async (
  db: DbOrTx,
  options: { orders: number; rate: number; partnerId?: number },
): Promise<{ created: number; partners: number }> => {
  const offers = await shelfOffers(db, options.partnerId);
  if (offers.length === 0) return { created: 0, partners: 0 };
  const random = seededRandom(Date.now());
  const perBatch = Math.max(1, Math.min(500, Math.round(options.rate)));
  const partners = new Set<number>();
  let created = 0;
  let stamp = 0;
  while (created < options.orders) {
    const started = Date.now();
    // A strictly rising stamp per batch and the position in it keep order numbers unique.
    stamp = Math.max(started, stamp + 1);
    const size = Math.min(perBatch, options.orders - created);
    const batch = Array.from({ length: size }, (_, i) =>
      simulatedOrder(random, offers, new Date(), `${String(stamp).slice(-9)}${String(i).padStart(3, '0')}`),
    );
    await db.transaction((tx) => insertOrders(tx, batch));
    for (const order of batch) partners.add(order.partnerId);
    created += size;
    if (created < options.orders)
      await sleep(Math.max(0, (size / options.rate) * 1000 - (Date.now() - started)));
  }
  return { created, partners: partners.size };
};
