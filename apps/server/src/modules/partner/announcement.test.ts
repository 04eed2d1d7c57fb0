import { PartnerState } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../../ops/run-command';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import {
  createAccount,
  givenPartnerAdmin,
  givenTwoPartners,
  injectAs,
  sessionTokenFor,
  type TestActor,
} from '../../test/fixtures';
import { createAnnouncement } from './announcement.service';

describe('announcements', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  const next = async (actor: TestActor) => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/account/notice/detail',
      payload: {},
    });
    expect(res.json()).toMatchObject({ code: '0000', success: true });
    return res.json().data as { id: number; title: string; content: string } | null;
  };
  const acknowledge = (actor: TestActor, noticeBoarId: number) =>
    injectAs(t.app, actor, { method: 'POST', url: '/api/account/notice/add', payload: { noticeBoarId } });

  it('answers null when there is nothing to show', async () => {
    expect(await next(a)).toBeNull();
  });

  it('sanitizes the HTML on the way in', async () => {
    const stored = await createAnnouncement(
      t.database.db,
      ' 安全公告 ',
      '<script>alert(1)</script><p onclick="steal()" style="color:#f00;position:fixed">你好<b>世界</b></p>' +
        '<img src="x" onerror="alert(1)"><img src="/api/communal/file/1" alt="ok">' +
        '<img src="https://tracker.example/p.gif"><img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<a href="javascript:alert(1)">bad</a><a href="https://example.com/doc" target="_self">doc</a>' +
        '<iframe src="https://example.com"></iframe>',
    );
    expect(stored.title).toBe('安全公告');
    const html = stored.content;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|tracker\.example|position/);
    expect(html).toContain('<p style="color:#f00">你好<b>世界</b></p>');
    expect(html).toContain('<img src="/api/communal/file/1" alt="ok" />');
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=" />');
    expect(html).toContain(
      '<a href="https://example.com/doc" target="_blank" rel="noopener noreferrer">doc</a>',
    );
    expect((await next(a))?.content).toBe(html);
  });

  it('shows the oldest unacknowledged one, then the next once acknowledged', async () => {
    const first = await next(a);
    const second = await createAnnouncement(t.database.db, '第二条', '<p>二</p>');
    expect(first?.title).toBe('安全公告');

    expect((await acknowledge(a, first?.id as number)).json()).toMatchObject({ code: '0000' });
    expect((await acknowledge(a, first?.id as number)).json()).toMatchObject({ code: '0000' });
    expect(await next(a)).toEqual({ id: second.id, title: '第二条', content: '<p>二</p>' });
    await acknowledge(a, second.id);
    expect(await next(a)).toBeNull();

    // Per account: B, and a colleague of A, still see the first one.
    expect((await next(b))?.id).toBe(first?.id);
    const colleague = await createAccount(t.database.db, a.partnerId);
    const token = await sessionTokenFor(t.database.db, a.partnerId, colleague.id);
    expect((await next({ ...a, token }))?.id).toBe(first?.id);
  });

  it('refuses to acknowledge an announcement that does not exist', async () => {
    const res = await acknowledge(a, 987_654);
    expect(res.statusCode).toBe(404);
    const malformed = await injectAs(t.app, a, {
      method: 'POST',
      url: '/api/account/notice/add',
      payload: {},
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('is shown to partners still completing their details, but not to strangers', async () => {
    const incomplete = await givenPartnerAdmin(t.database.db, { state: PartnerState.detailsToComplete });
    expect(await next(incomplete)).not.toBeNull();
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/account/notice/detail', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is published by the operator (npm run ops -- announce)', async () => {
    const context = { db: t.database.db, config: t.config, locale: 'zh-CN' as const };
    const outcome = await runOpsCommand(context, 'announce', [
      '节假日安排',
      '<p>国庆放假',
      '<script>x</script>七天</p>',
    ]);
    expect(outcome.ok).toBe(true);
    expect(outcome.output).toMatch(/^announcement \d+ published$/);
    const id = Number(outcome.output.split(' ')[1]);
    await acknowledge(b, (await next(b))?.id as number);
    await acknowledge(b, (await next(b))?.id as number);
    expect(await next(b)).toEqual({ id, title: '节假日安排', content: '<p>国庆放假 七天</p>' });
  });
});
