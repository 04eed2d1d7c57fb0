import { describe, expect, it } from 'vitest';
import { type CandidateOrder, orderNosInRemark, rankSuggestions } from './suggestion-rank';

const order = (
  id: number,
  outstanding: string,
  customerName = '南京市玄武区教育局',
  days = 3,
): CandidateOrder => ({
  id,
  orderNo: `MALL2026112300${id}`,
  customerName,
  totalAmount: outstanding,
  outstandingAmount: outstanding,
  completedTime: new Date(Date.parse('2026-11-20T00:00:00Z') - days * 86_400_000),
});
const base = { payer: '南京市玄武区教育局', rest: '300.00', paidDate: '2026-11-20', remark: null };

describe('ranking the match suggestions', () => {
  it('reads order numbers out of a remark', () => {
    expect(orderNosInRemark('货款 MALL202611230001，MALL202611230002 谢谢')).toEqual([
      'MALL202611230001',
      'MALL202611230002',
    ]);
    expect(orderNosInRemark('十一月货款')).toEqual([]);
    expect(orderNosInRemark(null)).toEqual([]);
  });

  it('ranks an exact amount and a customer set adding up, by who paid, and says why', () => {
    const stranger = order(1, '300.00', '苏州市财政局', 40);
    const pair = [order(2, '100.00'), order(3, '200.00')];
    const ranked = rankSuggestions({
      ...base,
      exact: [stranger],
      inRemark: [],
      customers: [{ name: '南京市玄武区教育局', orders: [...pair, order(4, '77.00')] }],
    });
    // The payer's own orders adding up come before another customer's order of the same amount.
    expect(ranked[0]).toMatchObject({
      reasons: ['customerSet', 'payerName', 'dateClose'],
      total: '300.00',
      nameSimilarity: 1,
      daysApart: 3,
      automatic: false,
    });
    expect(ranked[0].orders.map((o) => o.orderId).sort()).toEqual([2, 3]);
    expect(ranked[1]).toMatchObject({ reasons: ['exactAmount'], total: '300.00', automatic: false });
    // Single orders of the customer come after, for a part match.
    expect(ranked.slice(2).every((s) => s.orders.length === 1 && !s.reasons.includes('exactAmount'))).toBe(
      true,
    );

    // The payer's own order of exactly the amount comes first.
    const own = order(9, '300.00');
    const withOwn = rankSuggestions({
      ...base,
      exact: [stranger, own],
      inRemark: [],
      customers: [{ name: '南京市玄武区教育局', orders: [own, ...pair] }],
    });
    expect(withOwn[0]).toMatchObject({ reasons: ['exactAmount', 'payerName', 'dateClose'] });
    expect(withOwn[0].orders[0].orderId).toBe(9);
  });

  it('is automatic only for an exact amount, the same customer and the order number in the remark', () => {
    const exact = order(5, '300.00');
    const remark = `货款 ${exact.orderNo}`;
    const automatic = rankSuggestions({ ...base, remark, exact: [exact], inRemark: [exact], customers: [] });
    expect(automatic[0]).toMatchObject({
      automatic: true,
      score: 100,
      reasons: ['exactAmount', 'orderNoInRemark', 'payerName', 'dateClose'],
    });
    // Another payer, another amount, no number in the remark: never automatic.
    expect(
      rankSuggestions({
        ...base,
        payer: '南京市鼓楼区教育局',
        remark,
        exact: [exact],
        inRemark: [exact],
        customers: [],
      })[0].automatic,
    ).toBe(false);
    expect(rankSuggestions({ ...base, exact: [exact], inRemark: [], customers: [] })[0].automatic).toBe(
      false,
    );
    const short = order(6, '299.00');
    const notExact = rankSuggestions({
      ...base,
      remark: `货款 ${short.orderNo}`,
      exact: [],
      inRemark: [short],
      customers: [],
    });
    expect(notExact[0]).toMatchObject({
      automatic: false,
      reasons: ['orderNoInRemark', 'payerName', 'dateClose'],
    });
  });

  it('suggests nothing for a payment fully matched', () => {
    expect(
      rankSuggestions({ ...base, rest: '0.00', exact: [order(1, '0.00')], inRemark: [], customers: [] }),
    ).toEqual([]);
  });
});
