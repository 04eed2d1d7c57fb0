import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app';

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
});
