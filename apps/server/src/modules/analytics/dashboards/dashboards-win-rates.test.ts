import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessTimeZone, localDayOf } from '../../../platform/local-time';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor } from '../../../test/fixtures';
import { givenOpenProject } from '../../inquiry/bidding/bidding.fixtures';
import { closeProjectNow, confirmAward, placeBid } from '../../inquiry/bidding/bidding.service';
import { awardInquiry } from '../../inquiry/inquiries/award.service';
import { type NewInquiry, receiveInquiries } from '../../inquiry/inquiries/inquiry.service';

let serial = 0;

/** An inquiry of a mall buyer received an hour ago: one line of paper. */
const inquiryOf = (partnerId: number): NewInquiry => {
  serial += 1;
  return {
    partnerId,
    channelId: 1,
    inquiryNo: `XJDASH${Date.now().toString(36).toUpperCase()}${serial}`,
    customerName: '南京市玄武区教育局',
    contactName: '王伟',
    contactPhone: '13800000000',
    regionCodes: ['320000', '320100', '320102'],
    address: '中山路1号',
    remark: null,
    deadline: new Date(Date.now() + 48 * 3_600_000),
    receivedTime: new Date(Date.now() - 3_600_000),
    items: [
      {
        goodsName: 'A4复印纸',
        spec: '70g 500张/包',
        brand: '得力',
        quantity: '10',
        unit: '箱',
        remark: null,
      },
    ],
  };
};

describe('the analysis page: quotation and bidding win rates', () => {
  let t: TestApp;
  let c: TestActor;
  let d: TestActor;

  const post = (actor: TestActor, url: string, payload: object) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload });
  const get = async (actor: TestActor, url: string) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}` })).json();

  /** Receives an inquiry and, unless `quote` is false, sends a quotation of its line. */
  const inquiry = async (actor: TestActor, quote = true) => {
    const [received] = await t.database.db.transaction((tx) =>
      receiveInquiries(tx, [inquiryOf(actor.partnerId)]),
    );
    if (quote) {
      const detail = (await get(actor, `quotation/detail?inquiryId=${received.id}`)).data;
      const sent = (
        await post(actor, 'quotation/send', {
          inquiryId: received.id,
          validUntil: '2099-12-31',
          deliveryDays: 3,
          freight: '0.00',
          taxRate: '0.13',
          lines: [{ itemId: detail.inquiry.items[0].id, unitPrice: '23.45', brand: '得力', model: '7401' }],
        })
      ).json();
      expect(sent.code, sent.msg).toBe('0000');
    }
    return received.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ a: c, b: d } = await givenTwoPartners(t.database.db));
    const { db } = t.database;
    // C: three inquiries, two quoted: one won, one lost. D: one quoted, not decided yet.
    await awardInquiry(db, c.partnerId, await inquiry(c), 'won');
    await awardInquiry(db, c.partnerId, await inquiry(c), 'lost');
    await inquiry(c, false);
    await inquiry(d);
    // Bidding: in the first project both bid and C wins; in the second only D bids and wins.
    const first = await givenOpenProject(db, [c.partnerId, d.partnerId]);
    await placeBid(db, c, { projectId: first.id, amount: '9000.00' });
    await placeBid(db, d, { projectId: first.id, amount: '9500.00' });
    await closeProjectNow(db, first.id);
    await confirmAward(db, c, first.id);
    const second = await givenOpenProject(db, [c.partnerId, d.partnerId]);
    await placeBid(db, d, { projectId: second.id, amount: '9900.00' });
    await closeProjectNow(db, second.id);
    await confirmAward(db, d, second.id);
  });
  afterAll(() => t.close());

  it('answers won of answered quotations and won of decided projects bid in, per partner', async () => {
    const today = localDayOf(new Date(), businessTimeZone());
    // From the day of two hours ago: the inquiries were received an hour ago, yesterday just after midnight.
    const from = localDayOf(new Date(Date.now() - 2 * 3_600_000), businessTimeZone());
    const rates = async (actor: TestActor) =>
      (
        await injectAs(t.app, actor, {
          method: 'GET',
          url: `/api/trade/dashboard/analysis/win-rates?dateFrom=${from}&dateTo=${today}`,
        })
      ).json().data;
    expect(await rates(c)).toEqual({
      quotation: { won: 1, decided: 2, percent: '50.00' },
      // The second project ended lost for C, but C did not bid in it.
      bidding: { won: 1, decided: 1, percent: '100.00' },
    });
    expect(await rates(d)).toEqual({
      quotation: { won: 0, decided: 1, percent: '0.00' },
      bidding: { won: 1, decided: 2, percent: '50.00' },
    });
  });
});
