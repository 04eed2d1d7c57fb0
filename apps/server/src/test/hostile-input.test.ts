import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartOf, TINY_PNG } from '../modules/communal/upload.fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { givenPartnerAdmin, injectAs, type TestActor } from './fixtures';

const NUL_EN = 'must not contain a NUL character (\\u0000)';

/** A request over a real socket: app.inject skips Node's HTTP parser, where header limits live. */
const rawGet = (port: number, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: String(res.headers['content-type']),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });

describe('input a user can type or paste never reaches the database as a 500', () => {
  let t: TestApp;
  let admin: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await givenPartnerAdmin(t.database.db);
  });
  afterAll(() => t.close());

  it('refuses a NUL in the login name with 400 and a translated field message', async () => {
    const res = await injectAs(t.app, null, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'demo\u0000', password: 'Demo@2026' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: '1111',
      success: false,
      data: { fields: { username: NUL_EN } },
    });
  });

  it('refuses a NUL in a nested body field, a query string and a path parameter', async () => {
    const role = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/auth/roles',
      payload: { roleName: '客服', remark: 'a\u0000b' },
      lang: 'zh-CN',
    });
    expect(role.statusCode).toBe(400);
    expect(role.json().data.fields).toEqual({ remark: '不能包含空字符（\\u0000）' });

    const payback = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/account/payback/add',
      payload: { companyName: '华东\u0000', accountName: '6222020200112233445', bankName: '招商银行' },
      lang: 'zh-TW',
    });
    expect(payback.statusCode).toBe(400);
    expect(payback.json().data.fields).toEqual({ companyName: '不能包含空字元（\\u0000）' });

    for (const url of [
      '/api/goods/category/search?keyword=%E5%8A%9E%00',
      '/api/goods/channel/partner/list?name=%00',
      '/api/account/notice/%00',
    ]) {
      const res = await injectAs(t.app, admin, { method: 'GET', url, lang: 'en' });
      expect(res.statusCode, url).toBe(400);
      expect(Object.values(res.json().data.fields), url).toEqual([NUL_EN]);
    }
  });

  it('refuses a NUL in a key or in a field the schema would drop', async () => {
    const res = await injectAs(t.app, admin, {
      method: 'POST',
      url: '/api/goods/brand/exact',
      payload: { brandName: '得力', unknown: ['x', { deep: '\u0000' }] },
      lang: 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields).toEqual({ 'unknown.1.deep': NUL_EN });
  });

  it('refuses a channel id over the integer column and a time PostgreSQL cannot hold', async () => {
    for (const [url, payload, fields] of [
      ['/api/trade/order/page', { channelId: 2 ** 31 }, { channelId: 'must be at most 2147483647' }],
      [
        '/api/goods/category/zcy/list',
        { channelId: Number.MAX_SAFE_INTEGER },
        { channelId: 'must be at most 2147483647' },
      ],
      [
        '/api/trade/order/page',
        { orderTimeStart: '-271821-04-20T00:00:00Z' },
        { orderTimeStart: 'is invalid' },
      ],
      [
        '/api/account/notice/page',
        { createdTimeEnd: '+275760-09-13T00:00:00Z' },
        { createdTimeEnd: 'is invalid' },
      ],
    ] as const) {
      const res = await injectAs(t.app, admin, { method: 'POST', url, payload, lang: 'en' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().data.fields, url).toEqual(fields);
    }
    for (const url of [
      `/api/goods/category/channel/tree?channelId=${2 ** 31}`,
      `/api/goods/channel/listing/draft?channelId=${2 ** 31}&goodsId=1`,
    ]) {
      const res = await injectAs(t.app, admin, { method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('refuses a NUL in a multipart field or file name', async () => {
    for (const [parts, field] of [
      [[{ name: 'file', fileName: 'logo\u0000.png', content: TINY_PNG }], 'file'],
      [
        [
          { name: 'kind', value: 'image\u0000' },
          { name: 'file', fileName: 'logo.png', content: TINY_PNG },
        ],
        'kind',
      ],
    ] as const) {
      const { payload, headers } = multipartOf(parts);
      const res = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/communal/upload',
        payload,
        headers,
        lang: 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: '1111', data: { fields: { [field]: NUL_EN } } });
    }
  });

  it('answers a malformed multipart body with 400 and a translated message', async () => {
    const good = multipartOf([{ name: 'file', fileName: 'logo.png', content: TINY_PNG }]);
    for (const [payload, headers] of [
      ['x', { 'content-type': 'multipart/form-data' }],
      [good.payload.subarray(0, good.payload.length - 20), good.headers],
    ] as const) {
      const res = await injectAs(t.app, admin, {
        method: 'POST',
        url: '/api/communal/upload',
        payload,
        headers,
        lang: 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: '1111',
        msg: 'The form data is malformed; please submit it again',
        success: false,
        data: null,
      });
    }
  });

  it('answers URLs the router refuses with an envelope', async () => {
    const long = await injectAs(t.app, admin, {
      method: 'GET',
      url: `/api/account/notice/${'9'.repeat(200)}`,
      lang: 'en',
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: '1111', msg: 'The request URL or headers are too long' });
    const broken = await injectAs(t.app, admin, {
      method: 'GET',
      url: '/api/account/notice/%zz',
      lang: 'en',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: '1111', msg: 'The request URL is malformed' });
  });

  it('answers a URL over the header size limit with an envelope 431 (real socket)', async () => {
    const app = t.app;
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const res = await rawGet(port, `/api/goods/category/search?keyword=${'a'.repeat(20_000)}`, {
      'accept-language': 'en',
    });
    expect(res.status).toBe(431);
    expect(res.type).toContain('application/json');
    expect(JSON.parse(res.body)).toEqual({
      code: '1111',
      msg: 'The request URL or headers are too long',
      success: false,
      data: null,
    });
  });
});
