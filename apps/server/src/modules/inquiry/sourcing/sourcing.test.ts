import { viewCodeOf } from '@portal/shared/menu';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { auditLog } from '../../../platform/audit.table';
import { runDueJobs } from '../../../platform/jobs/job-runner';
import { jobs } from '../../../platform/jobs/jobs.table';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { cells, exportAs } from '../../../test/exports';
import {
  createAccount,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../../test/fixtures';
import { catalogSetup } from '../../catalog/goods/goods.fixtures';
import { partnerSummaryOf } from '../../partner/partner.service';
import { sourcingPrices, sourcingRequests } from './sourcing.table';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const HOUR = 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * 24 * HOUR).toISOString();

describe('sourcing: cooperation partners, batch inquiries, procure prices', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let skus: { id: number }[];

  const call = async (
    actor: TestActor,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    lang?: Lang,
  ) =>
    (
      await injectAs(t.app, actor, {
        method,
        url: `/api/goods/${url}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
        lang,
      })
    ).json();
  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    call(actor, 'POST', url, payload, lang);
  const get = (actor: TestActor, url: string, lang?: Lang) => call(actor, 'GET', url, undefined, lang);
  const ok = async <T = Record<string, unknown>>(answer: Promise<{ code: string; msg: string; data: T }>) => {
    const body = await answer;
    expect(body, body.msg).toMatchObject({ code: '0000' });
    return body.data;
  };

  let firmSeq = 0;
  const addFirm = async (actor: TestActor, input: Record<string, unknown> = {}) => {
    firmSeq += 1;
    return ok<{ id: number; name: string }>(
      post(actor, 'partner/add', {
        name: `测试供应商${firmSeq}有限公司`,
        contactName: '张三',
        phone: '13812345678',
        ...input,
      }),
    );
  };
  const textLine = (itemName: string, quantity = '10', spec: string | null = null) => ({
    itemName,
    spec,
    unit: '个',
    quantity,
  });
  type Detail = {
    id: number;
    requestNo: string;
    state: number;
    answeredFirmCount: number;
    lines: { id: number; itemName: string; spec: string | null; goodsId: number | null }[];
    firms: { cooperatorId: number; answeredTime: string | null; answeredLines: number }[];
  };
  const createRequest = (actor: TestActor, input: Record<string, unknown>) =>
    ok<Detail>(post(actor, 'batch-inquiry/add', { title: '测试询价', deadline: inDays(3), ...input }));
  const partnerNoOf = async (actor: TestActor) =>
    (await partnerSummaryOf(t.database.db, actor.partnerId)).partnerNo;
  const ops = (...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'sourcing', args);

  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    const setup = catalogSetup(t);
    const brand = await setup.brand(a, '晨光');
    const goods = await setup.goods(a, { name: '晨光 白板 90×120', brandId: brand, outcome: 'draft' });
    skus = goods.skus;
  });
  afterAll(() => t.close());

  describe('cooperation partners', () => {
    it('adds, lists with filters and counts, corrects, disables and enables; names are unique per partner', async () => {
      const added = await post(a, 'partner/add', {
        name: '苏州恒信办公用品有限公司',
        creditCode: '91320505ma1mxxkq08',
        contactName: '王建国',
        phone: '0512-66881234',
        email: 'sales@hengxin.cn',
        region: '江苏省苏州市',
        supplyScope: '白板、桌牌',
      });
      expect(added).toMatchObject({
        code: '0000',
        msg: '合作伙伴已添加',
        data: { name: '苏州恒信办公用品有限公司', creditCode: '91320505MA1MXXKQ08', state: 1, askedCount: 0 },
      });
      const id = added.data.id;

      const duplicate = await post(a, 'partner/add', {
        name: '苏州恒信办公用品有限公司',
        contactName: '李',
        phone: '13800000000',
      });
      expect(duplicate).toMatchObject({ code: '1111', msg: '已有名为“苏州恒信办公用品有限公司”的合作伙伴' });
      // Another partner may know a firm of the same name.
      expect(
        (
          await post(b, 'partner/add', {
            name: '苏州恒信办公用品有限公司',
            contactName: '李',
            phone: '13800000000',
          })
        ).code,
      ).toBe('0000');

      const badPhone = await post(
        a,
        'partner/add',
        { name: '某公司', contactName: '李', phone: '12345' },
        'en',
      );
      expect(badPhone.code).toBe('1111');
      expect(badPhone.data.fields.phone).toMatch(/phone number is not valid/);
      const badCode = await post(a, 'partner/add', {
        name: '某公司',
        contactName: '李',
        phone: '13800000000',
        creditCode: '91320505MA1MXXKQ09',
      });
      expect(badCode.data.fields.creditCode).toBe('统一社会信用代码不正确（18 位，含校验位）');

      await addFirm(a, { name: '上海晨曦文具贸易有限公司', region: '上海市' });
      const page = await post(a, 'partner/page', { current: 1, size: 10, keyword: '恒信' });
      expect(page.total).toBe(1);
      expect(page.data[0]).toMatchObject({ id, contactName: '王建国' });
      expect((await post(a, 'partner/page', { current: 1, size: 10, region: '上海' })).total).toBe(1);

      const renamed = await post(a, 'partner/update', {
        id,
        name: '苏州恒信办公用品有限公司',
        contactName: '王经理',
        phone: '13912345678',
      });
      expect(renamed.data).toMatchObject({ contactName: '王经理', phone: '13912345678', region: null });
      const clash = await post(a, 'partner/update', {
        id,
        name: '上海晨曦文具贸易有限公司',
        contactName: '王经理',
        phone: '13912345678',
      });
      expect(clash).toMatchObject({ code: '1111' });

      expect((await post(a, 'partner/disable', { id })).data.state).toBe(2);
      expect(await post(a, 'partner/disable', { id })).toMatchObject({
        code: '1111',
        msg: '该合作伙伴已停用',
      });
      const counts = await get(a, 'partner/state/counts');
      expect(counts.data).toMatchObject({ '1': 1, '2': 1 });
      const options = await get(a, 'partner/options');
      expect(options.data.map((o: { name: string }) => o.name)).toEqual(['上海晨曦文具贸易有限公司']);
      expect((await post(a, 'partner/enable', { id })).data.state).toBe(1);

      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.partnerId, a.partnerId), eq(auditLog.entity, 'cooperator')));
      expect(audits.map((row) => row.action)).toEqual(
        expect.arrayContaining([
          'cooperatorAdded',
          'cooperatorUpdated',
          'cooperatorDisabled',
          'cooperatorEnabled',
        ]),
      );
    });

    it("answers another partner's cooperation partner like a missing one and changes nothing", async () => {
      const firm = await addFirm(a);
      for (const url of ['partner/disable', 'partner/enable']) {
        expect(await post(b, url, { id: firm.id })).toMatchObject({ code: '1111', msg: '合作伙伴不存在' });
      }
      expect(
        await post(b, 'partner/update', {
          id: firm.id,
          name: '改名',
          contactName: '李',
          phone: '13800000000',
        }),
      ).toMatchObject({ code: '1111', msg: '合作伙伴不存在' });
      expect((await post(b, 'partner/page', { current: 1, size: 100, keyword: firm.name })).total).toBe(0);
      const page = await post(a, 'partner/page', { current: 1, size: 100, keyword: firm.name });
      expect(page.data[0]).toMatchObject({ name: firm.name, state: 1, contactName: '张三' });
    });

    it('refuses a sub-account without the screen and lets one with it in', async () => {
      const other = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/goods_inquiry/procure_commodity_price')],
      });
      const outsider = { ...a, token: await sessionTokenFor(t.database.db, a.partnerId, other.id) };
      expect((await post(outsider, 'partner/page', { current: 1, size: 10 })).code).toBe('0002');
      expect((await post(outsider, 'batch-inquiry/page', { current: 1, size: 10 })).code).toBe('0002');
      expect((await post(outsider, 'procure-price/page', { current: 1, size: 10 })).code).toBe('0000');
      const buyer = await createAccount(t.database.db, a.partnerId, {
        authorities: [viewCodeOf('/goods_inquiry/batch_inquiry')],
      });
      const staff = { ...a, token: await sessionTokenFor(t.database.db, a.partnerId, buyer.id) };
      expect((await post(staff, 'batch-inquiry/page', { current: 1, size: 10 })).code).toBe('0000');
      // The request editor picks firms without the partners screen.
      expect((await get(staff, 'partner/options')).code).toBe('0000');
      expect(
        (await post(staff, 'partner/add', { name: 'x', contactName: 'y', phone: '13800000000' })).code,
      ).toBe('0002');
    });
  });

  describe('batch inquiries', () => {
    it('saves a draft, refuses to send it without lines or firms, then sends it', async () => {
      const firm = await addFirm(a);
      const draft = await createRequest(a, { lines: [], cooperatorIds: [] });
      expect(draft).toMatchObject({ state: 1, lineCount: 0, firmCount: 0 });
      expect(draft.requestNo).toMatch(/^PX\d{8}\d{4}$/);
      expect(await post(a, 'batch-inquiry/send', { id: draft.id })).toMatchObject({
        code: '1111',
        msg: '请至少添加一行询价商品',
      });
      await ok(
        post(a, 'batch-inquiry/update', {
          id: draft.id,
          title: '测试询价',
          deadline: inDays(3),
          lines: [textLine('订书机')],
          cooperatorIds: [],
        }),
      );
      expect(await post(a, 'batch-inquiry/send', { id: draft.id }, 'en')).toMatchObject({
        code: '1111',
        msg: 'Choose at least one cooperation partner',
      });
      const saved = await ok<Detail>(
        post(a, 'batch-inquiry/update', {
          id: draft.id,
          title: '测试询价（改）',
          deadline: inDays(3),
          lines: [textLine('订书机'), { skuId: skus[0].id, quantity: '2.5' }],
          cooperatorIds: [firm.id],
        }),
      );
      expect(saved.lines).toMatchObject([
        { lineNo: 1, itemName: '订书机', goodsId: null },
        { lineNo: 2, itemName: '晨光 白板 90×120', spec: '小号', skuId: skus[0].id, quantity: '2.500' },
      ]);
      const sent = await post(a, 'batch-inquiry/send', { id: draft.id });
      expect(sent).toMatchObject({ code: '0000', msg: '询价单已发出', data: { state: 2 } });
      expect(await post(a, 'batch-inquiry/send', { id: draft.id })).toMatchObject({
        code: '1111',
        msg: '询价单已发出，不能再修改或发送',
      });
      expect(
        await post(a, 'batch-inquiry/update', {
          id: draft.id,
          title: 'x',
          deadline: inDays(3),
          lines: [],
          cooperatorIds: [],
        }),
      ).toMatchObject({ code: '1111', msg: '询价单已发出，不能再修改或发送' });
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.partnerId, a.partnerId), eq(jobs.kind, 'sourcing.closeAtDeadline')));
      expect(job.payload).toEqual({ requestId: draft.id });
      const page = await post(a, 'partner/page', { current: 1, size: 100, keyword: firm.name });
      expect(page.data[0].askedCount).toBe(1);
    });

    it('refuses bad lines, a deadline in the past, a disabled firm, a SKU of another partner', async () => {
      const firm = await addFirm(a);
      expect(
        await post(a, 'batch-inquiry/add', {
          title: 't',
          deadline: inDays(-1),
          lines: [],
          cooperatorIds: [],
        }),
      ).toMatchObject({ code: '1111', msg: '截止时间须晚于现在' });
      expect(
        await post(a, 'batch-inquiry/add', {
          title: 't',
          deadline: inDays(1),
          lines: [{ quantity: '1' }],
          cooperatorIds: [],
        }),
      ).toMatchObject({ code: '1111', msg: '第 1 行请选择商品或填写商品名称' });
      expect(
        await post(a, 'batch-inquiry/add', {
          title: 't',
          deadline: inDays(1),
          lines: [textLine('订书机', '1', '12号'), textLine('订书机 ', '2', '12号')],
          cooperatorIds: [],
        }),
      ).toMatchObject({ code: '1111', msg: '第 2 行的“订书机”与前面的行重复' });
      expect(
        await post(b, 'batch-inquiry/add', {
          title: 't',
          deadline: inDays(1),
          lines: [{ skuId: skus[0].id, quantity: '1' }],
          cooperatorIds: [],
        }),
      ).toMatchObject({ code: '1111', msg: '第 1 行的商品不存在' });
      expect(
        await post(b, 'batch-inquiry/add', {
          title: 't',
          deadline: inDays(1),
          lines: [],
          cooperatorIds: [firm.id],
        }),
      ).toMatchObject({ code: '1111', msg: '合作伙伴不存在' });
      const bad = await post(a, 'batch-inquiry/add', {
        title: '',
        deadline: 'tomorrow',
        lines: [{ itemName: 'x', quantity: '-1' }],
        cooperatorIds: [firm.id, firm.id],
      });
      expect(Object.keys(bad.data.fields).sort()).toEqual([
        'cooperatorIds',
        'deadline',
        'lines.0.quantity',
        'title',
      ]);
      const draft = await createRequest(a, { lines: [textLine('回形针')], cooperatorIds: [firm.id] });
      await ok(post(a, 'partner/disable', { id: firm.id }));
      expect(await post(a, 'batch-inquiry/send', { id: draft.id })).toMatchObject({
        code: '1111',
        msg: `合作伙伴“${firm.name}”已停用，不能向其询价`,
      });
      const nothing = await t.database.db
        .select()
        .from(sourcingRequests)
        .where(and(eq(sourcingRequests.partnerId, a.partnerId), eq(sourcingRequests.title, 't')));
      expect(nothing).toHaveLength(0);
    });

    it('takes answers by hand and from the operator, compares them and keeps the procure prices exactly', async () => {
      const east = await addFirm(a, { name: '华东供应链有限公司' });
      const west = await addFirm(a, { name: '西部商贸有限公司' });
      const stranger = await addFirm(a, { name: '未被询价公司' });
      const request = await createRequest(a, {
        title: '两种商品询价',
        lines: [{ skuId: skus[1].id, quantity: '3' }, textLine('A4 复印纸', '40', '70g')],
        cooperatorIds: [east.id, west.id],
        send: true,
      });
      expect(request.state).toBe(2);
      const [board, paper] = request.lines;

      // By hand: 100.00 before 13 % VAT is 113.00; the paper 25.50 with tax.
      const manual = await post(a, 'batch-inquiry/answer', {
        requestId: request.id,
        cooperatorId: east.id,
        lines: [
          { lineId: board.id, unitPrice: '100', taxIncluded: false, taxRate: '13', deliveryDays: 5 },
          { lineId: paper.id, unitPrice: '25.5', taxIncluded: true, taxRate: '13', remark: '整箱' },
        ],
      });
      expect(manual).toMatchObject({
        code: '0000',
        msg: '报价已录入',
        data: { state: 3, answeredFirmCount: 1 },
      });

      expect(
        await post(a, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: stranger.id,
          lines: [{ lineId: board.id, unitPrice: '1', taxIncluded: true }],
        }),
      ).toMatchObject({ code: '1111', msg: '该合作伙伴不在本询价单的询价对象中' });

      // The operator: the west firm answers 112.99 for the board (tax included) and 26.10 + 6 % for paper.
      const partnerNo = await partnerNoOf(a);
      const answered = await ops(
        'answer',
        partnerNo,
        request.requestNo,
        '西部商贸有限公司',
        '112.99',
        '26.10@6',
      );
      expect(answered).toMatchObject({ ok: true, output: `西部商贸有限公司 answered ${request.requestNo}` });
      expect((await get(a, `batch-inquiry/detail?id=${request.id}`)).data).toMatchObject({
        state: 4,
        answeredFirmCount: 2,
      });

      const compare = await get(a, `batch-inquiry/compare?id=${request.id}`);
      const [boardLine, paperLine] = compare.data.lines;
      expect(boardLine.answers).toMatchObject([
        {
          cooperatorId: east.id,
          taxedPrice: '113.00',
          amount: '339.00',
          best: false,
          latest: false,
          source: 'manual',
        },
        {
          cooperatorId: west.id,
          taxedPrice: '112.99',
          amount: '338.97',
          best: true,
          latest: true,
          source: 'operator',
        },
      ]);
      // 26.10 × 1.06 = 27.666 -> 27.67; 25.50 is the best.
      expect(paperLine.answers).toMatchObject([
        { cooperatorId: east.id, taxedPrice: '25.50', amount: '1020.00', best: true },
        { cooperatorId: west.id, taxedPrice: '27.67', amount: '1106.80', best: false, latest: true },
      ]);
      expect(compare.data.firms).toMatchObject([
        { cooperatorId: east.id, totalAmount: '1359.00', bestLines: 1 },
        { cooperatorId: west.id, totalAmount: '1445.77', bestLines: 1 },
      ]);

      const prices = await post(a, 'procure-price/page', { current: 1, size: 10, keyword: 'A4 复印纸' });
      expect(prices.data).toMatchObject([
        {
          itemName: 'A4 复印纸',
          spec: '70g',
          goodsId: null,
          bestPrice: '25.50',
          bestFirmName: '华东供应链有限公司',
          latestPrice: '27.67',
          latestFirmName: '西部商贸有限公司',
          latestRequestNo: request.requestNo,
          answerCount: 2,
        },
      ]);
      const goodsPrices = await post(a, 'procure-price/page', { current: 1, size: 10, kind: 'goods' });
      const boardPrice = goodsPrices.data.find((row: { skuId: number }) => row.skuId === skus[1].id);
      expect(boardPrice).toMatchObject({ bestPrice: '112.99', latestPrice: '112.99', answerCount: 2 });

      // The east firm revises the board to 110.00 with tax: its answer is replaced, best and latest follow.
      await ok(
        post(a, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: east.id,
          lines: [{ lineId: board.id, unitPrice: '110', taxIncluded: true }],
        }),
      );
      const [revised] = await t.database.db
        .select()
        .from(sourcingPrices)
        .where(and(eq(sourcingPrices.partnerId, a.partnerId), eq(sourcingPrices.skuId, skus[1].id)));
      expect(revised).toMatchObject({
        bestPrice: '110.00',
        bestFirmName: '华东供应链有限公司',
        latestPrice: '110.00',
        answerCount: 2,
      });
      const history = await post(a, 'procure-price/history', { id: revised.id, current: 1, size: 10 });
      expect(history.total).toBe(2);
      expect(history.data.map((row: { firmName: string }) => row.firmName)).toEqual([
        '华东供应链有限公司',
        '西部商贸有限公司',
      ]);

      // Partner B sees none of it and changes nothing.
      expect(await get(b, `batch-inquiry/detail?id=${request.id}`)).toMatchObject({
        code: '1111',
        msg: '询价单不存在',
      });
      expect(await get(b, `batch-inquiry/compare?id=${request.id}`)).toMatchObject({ code: '1111' });
      expect(
        await post(b, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: east.id,
          lines: [{ lineId: board.id, unitPrice: '1', taxIncluded: true }],
        }),
      ).toMatchObject({ code: '1111', msg: '询价单不存在' });
      expect(await post(b, 'batch-inquiry/close', { id: request.id })).toMatchObject({ code: '1111' });
      expect(await post(b, 'procure-price/history', { id: revised.id, current: 1, size: 10 })).toMatchObject({
        code: '1111',
        msg: '采购商品价格不存在',
      });
      expect((await post(b, 'procure-price/page', { current: 1, size: 10 })).total).toBe(0);

      // Closed by hand: no more answers, no second close, no cancel.
      expect((await post(a, 'batch-inquiry/close', { id: request.id })).data).toMatchObject({
        state: 5,
        closeReason: 'manual',
      });
      expect(
        await post(a, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: west.id,
          lines: [{ lineId: board.id, unitPrice: '1', taxIncluded: true }],
        }),
      ).toMatchObject({ code: '1111', msg: `询价单 ${request.requestNo} 不在等待报价中，不能再录入报价` });
      expect(await post(a, 'batch-inquiry/close', { id: request.id })).toMatchObject({
        code: '1111',
        msg: '询价单不在等待报价中，不能关闭',
      });
      expect(await post(a, 'batch-inquiry/cancel', { id: request.id })).toMatchObject({
        code: '1111',
        msg: '询价单已关闭或已取消，不能取消',
      });
    });

    it('keeps the procure price right when answers for the same item arrive at once', async () => {
      const firms = [await addFirm(a), await addFirm(a), await addFirm(a), await addFirm(a)];
      const requests = [];
      for (const firm of firms) {
        requests.push(
          await createRequest(a, {
            lines: [textLine('并发测试 文件柜', '1', '四门')],
            cooperatorIds: [firm.id],
            send: true,
          }),
        );
      }
      const prices = ['310.00', '305.50', '320.00', '299.99'];
      const answers = await Promise.all(
        requests.map((request, i) =>
          post(a, 'batch-inquiry/answer', {
            requestId: request.id,
            cooperatorId: firms[i].id,
            lines: [{ lineId: request.lines[0].id, unitPrice: prices[i], taxIncluded: true }],
          }),
        ),
      );
      expect(answers.map((answer) => answer.code)).toEqual(['0000', '0000', '0000', '0000']);
      const [row] = (await post(a, 'procure-price/page', { current: 1, size: 10, keyword: '并发测试' })).data;
      expect(row).toMatchObject({ bestPrice: '299.99', bestFirmName: firms[3].name, answerCount: 4 });
    });

    it('closes at the deadline through the job, once; answers after it are refused', async () => {
      const firm = await addFirm(a);
      const request = await createRequest(a, {
        lines: [textLine('胶带')],
        cooperatorIds: [firm.id],
        send: true,
      });
      await t.database.db
        .update(sourcingRequests)
        .set({ deadline: new Date(Date.now() - 1000) })
        .where(and(eq(sourcingRequests.partnerId, a.partnerId), eq(sourcingRequests.id, request.id)));
      expect(
        await post(a, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: firm.id,
          lines: [{ lineId: request.lines[0].id, unitPrice: '3', taxIncluded: true }],
        }),
      ).toMatchObject({ code: '1111', msg: `询价单 ${request.requestNo} 已过截止时间，不能再录入报价` });
      await t.database.db.execute(
        sql`update jobs set run_after = now() - interval '1 second' where partner_id = ${a.partnerId} and kind = 'sourcing.closeAtDeadline' and payload->>'requestId' = ${String(request.id)}`,
      );
      const context = { db: t.database.db, storage: t.app.storage, config: t.config, log: t.app.log };
      await runDueJobs(context);
      const closed = (await get(a, `batch-inquiry/detail?id=${request.id}`)).data;
      expect(closed).toMatchObject({ state: 5, closeReason: 'deadline' });
      // A second run (a job retried, or queued twice) changes nothing.
      await t.database.db.insert(jobs).values({
        kind: 'sourcing.closeAtDeadline',
        partnerId: a.partnerId,
        payload: { requestId: request.id },
      });
      await runDueJobs(context);
      expect((await get(a, `batch-inquiry/detail?id=${request.id}`)).data.closedTime).toBe(closed.closedTime);
    });

    it('cancels drafts and sent requests, lists with state tabs and counts, simulates the missing answers', async () => {
      const [one, two] = [await addFirm(b), await addFirm(b)];
      const draft = await createRequest(b, {
        title: '草稿询价',
        lines: [textLine('扫帚')],
        cooperatorIds: [one.id],
      });
      expect((await post(b, 'batch-inquiry/cancel', { id: draft.id })).data.state).toBe(6);
      const sent = await createRequest(b, {
        title: '模拟报价询价',
        lines: [textLine('拖把'), textLine('水桶')],
        cooperatorIds: [one.id, two.id],
        send: true,
      });
      const simulated = await ops('simulate', await partnerNoOf(b), sent.requestNo);
      expect(simulated.ok).toBe(true);
      expect(simulated.output.split('\n')).toHaveLength(2);
      expect((await ops('simulate', await partnerNoOf(b), sent.requestNo)).output).toBe(
        'no firm left to answer',
      );
      const compare = (await get(b, `batch-inquiry/compare?id=${sent.id}`)).data;
      for (const line of compare.lines) {
        expect(line.answers).toHaveLength(2);
        expect(line.answers.filter((answer: { best: boolean }) => answer.best)).toHaveLength(1);
      }
      const counts = (await get(b, 'batch-inquiry/state/counts')).data;
      expect(counts).toMatchObject({ '1': 0, '4': 1, '6': 1 });
      const tab = await post(b, 'batch-inquiry/page', { current: 1, size: 10, state: 4 });
      expect(tab.data.map((row: { id: number }) => row.id)).toEqual([sent.id]);
      expect((await post(b, 'batch-inquiry/page', { current: 1, size: 10, keyword: '草稿' })).total).toBe(1);
      expect((await post(a, 'batch-inquiry/page', { current: 1, size: 10, keyword: '模拟报价' })).total).toBe(
        0,
      );
      const exported = await post(b, 'batch-inquiry/export', { state: 4 });
      expect(exported).toMatchObject({ code: '0000', data: { taskId: expect.any(Number) } });
    });
  });
  describe('exports', () => {
    it('exports the partners, the requests and the procure prices of the caller only, in its language', async () => {
      const firm = await addFirm(b, {
        name: '导出测试商贸有限公司',
        region: '广东省广州市',
        supplyScope: '纸品',
      });
      const request = await createRequest(b, {
        title: '导出测试询价',
        lines: [textLine('导出测试纸巾', '5', '3 层')],
        cooperatorIds: [firm.id],
        send: true,
      });
      await ok(
        post(b, 'batch-inquiry/answer', {
          requestId: request.id,
          cooperatorId: firm.id,
          lines: [{ lineId: request.lines[0].id, unitPrice: '10', taxIncluded: false, taxRate: '6' }],
        }),
      );

      const partners = await exportAs(t.app, b, '/api/goods/partner/export', { keyword: '导出测试' }, 'en');
      expect(partners.task.exportName).toBe('Cooperation partners');
      expect(partners.header.slice(0, 4)).toEqual(
        cells('Cooperation partner | Unified social credit code | Contact | Phone'),
      );
      expect(partners.rows.map((row) => [row[0], row[5], row[7], row[8]])).toEqual([
        ['导出测试商贸有限公司', '广东省广州市', 'Active', 1],
      ]);

      const requests = await exportAs(t.app, b, '/api/goods/batch-inquiry/export', { keyword: '导出测试' });
      expect(requests.task.exportName).toBe('批量询价');
      expect(requests.rows.map((row) => [row[0], row[1], row[2], row[6]])).toEqual([
        [request.requestNo, '导出测试询价', '已报价', 1],
      ]);

      const prices = await exportAs(
        t.app,
        b,
        '/api/goods/procure-price/export',
        { keyword: '导出测试' },
        'zh-TW',
      );
      expect(prices.header.slice(0, 5)).toEqual(cells('商品名稱 | 規格 | 單位 | 類型 | 最低價（含稅）'));
      expect(prices.rows.map((row) => [row[0], row[3], row[4], row[5], row[7]])).toEqual([
        ['导出测试纸巾', '自填商品', '10.60', '导出测试商贸有限公司', '10.60'],
      ]);

      // Partner A's exports hold none of B's rows.
      expect((await exportAs(t.app, a, '/api/goods/partner/export', { keyword: '导出测试' })).rows).toEqual(
        [],
      );
      expect(
        (await exportAs(t.app, a, '/api/goods/procure-price/export', { keyword: '导出测试' })).rows,
      ).toEqual([]);
    });
  });
});
