import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { checkOutboundUrl, type OutboundPolicy, outboundPolicyOf, postOutbound } from './outbound';

const policyOf = (env: Record<string, string>): OutboundPolicy => outboundPolicyOf(loadConfig(env));

const refusal = { key: 'outbound.refused' };

describe('checkOutboundUrl', () => {
  const strict = policyOf({});
  const withHttp = policyOf({ OUTBOUND_ALLOW_HTTP: 'on' });

  it('takes https only unless plain http is configured', async () => {
    await expect(checkOutboundUrl(strict, 'http://8.8.8.8/hook')).rejects.toMatchObject(refusal);
    await expect(checkOutboundUrl(strict, 'https://8.8.8.8/hook')).resolves.toBeUndefined();
    await expect(checkOutboundUrl(withHttp, 'http://8.8.8.8/hook')).resolves.toBeUndefined();
    await expect(checkOutboundUrl(withHttp, 'ftp://8.8.8.8/hook')).rejects.toMatchObject(refusal);
    await expect(checkOutboundUrl(strict, 'not a url')).rejects.toMatchObject(refusal);
  });

  it.each([
    'http://127.0.0.1:8080/vouchers',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:a9fe:a9fe]/',
    // WHATWG URL parsing turns these into 127.0.0.1 before the check sees them.
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://%31%32%37.0.0.1/',
    'http://0/',
    'http://10.0.0.1/',
    'http://192.168.0.10/',
    'http://100.100.100.200/',
  ])('refuses %s', async (url) => {
    await expect(checkOutboundUrl(withHttp, url)).rejects.toMatchObject(refusal);
    await expect(checkOutboundUrl(withHttp, url.replace('http:', 'https:'))).rejects.toMatchObject(refusal);
  });

  it('refuses a host name that resolves to loopback', async () => {
    await expect(checkOutboundUrl(withHttp, 'http://localhost:8080/')).rejects.toMatchObject(refusal);
    await expect(checkOutboundUrl(withHttp, 'https://LocalHost/')).rejects.toMatchObject(refusal);
  });

  it('lets the allow-list name private hosts and ranges', async () => {
    const onPremises = policyOf({ OUTBOUND_ALLOW_HTTP: 'on', OUTBOUND_ALLOW_HOSTS: 'localhost, 10.0.0.0/8' });
    await expect(checkOutboundUrl(onPremises, 'http://localhost:8080/')).resolves.toBeUndefined();
    await expect(checkOutboundUrl(onPremises, 'http://10.2.3.4/')).resolves.toBeUndefined();
    await expect(checkOutboundUrl(onPremises, 'http://127.0.0.1/')).rejects.toMatchObject(refusal);
  });
});

describe('postOutbound', () => {
  let server: Server;
  let port: number;
  const received: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      received.push(request.url ?? '');
      if (request.url === '/large') {
        response.end(Buffer.alloc(200 * 1024, 'x'));
      } else if (request.url === '/moved') {
        response.writeHead(302, { location: `http://127.0.0.1:${port}/ok` }).end();
      } else {
        response.end('{"ok":true}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const allowed = policyOf({ OUTBOUND_ALLOW_HTTP: 'on', OUTBOUND_ALLOW_HOSTS: '127.0.0.1' });

  it('never connects to a refused address, by literal or by name', async () => {
    const strict = policyOf({ OUTBOUND_ALLOW_HTTP: 'on' });
    await expect(postOutbound(strict, `http://127.0.0.1:${port}/ok`, {})).rejects.toMatchObject(refusal);
    await expect(postOutbound(strict, `http://localhost:${port}/ok`, {})).rejects.toMatchObject(refusal);
    await expect(postOutbound(strict, `http://2130706433:${port}/ok`, {})).rejects.toMatchObject(refusal);
    // The allow-list names 127.0.0.1, not ::1 nor 127.0.0.2.
    await expect(postOutbound(allowed, `http://127.0.0.2:${port}/ok`, {})).rejects.toMatchObject(refusal);
    expect(received).toEqual([]);
  });

  it('posts JSON to an allowed address and answers its status and body', async () => {
    const answer = await postOutbound(allowed, `http://127.0.0.1:${port}/ok`, { a: 1 });
    expect(answer).toEqual({ status: 200, body: '{"ok":true}' });
  });

  it('does not follow a redirect', async () => {
    expect((await postOutbound(allowed, `http://127.0.0.1:${port}/moved`, {})).status).toBe(302);
    expect(received.slice(-2)).toEqual(['/ok', '/moved']);
  });

  it('aborts an answer over 64 KiB', async () => {
    await expect(postOutbound(allowed, `http://127.0.0.1:${port}/large`, {})).rejects.toThrow(/64 KiB/);
  });
});
