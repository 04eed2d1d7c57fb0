import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { jobs } from '../../../platform/jobs/jobs.table';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { exportAs, readXlsxRows } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
  uploadAs,
} from '../../../test/fixtures';
import { catalogSetup, MALL } from '../../catalog/goods/goods.fixtures';
import { TINY_PDF } from '../../communal/upload.fixtures';
import { xlsxOf } from '../../../test/xlsx';
import { orderItems, orders } from '../../orders/orders.table';
import { notices } from '../../partner/notice.table';
import { partnerSummaryOf } from '../../partner/partner.service';
import { givenScmGoods, givenSupplier } from '../../scm/scm.fixtures';
import { awardInquiry } from './award.service';
import { inquiries } from './inquiries.table';
import { inquiryDeadlineJob } from './inquiry.jobs';
import { closeAtDeadline, type NewInquiry, receiveInquiries } from './inquiry.service';

type Lang = 'zh-CN' | 'en';
const HOUR = 60 * 60 * 1000;
let serial = 0;

/** An inquiry of a buyer in the mall: A4 paper x10, pens x3 (2.5 boxes), a shredder x1. */
const newInquiry = (partnerId: number, options: { deadline?: Date; received?: Date } = {}): NewInquiry => {
  serial += 1;
  const received = options.received ?? new Date(Date.now() - HOUR);
  return {
    partnerId,
    channelId: MALL,
    inquiryNo: `XJTEST${String(serial).padStart(6, '0')}`,
    customerName: '南京市玄武区教育局',
    contactName: '王伟',
    contactPhone: '13800000000',
    regionCodes: ['320000', '320100', '320102'],
    address: '中山路1号',
    remark: null,
    deadline: options.deadline ?? new Date(Date.now() + 48 * HOUR),
    receivedTime: received,
    items: [
      {
        goodsName: 'A4复印纸',
        spec: '70g 500张/包',
        brand: '得力',
        quantity: '10',
        unit: '箱',
        remark: null,
      },
      { goodsName: '中性笔', spec: '0.5mm 黑色', brand: '晨光', quantity: '2.5', unit: '盒', remark: null },
      { goodsName: '碎纸机', spec: '4级保密', brand: '', quantity: '1', unit: '台', remark: '需原厂' },
    ],
  };
};

describe('inquiries and quotations', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;

  const post = (actor: Pick<TestActor, 'token'>, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, { method: 'POST', url: `/api/goods/${url}`, payload: payload as object, lang });
  const get = async (actor: Pick<TestActor, 'token'>, url: string, lang?: Lang) =>
    (await injectAs(t.app, actor, { method: 'GET', url: `/api/goods/${url}`, lang })).json();
  const receive = async (inquiry: NewInquiry) =>
    (await t.database.db.transaction((tx) => receiveInquiries(tx, [inquiry])))[0];
  const detail = async (actor: TestActor, inquiryId: number) =>
    (await get(actor, `quotation/detail?inquiryId=${inquiryId}`, 'en')).data;
  const itemIds = async (actor: TestActor, inquiryId: number): Promise<number[]> =>
    (await detail(actor, inquiryId)).inquiry.items.map((item: { id: number }) => item.id);
  const ops = (name: string, ...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, name, args);

  /** A complete quotation: paper 23.45, pens 19.99, the shredder cannot be supplied; freight 15. */
  const quotationOf = (inquiryId: number, items: number[], extra: Record<string, unknown> = {}) => ({
    inquiryId,
    validUntil: '2099-12-31',
    deliveryDays: 3,
    freight: '15.00',
    taxRate: '0.13',
    supplierQuoteNo: 'BJ-001',
    lines: [
      { itemId: items[0], unitPrice: '23.45', brand: '得力', model: '7401' },
      { itemId: items[1], unitPrice: '19.99', brand: '晨光', model: 'GP-1280' },
      { itemId: items[2], cannotSupply: true },
    ],
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('receives an inquiry: counted, listed, noticed, a deadline job queued; invisible to another partner', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const counts = await get(a, 'inquiry/state/counts');
    expect(counts.data).toMatchObject({ '1': 1, '2': 0, partlyQuoted: 0 });
    const page = (await post(a, 'inquiry/page', { current: 1, size: 10 })).json();
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      inquiryNo: inquiry.inquiryNo,
      state: 1,
      lineCount: 3,
      coverage: 'none',
      quotable: true,
      quotationState: null,
      firstItemName: 'A4复印纸',
    });
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'inquiry.deadline'), eq(jobs.partnerId, a.partnerId)));
    expect(job.payload).toEqual({ inquiryId: inquiry.id });
    expect(job.runAfter?.getTime()).toBe(inquiry.deadline.getTime());
    const [notice] = await t.database.db.select().from(notices).where(eq(notices.partnerId, a.partnerId));
    expect(notice.title).toContain(inquiry.inquiryNo);

    expect((await post(b, 'inquiry/page', { current: 1, size: 10 })).json().total).toBe(0);
    expect((await get(b, `inquiry/detail?id=${inquiry.id}`)).code).toBe('1111');
    expect((await get(b, `quotation/detail?inquiryId=${inquiry.id}`)).code).toBe('1111');
    const items = await itemIds(a, inquiry.id);
    const foreign = (await post(b, 'quotation/send', quotationOf(inquiry.id, items))).json();
    expect(foreign.code).toBe('1111');
    expect((await detail(a, inquiry.id)).quotation).toBeNull();
    // Keyword on a line's goods name, channel and day filters.
    expect((await post(a, 'inquiry/page', { current: 1, size: 10, keyword: '碎纸' })).json().total).toBe(1);
    expect((await post(a, 'inquiry/page', { current: 1, size: 10, channelId: 3 })).json().total).toBe(0);
    expect(
      (
        await post(a, 'inquiry/page', {
          current: 1,
          size: 10,
          deadlineFrom: '2000-01-01',
          deadlineTo: '2000-01-02',
        })
      ).json().total,
    ).toBe(0);
  });

  it('saves a draft in part, refuses an incomplete send, sends and revises with every revision kept', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    const draft = (
      await post(
        a,
        'quotation/save',
        {
          inquiryId: inquiry.id,
          lines: [{ itemId: items[0], unitPrice: '23.45' }],
        },
        'en',
      )
    ).json();
    expect(draft.code, draft.msg).toBe('0000');
    expect(draft.data.quotation).toMatchObject({ state: 1, revision: 0, draftPending: true });
    expect(draft.data.quotation.head).toMatchObject({
      itemsAmount: '234.50',
      totalAmount: '234.50',
      quotedLines: 1,
    });
    expect(draft.data.inquiry).toMatchObject({ state: 1, coverage: 'partly', quotationState: 1 });
    const partly = (await post(a, 'inquiry/page', { current: 1, size: 10, partlyQuoted: true })).json();
    expect(partly.data.map((row: { id: number }) => row.id)).toContain(inquiry.id);
    expect((await get(a, 'inquiry/state/counts')).data.partlyQuoted).toBeGreaterThanOrEqual(1);
    expect((await get(a, 'quotation/state/counts')).data['1']).toBeGreaterThanOrEqual(1);

    const incomplete = (
      await post(
        a,
        'quotation/send',
        { ...quotationOf(inquiry.id, items), lines: [{ itemId: items[0], unitPrice: '1' }] },
        'en',
      )
    ).json();
    expect(incomplete).toMatchObject({
      code: '1111',
      msg: 'Line 2 is not answered: give a unit price or mark it "cannot supply"',
    });

    const sent = (await post(a, 'quotation/send', quotationOf(inquiry.id, items), 'en')).json();
    expect(sent.code, sent.msg).toBe('0000');
    expect(sent.msg).toBe('The quotation is sent');
    expect(sent.data.quotation).toMatchObject({ state: 2, revision: 1, draftPending: false });
    // 10 x 23.45 + 2.5 x 19.99 (49.975 -> 49.98) = 284.48; + freight 15.00.
    expect(sent.data.quotation.head).toMatchObject({
      itemsAmount: '284.48',
      totalAmount: '299.48',
      quotedLines: 2,
      declinedLines: 1,
    });
    expect(sent.data.quotation.lines.map((l: { amount: string | null }) => l.amount)).toEqual([
      '234.50',
      '49.98',
      null,
    ]);
    expect(sent.data.inquiry).toMatchObject({
      state: 2,
      coverage: 'partly',
      quotedAmount: '299.48',
      revision: 1,
    });

    // A draft after a send, then the revision: the first stays readable as sent.
    const redraft = (
      await post(a, 'quotation/save', quotationOf(inquiry.id, items, { freight: '0' }))
    ).json();
    expect(redraft.data.quotation).toMatchObject({ state: 2, revision: 1, draftPending: true });
    const discarded = (await post(a, 'quotation/draft/discard', { inquiryId: inquiry.id })).json();
    expect(discarded.data.quotation).toMatchObject({ revision: 1, draftPending: false });
    expect(discarded.data.quotation.head.totalAmount).toBe('299.48');
    const revised = (
      await post(a, 'quotation/send', {
        ...quotationOf(inquiry.id, items),
        lines: [
          { itemId: items[0], unitPrice: '22.80' },
          { itemId: items[1], unitPrice: '19.50' },
          { itemId: items[2], unitPrice: '1299.00' },
        ],
      })
    ).json();
    expect(revised.code, revised.msg).toBe('0000');
    expect(revised.data.quotation.revision).toBe(2);
    // 228.00 + 48.75 + 1299.00 + 15.00
    expect(revised.data.quotation.head.totalAmount).toBe('1590.75');
    expect(revised.data.inquiry.coverage).toBe('full');
    const revisions = await get(a, `quotation/revisions?inquiryId=${inquiry.id}`);
    expect(
      revisions.data.map((r: { revision: number; totalAmount: string }) => [r.revision, r.totalAmount]),
    ).toEqual([
      [2, '1590.75'],
      [1, '299.48'],
    ]);
    const first = await get(a, `quotation/revision?inquiryId=${inquiry.id}&revision=1`);
    expect(first.data.lines.map((l: { unitPrice: string | null }) => l.unitPrice)).toEqual([
      '23.45',
      '19.99',
      null,
    ]);
    expect(first.data.lines[2].cannotSupply).toBe(true);
    expect((await get(b, `quotation/revision?inquiryId=${inquiry.id}&revision=1`)).code).toBe('1111');
    expect((await get(b, `quotation/revisions?inquiryId=${inquiry.id}`)).code).toBe('1111');

    const list = (await post(a, 'quotation/page', { current: 1, size: 10, state: 2 })).json();
    expect(list.data.find((row: { inquiryId: number }) => row.inquiryId === inquiry.id)).toMatchObject({
      revision: 2,
      totalAmount: '1590.75',
      supplierQuoteNo: 'BJ-001',
    });
    expect((await post(b, 'quotation/page', { current: 1, size: 10 })).json().total).toBe(0);
  });

  it('two sends at once make two revisions, one after the other, none lost', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    const answers = await Promise.all(
      ['1.00', '2.00', '3.00'].map((price) =>
        post(a, 'quotation/send', {
          ...quotationOf(inquiry.id, items),
          lines: items.map((itemId) => ({ itemId, unitPrice: price })),
        }),
      ),
    );
    expect(answers.map((answer) => answer.json().code)).toEqual(['0000', '0000', '0000']);
    const revisions = await get(a, `quotation/revisions?inquiryId=${inquiry.id}`);
    expect(revisions.data.map((r: { revision: number }) => r.revision)).toEqual([3, 2, 1]);
    expect(new Set(revisions.data.map((r: { totalAmount: string }) => r.totalAmount)).size).toBe(3);
  });

  it('refuses quoting after the deadline, and the deadline job expires an inquiry not quoted (idempotent)', async () => {
    const past = await receive(
      newInquiry(a.partnerId, {
        received: new Date(Date.now() - 3 * HOUR),
        deadline: new Date(Date.now() - HOUR),
      }),
    );
    const items = await itemIds(a, past.id);
    const late = (await post(a, 'quotation/send', quotationOf(past.id, items), 'en')).json();
    expect(late).toMatchObject({
      code: '1111',
      msg: 'The deadline has passed: the quotation can no longer be sent or revised',
    });
    expect((await post(a, 'quotation/save', quotationOf(past.id, items), 'zh-CN')).json().msg).toBe(
      '已过报价截止时间，不能再报价或修改报价',
    );
    const before = (await get(a, 'inquiry/state/counts')).data;
    await inquiryDeadlineJob.handler.run(
      {
        id: 1,
        partnerId: a.partnerId,
        kind: 'inquiry.deadline',
        payload: { inquiryId: past.id } as never,
        attempts: 1,
      },
      { db: t.database.db } as never,
    );
    const after = (await get(a, 'inquiry/state/counts')).data;
    expect(after['1']).toBe(before['1'] - 1);
    expect(after['3']).toBe(before['3'] + 1);
    expect((await get(a, `inquiry/detail?id=${past.id}`)).data).toMatchObject({ state: 3, quotable: false });
    expect(await closeAtDeadline(t.database.db, a.partnerId, past.id, new Date())).toBe('none');
    expect((await get(a, 'inquiry/state/counts')).data).toEqual(after);
    expect((await post(a, 'quotation/send', quotationOf(past.id, items), 'en')).json().msg).toBe(
      'The inquiry has expired or been awarded: it takes no quotation any more',
    );
    // Another partner's job runs on nothing.
    expect(await closeAtDeadline(t.database.db, b.partnerId, past.id, new Date())).toBe('none');
    // A job run before the deadline (a server whose clock is behind) changes nothing and is retried.
    const open = await receive(newInquiry(a.partnerId));
    await expect(
      inquiryDeadlineJob.handler.run(
        {
          id: 2,
          partnerId: a.partnerId,
          kind: 'inquiry.deadline',
          payload: { inquiryId: open.id } as never,
          attempts: 1,
        },
        { db: t.database.db } as never,
      ),
    ).rejects.toThrow('deadline not reached');
    expect((await get(a, `inquiry/detail?id=${open.id}`)).data).toMatchObject({ state: 1, quotable: true });
  });

  it('a won quotation becomes an order at the quoted prices; a lost one closes; both noticed', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    expect((await post(a, 'quotation/send', quotationOf(inquiry.id, items))).json().code).toBe('0000');
    // The award refuses an inquiry not quoted, and another partner's.
    const other = await receive(newInquiry(a.partnerId));
    await expect(awardInquiry(t.database.db, a.partnerId, other.id, 'won')).rejects.toThrow();
    await expect(awardInquiry(t.database.db, b.partnerId, inquiry.id, 'won')).rejects.toThrow();

    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    const won = await ops('inquiry', 'award', partnerNo, inquiry.inquiryNo, 'won');
    expect(won.ok, won.output).toBe(true);
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, a.partnerId), eq(orders.orderNo, inquiry.inquiryNo)));
    expect(order).toMatchObject({
      channelId: MALL,
      state: 2,
      customerName: '南京市玄武区教育局',
      receiverName: '王伟',
      itemsAmount: '284.48',
      freight: '15.00',
      totalAmount: '299.48',
      itemCount: 2,
    });
    const lines = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.partnerId, a.partnerId), eq(orderItems.orderId, order.id)));
    expect(lines.map((l) => [l.goodsName, l.quantity, l.unitPrice, l.amount]).sort()).toEqual([
      ['A4复印纸', '10.000', '23.45', '234.50'],
      ['中性笔', '2.500', '19.99', '49.98'],
    ]);
    const shown = (await get(a, `quotation/detail?inquiryId=${inquiry.id}`)).data;
    expect(shown.inquiry).toMatchObject({
      state: 4,
      orderId: order.id,
      orderNo: order.orderNo,
      quotable: false,
    });
    expect(shown.quotation.state).toBe(3);
    const again = (await post(a, 'quotation/send', quotationOf(inquiry.id, items), 'en')).json();
    expect(again.code).toBe('1111');
    expect((await ops('inquiry', 'award', partnerNo, inquiry.inquiryNo, 'lost')).ok).toBe(false);

    expect(
      (await post(a, 'quotation/send', quotationOf(other.id, await itemIds(a, other.id)))).json().code,
    ).toBe('0000');
    expect((await ops('inquiry', 'award', partnerNo, String(other.id), 'lost')).output).toBe(
      `${other.inquiryNo} lost`,
    );
    expect((await get(a, `inquiry/detail?id=${other.id}`)).data).toMatchObject({ state: 5, orderNo: null });
    const titles = (await t.database.db.select().from(notices).where(eq(notices.partnerId, a.partnerId))).map(
      (n) => n.title,
    );
    expect(titles).toContain(`报价中标：${inquiry.inquiryNo}`);
    expect(titles).toContain(`报价未中标：${other.inquiryNo}`);
    const tabs = (await get(a, 'quotation/state/counts')).data;
    expect(tabs['3']).toBe(1);
    expect(tabs['4']).toBe(1);
  });

  it('validates prices, quantities, line counts, SKUs and attachments of the partner only', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    const bad = async (payload: unknown) => (await post(a, 'quotation/send', payload, 'en')).json();
    const badPrice = await bad({
      ...quotationOf(inquiry.id, items),
      lines: [{ itemId: items[0], unitPrice: '-1' }],
    });
    expect(badPrice.code).toBe('1111');
    const zero = await bad({
      ...quotationOf(inquiry.id, items),
      lines: [{ itemId: items[0], unitPrice: '0' }],
    });
    expect(zero.msg).toContain('above zero');
    const both = await bad({
      ...quotationOf(inquiry.id, items),
      lines: [{ itemId: items[0], unitPrice: '1', cannotSupply: true }],
    });
    expect(both.msg).toContain('cannot supply');
    const many = await bad({
      ...quotationOf(inquiry.id, items),
      lines: Array.from({ length: 201 }, (_, i) => ({ itemId: i + 1, unitPrice: '1' })),
    });
    expect(many.msg).toContain('At most 200 lines');
    const tax = await bad({ ...quotationOf(inquiry.id, items), taxRate: '13' });
    expect(tax.msg).toContain('tax rate');
    await expect(
      receive({
        ...newInquiry(a.partnerId),
        items: [{ ...newInquiry(a.partnerId).items[0], quantity: '-2' }],
      }),
    ).rejects.toThrow();
    await expect(
      receive({
        ...newInquiry(a.partnerId),
        items: Array.from({ length: 201 }, () => newInquiry(a.partnerId).items[0]),
      }),
    ).rejects.toThrow();

    // Another partner's SKU and file are answered as missing.
    const catalog = catalogSetup(t);
    const brandId = await catalog.brand(b, '白板之家');
    const goodsOfB = await catalog.goods(b, { name: '磁性白板', brandId, outcome: 'approved' });
    const foreignSku = await bad({
      ...quotationOf(inquiry.id, items),
      lines: [
        { itemId: items[0], unitPrice: '1', skuId: goodsOfB.skus[0].id },
        { itemId: items[1], unitPrice: '1' },
        { itemId: items[2], cannotSupply: true },
      ],
    });
    expect(foreignSku.msg).toBe('The SKU does not exist');
    const fileOfB = await uploadAs(t.app, b, 'quote.pdf', TINY_PDF);
    expect((await bad(quotationOf(inquiry.id, items, { attachmentFileId: fileOfB }))).code).toBe('1111');
    const fileOfA = await uploadAs(t.app, a, 'quote.pdf', TINY_PDF);
    const withFile = (
      await post(a, 'quotation/save', quotationOf(inquiry.id, items, { attachmentFileId: fileOfA }))
    ).json();
    expect(withFile.data.quotation.head.attachment).toMatchObject({ id: fileOfA, name: 'quote.pdf' });
    expect(await detail(a, inquiry.id)).toBeTruthy();
  });

  it('a sub-account without inquiry:quote reads but does not quote', async () => {
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    const reader = await createAccount(t.database.db, a.partnerId, {
      authorities: ['goods_inquiry:inquiry:view'],
    });
    const token = await sessionTokenFor(t.database.db, a.partnerId, reader.id);
    expect((await post({ token }, 'inquiry/page', { current: 1, size: 10 })).json().code).toBe('0000');
    expect((await post({ token }, 'quotation/send', quotationOf(inquiry.id, items))).json().code).toBe(
      '0002',
    );
    expect((await post({ token }, 'quotation/save', quotationOf(inquiry.id, items))).json().code).toBe(
      '0002',
    );
    const quoter = await createAccount(t.database.db, a.partnerId, {
      authorities: ['goods_inquiry:quotation:view', 'inquiry:quote'],
    });
    const allowed = await sessionTokenFor(t.database.db, a.partnerId, quoter.id);
    expect(
      (await post({ token: allowed }, 'quotation/send', quotationOf(inquiry.id, items))).json().code,
    ).toBe('0000');
    const nobody = await createAccount(t.database.db, a.partnerId, { authorities: ['order:index:view'] });
    const none = await sessionTokenFor(t.database.db, a.partnerId, nobody.id);
    expect((await post({ token: none }, 'inquiry/page', { current: 1, size: 10 })).json().code).toBe('0002');
  });

  it('price position and commodity prices: own quoted and won prices, listing and market price, per channel', async () => {
    const catalog = catalogSetup(t);
    await catalog.join(a, MALL);
    const brandId = await catalog.brand(a, '得力白板');
    await catalog.authorize(a, brandId, { from: -1, to: 300, outcome: 'approved' });
    const goods = await catalog.goods(a, { name: '得力白板', brandId, outcome: 'approved' });
    await catalog.list(a, goods, MALL, true);
    const sku = goods.skus[0].id;
    const inquiry = await receive(newInquiry(a.partnerId));
    const items = await itemIds(a, inquiry.id);
    const send = (price: string) =>
      post(a, 'quotation/send', {
        ...quotationOf(inquiry.id, items),
        lines: [
          { itemId: items[0], unitPrice: price, skuId: sku },
          { itemId: items[1], unitPrice: '19.99' },
          { itemId: items[2], cannotSupply: true },
        ],
      });
    expect((await send('96.00')).json().code).toBe('0000');
    expect((await send('98.50')).json().code).toBe('0000');
    const position = await get(a, `inquiry/price/position?channelId=${MALL}&skuId=${sku}&unitPrice=120`);
    expect(position.data).toMatchObject({
      skuId: sku,
      goodsId: goods.id,
      lowestQuoted: { price: '96.00' },
      latestQuoted: { price: '98.50' },
      lowestListing: { price: '100.00' },
      latestListing: { price: '100.00' },
      lastWon: null,
      marketPrice: '198.50',
      costPrice: null,
      marginAmount: null,
      versusMarket: -1,
    });
    expect((await get(b, `inquiry/price/position?channelId=${MALL}&skuId=${sku}`)).code).toBe('1111');
    // The margin over the lowest current SCM cost of the SCM SKUs linked to the SKU, exact.
    const db = t.database.db;
    const supplier = await givenSupplier(db, a.partnerId);
    await givenScmGoods(db, a.partnerId, supplier.id, {
      goodsId: goods.id,
      skus: [{ costPrice: '85.00', skuId: sku }],
    });
    await givenScmGoods(db, a.partnerId, supplier.id, {
      goodsId: goods.id,
      skus: [{ costPrice: '80.35', skuId: sku }],
    });
    const costed = await get(a, `inquiry/price/position?channelId=${MALL}&skuId=${sku}&unitPrice=120`);
    expect(costed.data).toMatchObject({ costPrice: '80.35', marginAmount: '39.65', marginRate: '0.3304' });
    const belowCost = await get(a, `inquiry/price/position?channelId=${MALL}&skuId=${sku}&unitPrice=80.10`);
    expect(belowCost.data).toMatchObject({ marginAmount: '-0.25', marginRate: '-0.0031' });
    const batch = (
      await post(a, 'inquiry/price/positions', {
        inquiryId: inquiry.id,
        lines: [{ itemId: items[0], skuId: sku, unitPrice: '99' }, { itemId: items[1] }],
      })
    ).json();
    expect(batch.data[0]).toMatchObject({
      itemId: items[0],
      latestQuoted: { price: '98.50' },
      costPrice: '80.35',
      marginAmount: '18.65',
      marginRate: '0.1884',
    });
    expect(batch.data[1]).toMatchObject({ costPrice: null, marginAmount: null });
    expect(batch.data[1]).toMatchObject({ itemId: items[1], skuId: null, latestQuoted: null });
    expect(
      (
        await post(b, 'inquiry/price/positions', { inquiryId: inquiry.id, lines: [{ itemId: items[0] }] })
      ).json().code,
    ).toBe('1111');

    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    expect((await ops('inquiry', 'award', partnerNo, inquiry.inquiryNo, 'won')).ok).toBe(true);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, inquiry.inquiryNo));
    const [line] = await t.database.db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.skuId, sku)));
    expect(line).toMatchObject({ goodsId: goods.id, unitPrice: '98.50', amount: '985.00' });

    const prices = (
      await post(a, 'commodity_price/page', { current: 1, size: 10, keyword: '得力白板' })
    ).json();
    expect(prices.total).toBe(1);
    expect(prices.data[0]).toMatchObject({
      skuId: sku,
      channelId: MALL,
      lowestQuoted: { price: '96.00' },
      latestQuoted: { price: '98.50' },
      lastWon: { price: '98.50' },
      latestListing: { price: '100.00' },
      marketPrice: '198.50',
      quotedCount: 2,
      wonCount: 1,
    });
    expect((await post(b, 'commodity_price/page', { current: 1, size: 10 })).json().total).toBe(0);
    const history = await get(a, `commodity_price/history?skuId=${sku}&channelId=${MALL}`);
    expect(history.data.points.map((p: { kind: string; price: string }) => `${p.kind} ${p.price}`)).toEqual([
      'listing 100.00',
      'quoted 96.00',
      'quoted 98.50',
      'won 98.50',
    ]);
    expect((await get(b, `commodity_price/history?skuId=${sku}&channelId=${MALL}`)).code).toBe('1111');
    const options = await get(a, 'quotation/sku/options?keyword=得力白板');
    expect(options.data.map((o: { skuId: number }) => o.skuId)).toContain(sku);
    expect((await get(b, 'quotation/sku/options?keyword=得力白板')).data).toEqual([]);
  });

  it('exports the inquiries and quotations of the partner only', async () => {
    const exported = await exportAs(t.app, a, '/api/goods/inquiry/export', {}, 'en');
    expect(exported.task.exportName).toBe('Inquiries');
    expect(exported.header[0]).toBe('Inquiry no.');
    expect(exported.rows.length).toBeGreaterThan(3);
    expect((await exportAs(t.app, b, '/api/goods/inquiry/export', {})).rows).toEqual([]);
    const quotations = await exportAs(t.app, a, '/api/goods/quotation/export', { state: 3 }, 'en');
    expect(quotations.rows.length).toBe(2);
    const prices = await exportAs(t.app, a, '/api/goods/commodity_price/export', {}, 'en');
    expect(prices.rows.length).toBe(1);
  });

  it('the simulator sends inquiries through `simulate --inquiries` and decides them with --awards', async () => {
    const { partnerNo } = await partnerSummaryOf(t.database.db, a.partnerId);
    const sent = await ops('simulate', '--inquiries', '5', '--partner', partnerNo);
    expect(sent.output).toBe('inquiries: 5 for 1 partner(s)');
    const rows = await t.database.db.select().from(inquiries).where(eq(inquiries.partnerId, a.partnerId));
    expect(rows.filter((row) => row.inquiryNo.startsWith('XJ2')).length).toBe(5);
    const usage = await ops('simulate', '--nothing', '1');
    expect(usage.ok).toBe(false);
    expect(usage.output).toContain('simulate --inquiries');
    expect(usage.output).toContain('simulate --orders');
  });
  it('batch quotation: the open lines as the template, a dry run with its error file, the import with send', async () => {
    const c = await createTestApp();
    try {
      const { a: x, b: y } = await givenTwoPartners(c.database.db);
      const first = (
        await c.database.db.transaction((tx) => receiveInquiries(tx, [newInquiry(x.partnerId)]))
      )[0];
      const second = (
        await c.database.db.transaction((tx) => receiveInquiries(tx, [newInquiry(x.partnerId)]))
      )[0];
      await c.database.db.transaction((tx) =>
        receiveInquiries(tx, [
          newInquiry(x.partnerId, {
            received: new Date(Date.now() - 3 * HOUR),
            deadline: new Date(Date.now() - HOUR),
          }),
        ]),
      );
      const template = await injectAs(c.app, x, {
        method: 'GET',
        url: '/api/goods/quotation/batch/template',
      });
      expect(template.statusCode).toBe(200);
      const [header, ...rows] = await readXlsxRows(template.rawPayload);
      expect(header.slice(0, 3)).toEqual(['询价单号*', '行号*', '商品名称']);
      // Only the two open inquiries' lines (the one past its deadline is left out).
      expect(rows.length).toBe(6);
      expect(new Set(rows.map((row) => row[0]))).toEqual(new Set([first.inquiryNo, second.inquiryNo]));
      const emptyTemplate = await injectAs(c.app, y, {
        method: 'GET',
        url: '/api/goods/quotation/batch/template',
      });
      expect((await readXlsxRows(emptyTemplate.rawPayload)).length).toBe(1);

      const filled = rows.map((row) => {
        const values = row.map((cell) => (cell === null ? '' : String(cell)));
        const [no, line] = values;
        if (no === first.inquiryNo) values[8] = line === '3' ? '' : line === '1' ? '23.45' : '19.99';
        if (no === first.inquiryNo && line === '3') values[9] = '是';
        if (no === second.inquiryNo && line === '1') values[8] = '-5';
        if (no === second.inquiryNo && line === '2') values[8] = '8.80';
        values[15] = '3';
        return values;
      });
      filled.push([first.inquiryNo, '9', '', '', '', '', '', '', '1.00']);
      const fileId = await uploadAs(
        c.app,
        x,
        'quote.xlsx',
        await xlsxOf(filled, { header: header as string[] }),
      );
      const post = (actor: TestActor, url: string, payload: object) =>
        injectAs(c.app, actor, {
          method: 'POST',
          url: `/api/goods/quotation/batch/${url}`,
          payload,
          lang: 'en',
        });
      const report = (await post(x, 'check', { fileId })).json();
      expect(report.code, report.msg).toBe('0000');
      expect(report.data).toMatchObject({ rows: 7, validRows: 4, inquiries: 2, problemCount: 2 });
      expect(report.data.problems.map((p: { row: number; message: string }) => p.message)).toEqual([
        'The unit price must be above zero',
        'The inquiry has no such line',
      ]);
      expect(report.data.errorFileUrl).toBeTruthy();
      expect(
        (await injectAs(c.app, x, { method: 'GET', url: '/api/goods/inquiry/state/counts' })).json().data[
          '2'
        ],
      ).toBe(0);
      // Another partner's file is not found; another partner cannot use this one.
      expect((await post(y, 'check', { fileId })).json().code).toBe('1111');

      const imported = (await post(x, 'import', { fileId, send: true })).json();
      expect(imported.code, imported.msg).toBe('0000');
      expect(imported.data).toMatchObject({ saved: 2, sent: 1 });
      const sent = (
        await injectAs(c.app, x, { method: 'GET', url: `/api/goods/quotation/detail?inquiryId=${first.id}` })
      ).json().data;
      expect(sent.quotation).toMatchObject({ state: 2, revision: 1 });
      expect(sent.quotation.head).toMatchObject({
        itemsAmount: '284.48',
        deliveryDays: 3,
        quotedLines: 2,
        declinedLines: 1,
      });
      const draft = (
        await injectAs(c.app, x, { method: 'GET', url: `/api/goods/quotation/detail?inquiryId=${second.id}` })
      ).json().data;
      expect(draft.quotation).toMatchObject({ state: 1, draftPending: true });
      expect(draft.inquiry.coverage).toBe('partly');
    } finally {
      await c.close();
    }
  });
});
