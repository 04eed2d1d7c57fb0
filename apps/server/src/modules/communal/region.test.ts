import { DefaultZcyRegion } from '@portal/shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { givenPartnerAdmin, injectAs, type TestActor } from '../../test/fixtures';

type RegionRow = {
  id: number;
  name: string;
  level: number;
  parentId: number;
  isZxs: boolean;
  isLeaf: boolean;
};
type ZcyRow = { code: string; label: string; value: string; isLeaf: boolean };

describe('regions', () => {
  let t: TestApp;
  let actor: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    actor = await givenPartnerAdmin(t.database.db);
  });
  afterAll(() => t.close());

  const list = async (url: string, payload: Record<string, unknown>, who: TestActor = actor) => {
    const res = await injectAs(t.app, who, { method: 'POST', url, payload });
    expect(res.json()).toMatchObject({ code: '0000', success: true });
    return res.json().data;
  };

  it('lists the 31 mainland provinces at the root, the four municipalities flagged', async () => {
    const provinces: RegionRow[] = await list('/api/communal/region/list', { parentId: '0', level: 3 });
    expect(provinces).toHaveLength(31);
    expect(provinces.filter((p) => p.isZxs).map((p) => p.id)).toEqual([110000, 120000, 310000, 500000]);
    expect(provinces.find((p) => p.id === 320000)).toEqual({
      id: 320000,
      name: '江苏省',
      level: 1,
      parentId: 0,
      isZxs: false,
      isLeaf: false,
    });
    expect(await list('/api/communal/region/list', { parentId: 0, level: 3 })).toEqual(provinces);
  });

  it('lists the districts of 无锡 (320200) as leaves', async () => {
    const districts: RegionRow[] = await list('/api/communal/region/list', { parentId: 320200, level: 3 });
    expect(districts.map((d) => d.name)).toEqual([
      '锡山区',
      '惠山区',
      '滨湖区',
      '梁溪区',
      '新吴区',
      '江阴市',
      '宜兴市',
    ]);
    expect(districts.every((d) => d.level === 3 && d.isLeaf && d.parentId === 320200)).toBe(true);
  });

  it('makes the configured level the leaf level', async () => {
    const cities: RegionRow[] = await list('/api/communal/region/list', { parentId: 320000, level: 2 });
    expect(cities.find((c) => c.id === 320200)).toMatchObject({ name: '无锡市', level: 2, isLeaf: true });
    const deeper: RegionRow[] = await list('/api/communal/region/list', { parentId: 320000, level: 3 });
    expect(deeper.find((c) => c.id === 320200)?.isLeaf).toBe(false);
    expect(await list('/api/communal/region/list', { parentId: 999999, level: 3 })).toEqual([]);
  });

  it('serves the same data to the Jw cascader', async () => {
    const jw: RegionRow[] = await list('/api/communal/region/jw/list', { parentId: 110000, level: 3 });
    expect(jw).toEqual([
      { id: 110100, name: '市辖区', level: 2, parentId: 110000, isZxs: false, isLeaf: false },
    ]);
  });

  it('serves Zhengcaiyun codes, with its own 320297 so the default region resolves', async () => {
    const root: ZcyRow[] = await list('/api/communal/region/zcy/list', { parentCode: '000000' });
    expect(root).toHaveLength(31);
    expect(root.find((r) => r.code === DefaultZcyRegion.province)).toEqual({
      code: '320000',
      label: '江苏省',
      value: '320000',
      isLeaf: false,
    });
    const cities: ZcyRow[] = await list('/api/communal/region/zcy/list', {
      parentCode: DefaultZcyRegion.province,
    });
    expect(cities.find((c) => c.code === DefaultZcyRegion.city)).toMatchObject({
      label: '无锡市',
      isLeaf: false,
    });
    const districts: ZcyRow[] = await list('/api/communal/region/zcy/list', {
      parentCode: DefaultZcyRegion.city,
    });
    expect(districts.find((d) => d.code === DefaultZcyRegion.district)).toEqual({
      code: '320297',
      label: '无锡经济开发区',
      value: '320297',
      isLeaf: true,
    });
    // The supplement is Zhengcaiyun's only.
    const national: RegionRow[] = await list('/api/communal/region/list', { parentId: 320200, level: 3 });
    expect(national.some((d) => d.id === 320297)).toBe(false);
  });

  it('needs a signed-in caller, and serves partners still completing their details', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/communal/region/list',
      payload: { parentId: 0 },
    });
    expect(anonymous.statusCode).toBe(401);
    const incomplete = await givenPartnerAdmin(t.database.db, { state: 4 });
    expect(await list('/api/communal/region/zcy/list', { parentCode: '000000' }, incomplete)).toHaveLength(
      31,
    );
  });

  it('refuses a malformed zcy code', async () => {
    const res = await injectAs(t.app, actor, {
      method: 'POST',
      url: '/api/communal/region/zcy/list',
      payload: { parentCode: '32' },
    });
    expect(res.statusCode).toBe(400);
  });
});
