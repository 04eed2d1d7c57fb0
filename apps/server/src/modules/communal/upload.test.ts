import { readdirSync } from 'node:fs';
import path from 'node:path';
import { maxUploadBytes } from '@portal/shared/file-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app';
import { givenPartnerAdmin, givenTwoPartners, injectAs, type TestActor } from '../../test/fixtures';
import { assertOwnFile, signedFileUrl } from './files.service';
import { multipartOf, TINY_PDF, TINY_PNG } from './upload.fixtures';

const filesOnDisk = (dataDir: string): string[] => {
  const root = path.join(dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

describe('uploads and files', () => {
  let t: TestApp;
  let a: TestActor;
  let b: TestActor;
  beforeAll(async () => {
    t = await createTestApp();
    ({ a, b } = await givenTwoPartners(t.database.db));
  });
  afterAll(() => t.close());

  const upload = (
    actor: TestActor | null,
    parts: Parameters<typeof multipartOf>[0],
    lang?: 'zh-CN' | 'en',
  ) => {
    const { payload, headers } = multipartOf(parts);
    return injectAs(t.app, actor, { method: 'POST', url: '/api/communal/upload', payload, headers, lang });
  };

  it('accepts a real png and serves it back to its owner only', async () => {
    const res = await upload(a, [{ name: 'file', fileName: '营业执照.png', content: TINY_PNG }]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ name: '营业执照.png', size: TINY_PNG.length, kind: 'image' });
    expect(data.url).toMatch(new RegExp(`^/api/communal/file/${data.id}\\?p=\\d+&exp=\\d+&sig=`));

    const own = await injectAs(t.app, a, { method: 'GET', url: `/api/communal/file/${data.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toMatch(/^inline; /);
    expect(own.rawPayload.equals(TINY_PNG)).toBe(true);

    const other = await injectAs(t.app, b, { method: 'GET', url: `/api/communal/file/${data.id}` });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: '1111', success: false });
    const anonymous = await injectAs(t.app, null, { method: 'GET', url: `/api/communal/file/${data.id}` });
    expect(anonymous.statusCode).toBe(404);
  });

  it('serves a file through its signed url without a token, and refuses a tampered or expired one', async () => {
    const res = await upload(a, [{ name: 'file', fileName: 'logo.png', content: TINY_PNG }]);
    const { id, url } = res.json().data as { id: number; url: string };

    const signed = await t.app.inject({ method: 'GET', url });
    expect(signed.statusCode).toBe(200);
    expect(signed.rawPayload.equals(TINY_PNG)).toBe(true);

    const tampered = url.replace(/sig=(.)/, (_, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    const tamperedSig = await t.app.inject({ method: 'GET', url: tampered });
    expect(tamperedSig.statusCode).toBe(404);
    const otherPartner = await t.app.inject({ method: 'GET', url: url.replace(/p=\d+/, `p=${b.partnerId}`) });
    expect(otherPartner.statusCode).toBe(404);
    const otherId = await t.app.inject({
      method: 'GET',
      url: url.replace(`/file/${id}?`, `/file/${id + 1}?`),
    });
    expect(otherId.statusCode).toBe(404);
    const laterExp = await t.app.inject({
      method: 'GET',
      url: url.replace(/exp=(\d+)/, (_, e) => `exp=${Number(e) + 1}`),
    });
    expect(laterExp.statusCode).toBe(404);

    const expired = signedFileUrl(a.partnerId, id).replace(/exp=\d+/, 'exp=1');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(404);
    // B cannot mint a link to A's file either: a link is bound to the partner that owns the file.
    expect((await t.app.inject({ method: 'GET', url: signedFileUrl(b.partnerId, id) })).statusCode).toBe(404);
  });

  it('refuses a .png name with PDF content, and stores nothing', async () => {
    const before = filesOnDisk(t.config.dataDir).length;
    const res = await upload(a, [{ name: 'file', fileName: 'fake.png', content: TINY_PDF }], 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: '1111', msg: 'The file content does not match its type' });
    expect(filesOnDisk(t.config.dataDir).length).toBe(before);
  });

  it('accepts the pdf as a pdf, served as inline pdf', async () => {
    const res = await upload(a, [{ name: 'file', fileName: 'contract.PDF', content: TINY_PDF }]);
    expect(res.json().data).toMatchObject({ kind: 'pdf' });
    const served = await injectAs(t.app, a, {
      method: 'GET',
      url: `/api/communal/file/${res.json().data.id}`,
    });
    expect(served.headers['content-type']).toBe('application/pdf');
  });

  it('refuses an oversize image with a translated 1111 and leaves nothing stored', async () => {
    const before = filesOnDisk(t.config.dataDir).length;
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(maxUploadBytes.image, 1)]);
    const res = await upload(a, [{ name: 'file', fileName: 'big.png', content: big }], 'zh-CN');
    expect(res.json()).toMatchObject({ code: '1111', success: false, msg: '文件大小不能超过 5MB' });
    expect(filesOnDisk(t.config.dataDir).length).toBe(before);
  });

  it('refuses types outside the spec, and a kind the form does not accept', async () => {
    const exe = await upload(a, [{ name: 'file', fileName: 'setup.exe', content: Buffer.from('MZ') }], 'en');
    expect(exe.json().msg).toMatch(/^This file type is not supported/);

    const wrongKind = await upload(
      a,
      [
        { name: 'kind', value: 'image' },
        { name: 'file', fileName: 'contract.pdf', content: TINY_PDF },
      ],
      'en',
    );
    expect(wrongKind.json()).toMatchObject({ code: '1111', msg: 'Only image files can be uploaded here' });

    const kindAfterFile = await upload(a, [
      { name: 'file', fileName: 'contract.pdf', content: TINY_PDF },
      { name: 'kind', value: 'image,video' },
    ]);
    expect(kindAfterFile.json()).toMatchObject({ code: '1111' });

    const accepted = await upload(a, [
      { name: 'kind', value: 'image,pdf' },
      { name: 'file', fileName: 'receipt.pdf', content: TINY_PDF },
    ]);
    expect(accepted.json()).toMatchObject({ code: '0000', data: { kind: 'pdf' } });
  });

  it('needs a signed-in caller and a file', async () => {
    expect((await upload(null, [{ name: 'file', fileName: 'a.png', content: TINY_PNG }])).statusCode).toBe(
      401,
    );
    const empty = await upload(a, [{ name: 'kind', value: 'image' }], 'en');
    expect(empty.json()).toMatchObject({ code: '1111', msg: 'Choose a file to upload' });
  });

  it('reads a refused upload to its end, so its connection and the server can close', async () => {
    const own = await createTestApp();
    try {
      const actor = await givenPartnerAdmin(own.database.db);
      const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const form = new FormData();
      form.append('file', new Blob([TINY_PNG, Buffer.alloc(2 * maxUploadBytes.image)]), 'huge.png');
      const res = await fetch(`${address}/api/communal/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${actor.token}`, 'accept-language': 'en' },
      });
      expect(await res.json()).toMatchObject({ code: '1111', msg: 'The file must not be larger than 5 MB' });
      const closed = await Promise.race([
        own.app.close().then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      expect(closed).toBe(true);
    } finally {
      await own.close();
    }
  });

  it('lets other modules check that a file id is their partner’s', async () => {
    const res = await upload(a, [{ name: 'file', fileName: 'licence.png', content: TINY_PNG }]);
    const { id } = res.json().data as { id: number };
    const db = t.database.db;
    await expect(assertOwnFile(db, a.partnerId, String(id), ['image', 'pdf'])).resolves.toMatchObject({ id });
    await expect(assertOwnFile(db, b.partnerId, id)).rejects.toMatchObject({ key: 'file.notFound' });
    await expect(assertOwnFile(db, a.partnerId, 'x1')).rejects.toMatchObject({ key: 'file.notFound' });
    await expect(assertOwnFile(db, a.partnerId, id, ['pdf'])).rejects.toMatchObject({
      key: 'upload.kindMismatch',
    });
  });
});
