import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../../ops/run-command';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { givenTwoPartners, injectAs, type TestActor, uploadAs } from '../../../test/fixtures';
import { TINY_PDF, TINY_PNG } from '../../communal/upload.fixtures';
import { notices } from '../../partner/notice.table';
import { EXPIRE_AUTHORIZATIONS_TASK } from '../catalog.module';
import { brandAuthorizations } from './brand.table';

type Lang = 'zh-CN' | 'zh-TW' | 'en';
const DAY = 24 * 60 * 60 * 1000;
const dayOffset = (days: number) =>
  new Date(Date.now() + days * DAY).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });

describe('brands and brand authorizations', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  let letterA: number;
  let letterB: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
    letterA = await uploadAs(t.app, a, '授权书.pdf', TINY_PDF);
    letterB = await uploadAs(t.app, b, '授权书.pdf', TINY_PDF);
  });
  afterAll(() => t.close());

  const post = (actor: TestActor, url: string, payload: unknown, lang?: Lang) =>
    injectAs(t.app, actor, {
      method: 'POST',
      url: `/api/goods/brand/${url}`,
      payload: payload as object,
      lang,
    });
  const get = (actor: TestActor, url: string) =>
    injectAs(t.app, actor, { method: 'GET', url: `/api/goods/brand/${url}` });
  const ops = (...args: string[]) =>
    runOpsCommand({ db: t.database.db, config: t.config, locale: 'en' }, 'brand', args);

  const addBrand = async (actor: TestActor, input: Record<string, unknown>) => {
    const body = (await post(actor, 'add', input)).json();
    expect(body).toMatchObject({ code: '0000' });
    return body.data as { id: number; brandName: string };
  };
  const apply = async (actor: TestActor, input: Record<string, unknown>) => {
    const body = (await post(actor, 'authorization/add', input)).json();
    expect(body).toMatchObject({ code: '0000', data: { state: 0 } });
    return body.data as { id: number; state: number };
  };

  it('creates a brand once per name: case, width and spaces do not make a new one', async () => {
    const logo = await uploadAs(t.app, a, 'logo.png', TINY_PNG);
    const deli = await addBrand(a, { brandName: ' Deli 得力 ', origin: '中国', logoFileId: logo });
    expect(deli.brandName).toBe('Deli 得力');

    for (const name of ['deli得力', 'ＤＥＬＩ 得力']) {
      const again = (await post(b, 'add', { brandName: name }, 'zh-CN')).json();
      expect(again).toMatchObject({ code: '1111', msg: `品牌“${name}”已存在，请直接申请该品牌的授权` });
    }

    const exact = (await post(b, 'exact', { brandName: 'DELI得力' })).json();
    expect(exact).toMatchObject({ code: '0000', data: { id: deli.id, brandName: 'Deli 得力' } });
    const missing = (await post(b, 'exact', { brandName: '得力文具' }, 'en')).json();
    expect(missing).toMatchObject({ code: '1111', msg: 'No brand named exactly "得力文具"' });

    // B finds it in the select, with a logo link that works without B owning the file.
    const options = (await post(b, 'list', { brandName: 'deli' })).json();
    expect(options.data).toEqual([{ id: deli.id, brandName: 'Deli 得力' }]);
    const detail = (await get(b, `detail?id=${deli.id}`)).json().data;
    expect(detail).toMatchObject({ mine: false, authorization: null, origin: '中国' });
    expect((await t.app.inject({ method: 'GET', url: detail.logoUrl })).statusCode).toBe(200);
  });

  it('lets only the creating partner edit a brand, keeps the change in its history, refuses foreign logos', async () => {
    const brand = await addBrand(a, { brandName: '晨光', origin: '上海' });
    const foreignLogo = await uploadAs(t.app, b, 'b-logo.png', TINY_PNG);

    expect((await post(b, 'update', { id: brand.id, brandName: '晨光文具' }, 'en')).json()).toMatchObject({
      code: '1111',
      msg: 'Only the company that created the brand may edit it',
    });
    expect(
      (await post(a, 'update', { id: brand.id, brandName: '晨光', logoFileId: foreignLogo })).json(),
    ).toMatchObject({ code: '1111' });
    expect((await post(a, 'update', { id: brand.id, brandName: 'deli 得力' })).json()).toMatchObject({
      code: '1111',
    });

    const updated = (await post(a, 'update', { id: brand.id, brandName: 'M&G 晨光', origin: '上海' })).json();
    expect(updated).toMatchObject({ code: '0000', data: { brandName: 'M&G 晨光', mine: true } });

    const records = (await post(a, 'record/page', { brandName: '晨光' })).json();
    expect(records.data.map((r: { action: string }) => r.action)).toEqual(['brandUpdated', 'brandCreated']);
    expect(records.data[0].changes).toEqual({ name: ['晨光', 'M&G 晨光'] });
    expect(records.data[0].operator).toBeTruthy();
    expect((await post(b, 'record/page', { brandName: '晨光' })).json().total).toBe(0);
  });

  it('validates the application: dates, letter kind, one open application per brand', async () => {
    const brand = await addBrand(a, { brandName: '齐心' });
    const sheet = await uploadAs(t.app, a, 'letter.png', TINY_PNG);

    const backwards = await post(
      a,
      'authorization/add',
      { brandId: brand.id, level: 2, validFrom: dayOffset(10), validTo: dayOffset(1), letterFileId: sheet },
      'en',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().data.fields.validTo).toBe('The end of the validity may not be before its start');

    const ended = (
      await post(
        a,
        'authorization/add',
        {
          brandId: brand.id,
          level: 2,
          validFrom: dayOffset(-30),
          validTo: dayOffset(-1),
          letterFileId: sheet,
        },
        'en',
      )
    ).json();
    expect(ended).toMatchObject({
      code: '1111',
      msg: 'The authorization has already ended: upload a new authorization letter',
    });

    // Another partner's letter answers like a missing file.
    const foreign = (
      await post(a, 'authorization/add', {
        brandId: brand.id,
        level: 2,
        validFrom: dayOffset(0),
        validTo: dayOffset(365),
        letterFileId: letterB,
      })
    ).json();
    expect(foreign).toMatchObject({ code: '1111' });

    const input = {
      brandId: brand.id,
      level: 2,
      validFrom: dayOffset(0),
      validTo: dayOffset(365),
      letterFileId: sheet,
    };
    const [first, second] = await Promise.all([
      post(a, 'authorization/add', input, 'en'),
      post(a, 'authorization/add', input, 'en'),
    ]);
    const codes = [first.json().code, second.json().code].sort();
    expect(codes).toEqual(['0000', '1111']);
    const refused = [first.json(), second.json()].find((body) => body.code === '1111');
    expect(refused.msg).toBe('This brand already has a pending or approved authorization');

    // B may apply for the same brand on its own.
    await apply(b, { ...input, letterFileId: letterB });
  });

  it('goes pending -> rejected (with reason) -> pending -> approved, telling the partner each time', async () => {
    const brand = await addBrand(a, { brandName: '得力办公' });
    const applied = await apply(a, {
      brandId: brand.id,
      level: 1,
      validFrom: dayOffset(-1),
      validTo: dayOffset(200),
      letterFileId: letterA,
    });

    expect((await get(b, `authorization/detail?id=${applied.id}`)).json()).toMatchObject({ code: '1111' });
    expect(
      (
        await post(b, 'authorization/update', {
          id: applied.id,
          level: 1,
          validFrom: dayOffset(0),
          validTo: dayOffset(100),
          letterFileId: letterB,
        })
      ).json(),
    ).toMatchObject({ code: '1111' });

    expect((await ops('reject', String(applied.id))).ok).toBe(false);
    expect((await ops('reject', String(applied.id), '授权书', '模糊')).output).toContain('rejected');
    const rejected = (await get(a, `authorization/detail?id=${applied.id}`)).json().data;
    expect(rejected).toMatchObject({ state: 2, reason: '授权书 模糊', letterName: '授权书.pdf' });
    expect((await ops('approve', String(applied.id))).ok).toBe(false);

    const resubmitted = (
      await post(a, 'authorization/update', {
        id: applied.id,
        level: 1,
        validFrom: dayOffset(-1),
        validTo: dayOffset(300),
        letterFileId: letterA,
      })
    ).json();
    expect(resubmitted).toMatchObject({
      code: '0000',
      data: { state: 0, reason: null, validTo: dayOffset(300) },
    });

    expect((await ops('pending')).output).toContain('得力办公');
    expect((await ops('approve', String(applied.id))).output).toContain('approved');
    const approved = (await get(a, `authorization/detail?id=${applied.id}`)).json().data;
    expect(approved).toMatchObject({ state: 1, daysLeft: 300 });
    expect(
      (await post(a, 'authorization/update', { ...resubmitted.data, letterFileId: letterA }, 'en')).json(),
    ).toMatchObject({ code: '1111', msg: 'Only a pending or rejected authorization can be changed' });

    const mine = (await post(a, 'page', { brandName: '得力办公' })).json();
    expect(mine.data[0]).toMatchObject({ id: brand.id, mine: true, authorization: { state: 1, level: 1 } });
    expect((await post(a, 'page', { authState: 1 })).json().data.map((x: { id: number }) => x.id)).toContain(
      brand.id,
    );
    expect(
      (await post(a, 'page', { authState: 0 })).json().data.map((x: { id: number }) => x.id),
    ).not.toContain(brand.id);

    const history = (await post(a, 'record/page', { brandName: '得力办公', sortType: 'asc' })).json().data;
    expect(history.map((r: { action: string }) => r.action)).toEqual([
      'brandCreated',
      'authorizationSubmitted',
      'authorizationRejected',
      'authorizationResubmitted',
      'authorizationApproved',
    ]);
    expect(history[2]).toMatchObject({ stateFrom: 0, stateTo: 2, reason: '授权书 模糊', operator: null });

    const titles = await t.database.db
      .select({ title: notices.title })
      .from(notices)
      .where(eq(notices.partnerId, a.partnerId));
    expect(titles.map((n) => n.title)).toEqual(
      expect.arrayContaining(['品牌授权未通过：得力办公', '品牌授权已通过：得力办公']),
    );
  });

  it('expires approved authorizations after their last day, once a day, with a record and a notice', async () => {
    const brand = await addBrand(a, { brandName: '真彩' });
    const applied = await apply(a, {
      brandId: brand.id,
      level: 3,
      validFrom: dayOffset(-10),
      validTo: dayOffset(0),
      letterFileId: letterA,
    });
    await ops('approve', String(applied.id));

    // Still valid on its last day.
    expect(await t.app.jobs.runDailyDue(new Date())).toContain(EXPIRE_AUTHORIZATIONS_TASK);
    const [today] = await t.database.db
      .select({ state: brandAuthorizations.state })
      .from(brandAuthorizations)
      .where(and(eq(brandAuthorizations.partnerId, a.partnerId), eq(brandAuthorizations.id, applied.id)));
    expect(today.state).toBe(1);
    // Not due again the same day.
    expect(await t.app.jobs.runDailyDue(new Date())).toEqual([]);

    const twoDaysOn = new Date(Date.now() + 2 * DAY);
    expect(await t.app.jobs.runDailyDue(twoDaysOn)).toContain(EXPIRE_AUTHORIZATIONS_TASK);
    const expired = (await get(a, `authorization/detail?id=${applied.id}`)).json().data;
    expect(expired).toMatchObject({ state: 3, reason: `授权已于 ${dayOffset(0)} 到期`, daysLeft: null });
    const history = (
      await post(a, 'record/page', { brandName: '真彩', action: 'authorizationExpired' })
    ).json();
    expect(history.total).toBe(1);
    const [notice] = await t.database.db
      .select({ title: notices.title })
      .from(notices)
      .where(and(eq(notices.partnerId, a.partnerId), eq(notices.title, '品牌授权已过期：真彩')));
    expect(notice).toBeDefined();

    // A new application is possible once the old one expired.
    await apply(a, {
      brandId: brand.id,
      level: 3,
      validFrom: dayOffset(0),
      validTo: dayOffset(30),
      letterFileId: letterA,
    });
  });

  it('keeps the lists to the caller and refuses callers without the authority', async () => {
    const listA = (await post(a, 'authorization/page', {})).json();
    const listB = (await post(b, 'authorization/page', {})).json();
    expect(listA.total).toBeGreaterThan(0);
    const idsA = listA.data.map((x: { id: number }) => x.id);
    expect(listB.data.every((x: { id: number }) => !idsA.includes(x.id))).toBe(true);
    expect(
      (await injectAs(t.app, null, { method: 'POST', url: '/api/goods/brand/page', payload: {} })).json(),
    ).toMatchObject({ code: '0001' });
  });

  it('exports the filtered authorizations through the export centre', async () => {
    const requested = (await post(a, 'authorization/export', { state: 1 })).json();
    expect(requested.code).toBe('0000');
    await t.app.jobs.runDue();
    const tasks = (
      await injectAs(t.app, a, { method: 'POST', url: '/api/communal/export/page', payload: {} })
    ).json();
    const task = tasks.data.find((x: { id: number }) => x.id === requested.data.taskId);
    expect(task).toMatchObject({ status: 2, exportName: '品牌授权列表' });
    expect(task.total).toBe((await post(a, 'authorization/page', { state: 1 })).json().total);
  });

  it('answers the total of the brand history beside an empty page past the end', async () => {
    const first = (await post(a, 'record/page', {})).json();
    expect(first.total).toBeGreaterThan(0);
    expect((await post(a, 'record/page', { current: 99 })).json()).toMatchObject({
      code: '0000',
      data: [],
      total: first.total,
    });
  });
});
