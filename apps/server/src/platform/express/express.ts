import { createHash } from 'node:crypto';

export type Trace = { time: Date; text: string };

/** Where a parcel is: the express provider's traces of one tracking number, oldest first. */
export type ExpressProvider = {
  trace: (
    shipment: { expressCode: string; trackingNo: string; shippedTime: Date },
    now: Date,
  ) => Promise<Trace[]>;
};

const HOUR = 60 * 60 * 1000;
const CITIES = [
  '南京',
  '上海',
  '杭州',
  '合肥',
  '武汉',
  '郑州',
  '济南',
  '天津',
  '北京',
  '广州',
  '深圳',
  '成都',
];

/**
 * The embedded mode's provider (no carrier is reachable): a parcel is picked up an hour after
 * shipping, passes two sorting centres chosen by its tracking number, and is delivered about a day
 * and a half later. A real carrier's API is another ExpressProvider.
 */
export const demoExpressProvider: ExpressProvider = {
  trace: async ({ trackingNo, shippedTime }, now) => {
    const digest = createHash('sha256').update(trackingNo).digest();
    const from = CITIES[digest[0] % CITIES.length];
    const via = CITIES[(digest[0] + 1 + (digest[1] % (CITIES.length - 1))) % CITIES.length];
    const steps: [number, string][] = [
      [1, `快件已由【${from}】网点揽收`],
      [6, `快件已到达【${from}转运中心】`],
      [14, `快件已发往【${via}转运中心】`],
      [26, `快件已到达【${via}转运中心】`],
      [32, '快件正在派送中，请保持电话畅通'],
      [36, '快件已签收，签收人：本人'],
    ];
    return steps
      .map(([hours, text]) => ({ time: new Date(shippedTime.getTime() + hours * HOUR), text }))
      .filter((trace) => trace.time <= now);
  },
};
