import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../../seed/seed';
import { createTestApp, type TestApp } from '../../../test/create-test-app';
import { injectAs } from '../../../test/fixtures';
import { DEMO_PASSWORD } from '../../auth/auth.seed';

describe('suppliers demo seed', () => {
  let t: TestApp;
  const signIn = async (username: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: DEMO_PASSWORD },
    });
    return { token: res.json().data.token as string };
  };
  const post = async (token: { token: string }, url: string, payload: object = {}) =>
    (await injectAs(t.app, token, { method: 'POST', url: `/api/goods/${url}`, payload })).json();

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.database.db, { storage: t.app.storage, timeZone: t.config.timeZone });
  });
  afterAll(() => t.close());

  it('gives the demo partner referrers, labels and suppliers in both states, with labels and referrers', async () => {
    const demo = await signIn('demo');
    const suppliers = await post(demo, 'supplier/page', { current: 1, size: 20 });
    expect(suppliers.total).toBe(8);
    const states = suppliers.data.map((s: { state: number }) => s.state);
    expect(states.filter((s: number) => s === 2)).toHaveLength(1);
    const labelled = suppliers.data.filter(
      (s: { labels: unknown[]; referrerId: number | null }) => s.labels.length > 0,
    );
    expect(labelled).toHaveLength(8);
    expect(
      suppliers.data.filter((s: { referrerId: number | null }) => s.referrerId !== null).length,
    ).toBeGreaterThan(4);
    expect(
      suppliers.data.find((s: { name: string }) => s.name === '上海联想电子科技有限公司').regionName,
    ).toBe('上海市 徐汇区');
    const referrers = await post(demo, 'referrer/page', { current: 1, size: 10 });
    expect(referrers.total).toBe(3);
    expect(referrers.data.every((r: { supplierCount: number }) => r.supplierCount > 0)).toBe(true);
    const labels = await post(demo, 'label/list');
    expect(labels.data.map((l: { labelName: string }) => l.labelName)).toEqual([
      '办公用品',
      '电子产品',
      '长期合作',
      '优质',
      '华东',
      '待评估',
    ]);
    expect((await post(demo, 'supplier/search', { keyword: '' })).data).toHaveLength(7);
  });
});
