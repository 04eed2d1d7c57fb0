import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp } from './create-test-app';
import { givenPartnerAdmin, injectAs, uploadAs } from './fixtures';
import { TINY_PNG } from '../modules/communal/upload.fixtures';

describe('platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the health check with a database ping', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '0000', success: true, data: { status: 'up' } });
  });

  it('answers an unknown route with a translated envelope', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nowhere',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: '1111', msg: 'No such endpoint', success: false, data: null });
  });

  it('refuses a protected route without a token with 0001', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/account/profile' });
    expect([401, 404]).toContain(res.statusCode);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps API answers out of every cache, except where a route sets its own policy', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const profile = await injectAs(t.app, admin, { method: 'GET', url: '/api/auth/account/profile' });
    expect(profile.json()).toMatchObject({ code: '0000' });
    expect(profile.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/auth/account/profile' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const id = await uploadAs(t.app, admin, 'a.png', TINY_PNG);
    const file = await injectAs(t.app, admin, { method: 'GET', url: `/api/communal/file/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
  });

  it('compresses a large API answer for a browser that accepts it, and only then', async () => {
    const admin = await givenPartnerAdmin(t.database.db);
    const menus = (encoding?: string) =>
      injectAs(t.app, admin, {
        method: 'GET',
        url: '/api/auth/loadUserMenus',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const plain = await menus();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);
    const brotli = await menus('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('no-store');
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    // A small answer is not worth it.
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
