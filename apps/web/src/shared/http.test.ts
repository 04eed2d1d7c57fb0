import { IdInputSchema } from '@portal/shared/contracts/partner';
import { endpoints } from '@portal/shared/contracts/endpoint';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, ContractError, urlOf } from './http';

const Row = z.object({ id: z.number(), name: z.string() });

const sample = endpoints('sample', 'sample', {
  page: {
    method: 'POST',
    path: '/api/sample/page',
    summary: 's',
    auth: 'login',
    body: z.object({}),
    rows: Row,
  },
  detail: {
    method: 'GET',
    path: '/api/sample/:id',
    summary: 's',
    auth: 'login',
    params: IdInputSchema,
    query: z.object({ full: z.boolean().optional() }),
    data: Row,
  },
  remove: { method: 'POST', path: '/api/sample/delete', summary: 's', auth: 'login', body: IdInputSchema },
  file: {
    method: 'GET',
    path: '/api/sample/file/:id',
    summary: 's',
    auth: 'login',
    params: IdInputSchema,
    file: true,
  },
});

const answer = (body: object) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status: 200 }));

const ok = (data: unknown, extra: object = {}) => ({ code: '0000', msg: '', success: true, data, ...extra });

const noStorage = { getItem: () => null, setItem: () => {} };

beforeEach(() => {
  vi.stubGlobal('localStorage', noStorage);
  vi.stubGlobal('sessionStorage', noStorage);
});
afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('puts path parameters in the path and the rest in the query of a GET', async () => {
    const fetch = answer(ok({ id: 7, name: 'a' }));
    vi.stubGlobal('fetch', fetch);
    expect(await api(sample.detail, { id: 7, full: true })).toEqual({ id: 7, name: 'a' });
    expect(fetch.mock.calls[0][0]).toBe('/api/sample/7?full=true');
    expect(urlOf(sample.detail, { id: 7 })).toBe('/api/sample/7');
  });

  it('posts the input as JSON and answers a page with its total', async () => {
    const fetch = answer(ok([{ id: 1, name: 'a' }], { total: 31 }));
    vi.stubGlobal('fetch', fetch);
    expect(await api(sample.page, {})).toEqual({ data: [{ id: 1, name: 'a' }], total: 31 });
    expect(fetch.mock.calls[0][1]?.body).toBe('{}');
  });

  it('refuses an answer that does not match the schema, where the schema is present', async () => {
    vi.stubGlobal('fetch', answer(ok([{ id: '1', name: 'a' }], { total: 1 })));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(api(sample.page, {})).rejects.toBeInstanceOf(ContractError);
    vi.stubGlobal('fetch', answer(ok({ id: 1 })));
    await expect(api(sample.detail, { id: 1 })).rejects.toBeInstanceOf(ContractError);
  });

  it('takes any answer of an endpoint sent without schemas (the production build)', async () => {
    vi.stubGlobal('fetch', answer(ok([{ unexpected: true }], { total: 1 })));
    const stripped = { method: 'POST', path: '/api/sample/page', operationId: 'x', module: 'x', rows: true };
    expect(await api(stripped as unknown as typeof sample.page, {})).toEqual({
      data: [{ unexpected: true }],
      total: 1,
    });
  });

  it('answers null for an endpoint without data', async () => {
    vi.stubGlobal('fetch', answer(ok(null)));
    expect(await api(sample.remove, { id: 3 })).toBeNull();
  });

  it('answers a download with its bytes and file name, and a refusal as an ApiError', async () => {
    const bytes = new Response('xlsx', {
      status: 200,
      headers: { 'Content-Disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx" },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => bytes),
    );
    const file = await api(sample.file, { id: 4 });
    expect(file.fileName).toBe('订单.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
    const refusal = { code: '1111', msg: 'gone', success: false, data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify(refusal), {
            status: 422,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    await expect(api(sample.file, { id: 4 })).rejects.toMatchObject({
      name: 'ApiError',
      code: '1111',
      message: 'gone',
    });
  });
});
