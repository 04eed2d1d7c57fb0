import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { DOCUMENT_ONLY_HEADERS, IMMUTABLE, REVALIDATE } from './web-app';

/** A build as Vite and the precompress step leave it: hashed assets with .br and .gz copies. */
const writeBuild = (dir: string) => {
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  const page = '<!doctype html><title>portal</title><script src="/assets/index-AbC123.js"></script>';
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'manual'), { recursive: true });
  for (const [name, text] of [
    ['assets/index-AbC123.js', script],
    ['index.html', page],
    ['manual/index.html', '<h1>manual</h1>'],
  ]) {
    writeFileSync(path.join(dir, name), text);
    writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text));
  }
  return { script, page };
};

describe('the web app as browsers get it', () => {
  let t: TestApp;
  let webDist: string;
  let build: ReturnType<typeof writeBuild>;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'portal-web-'));
    build = writeBuild(webDist);
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset compressed as the browser accepts, cached for a year', async () => {
    const brotli = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    // A document's headers stay on the page; an asset keeps what protects it as a resource.
    for (const name of DOCUMENT_ONLY_HEADERS) expect(brotli.headers[name]).toBeUndefined();
    expect(brotli.headers['x-content-type-options']).toBe('nosniff');
    expect(brotli.headers['cross-origin-resource-policy']).toBe('same-origin');
    const gzip = await get('/assets/index-AbC123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(build.script);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(build.script);
  });

  it('has every screen answer index.html, revalidated', async () => {
    for (const url of ['/', '/order/list', '/ucenter/profile?tab=1']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe(REVALIDATE);
      expect(page.headers.etag).toBeTruthy();
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
    const manual = await get('/manual/index.html');
    expect(manual.headers['cache-control']).toBe(REVALIDATE);
  });

  it('answers an unknown asset 404, never the page (a tab of the previous build reloads)', async () => {
    const missing = await get('/assets/index-Old999.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
    expect((await get('/api/nowhere')).json()).toMatchObject({ code: '1111' });
  });
});
