import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { inquiryPricePoints, inquiryPriceSummaries } from './inquiries.table';

/** inquiry_price_points.kind */
export const PricePointKind = { quoted: 2, won: 3 } as const;
export type PricePointKind = (typeof PricePointKind)[keyof typeof PricePointKind];

/** A priced quotation line that names one of the partner's SKUs. */
export type PricedSku = { skuId: number; goodsId: number; goodsName: string; spec: string; price: string };

const s = inquiryPriceSummaries;

/**
 * Records the prices a sent revision (quoted) or a won quotation (won) gave the partner's SKUs in
 * the inquiry's channel: a point each, and the SKU's summary (lowest, latest, counts) kept in the
 * same transaction.
 */
export const recordPrices = async (
  tx: DbOrTx,
  partnerId: number,
  inquiry: { id: number; inquiryNo: string; channelId: number },
  kind: PricePointKind,
  lines: readonly PricedSku[],
  time: Date,
): Promise<void> => {
  if (lines.length === 0) return;
  await tx.insert(inquiryPricePoints).values(
    lines.map((line) => ({
      partnerId,
      skuId: line.skuId,
      goodsId: line.goodsId,
      channelId: inquiry.channelId,
      kind,
      price: line.price,
      inquiryId: inquiry.id,
      inquiryNo: inquiry.inquiryNo,
      time,
    })),
  );
  // One summary row per SKU: the lowest of its lines, the last line's price as the latest.
  const perSku = new Map<number, { line: PricedSku; lowest: string; latest: string; count: number }>();
  for (const line of lines) {
    const seen = perSku.get(line.skuId);
    if (!seen) perSku.set(line.skuId, { line, lowest: line.price, latest: line.price, count: 1 });
    else {
      if (Number(line.price) < Number(seen.lowest)) seen.lowest = line.price;
      seen.latest = line.price;
      seen.count += 1;
    }
  }
  const quoted = kind === PricePointKind.quoted;
  const values = [...perSku.values()].map(({ line, lowest, latest, count }) => ({
    partnerId,
    skuId: line.skuId,
    channelId: inquiry.channelId,
    goodsId: line.goodsId,
    goodsName: line.goodsName,
    spec: line.spec,
    updatedTime: time,
    ...(quoted
      ? {
          lowestQuoted: lowest,
          lowestQuotedTime: time,
          latestQuoted: latest,
          latestQuotedTime: time,
          quotedCount: count,
        }
      : { lastWon: latest, lastWonTime: time, wonCount: count }),
  }));
  await tx
    .insert(s)
    .values(values)
    .onConflictDoUpdate({
      target: [s.partnerId, s.skuId, s.channelId],
      set: quoted
        ? {
            lowestQuotedTime: sql`case when ${s.lowestQuoted} is null or excluded.lowest_quoted < ${s.lowestQuoted}
              then excluded.lowest_quoted_time else ${s.lowestQuotedTime} end`,
            lowestQuoted: sql`case when ${s.lowestQuoted} is null or excluded.lowest_quoted < ${s.lowestQuoted}
              then excluded.lowest_quoted else ${s.lowestQuoted} end`,
            latestQuoted: sql`case when ${s.latestQuotedTime} is null or excluded.latest_quoted_time >= ${s.latestQuotedTime}
              then excluded.latest_quoted else ${s.latestQuoted} end`,
            latestQuotedTime: sql`greatest(${s.latestQuotedTime}, excluded.latest_quoted_time)`,
            quotedCount: sql`${s.quotedCount} + excluded.quoted_count`,
            goodsName: sql`excluded.goods_name`,
            spec: sql`excluded.spec`,
            updatedTime: sql`greatest(${s.updatedTime}, excluded.updated_time)`,
          }
        : {
            lastWon: sql`case when ${s.lastWonTime} is null or excluded.last_won_time >= ${s.lastWonTime}
              then excluded.last_won else ${s.lastWon} end`,
            lastWonTime: sql`greatest(${s.lastWonTime}, excluded.last_won_time)`,
            wonCount: sql`${s.wonCount} + excluded.won_count`,
            updatedTime: sql`greatest(${s.updatedTime}, excluded.updated_time)`,
          },
    });
};
