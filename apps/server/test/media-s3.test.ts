import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { createMediaStore } from '../src/infra/images/create-store';
import { s3Store } from '../src/infra/images/s3-store';
import { verifiedUser } from './support/accounts';
import { bearer, type SignedIn } from './support/auth-client';
import { multipart, png } from './support/images';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

/*
 * Images in an S3-compatible bucket: s3rver, a real S3 protocol server on loopback that checks
 * SigV4 signatures, stands in for the cloud.
 */
let s3: S3rver;
let s3Dir: string;
let t: TestApp;
let alice: SignedIn;
const mailer = new RecordingMailer();

beforeAll(async () => {
  s3Dir = mkdtempSync(path.join(tmpdir(), 'tgde-s3-'));
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'travel-media', configs: [] }],
  });
  const { port } = await s3.run();
  const env = {
    AUTH_RATE_LIMIT_MAX: '1000',
    S3_BUCKET: 'travel-media',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PREFIX: 'media/',
  };
  const media = createMediaStore(loadConfig({ DATA_DIR: s3Dir, ...env }));
  t = await buildTestApp({ env, deps: { mailer, media } });
  alice = await verifiedUser(t.app, mailer, { name: 'Alice Cloud', email: 'alice@example.com' });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('images in an S3-compatible bucket', () => {
  it('stores uploads in the bucket and serves them under /media/', async () => {
    const body = multipart('image', await png(900, 600), 'a.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(alice.token) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json<{ data: { url: string } }>().data.url;
    for (const variant of [url, url.replace('.webp', '-400.webp'), url.replace('.webp', '-800.webp')]) {
      const served = await t.app.inject({ url: variant });
      expect(served.statusCode, variant).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
    const missing = await t.app.inject({ url: '/media/nothing-here.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it('fails loudly when the bucket refuses a file, instead of pretending to store it', async () => {
    const wrong = createMediaStore(
      loadConfig({
        DATA_DIR: s3Dir,
        S3_BUCKET: 'no-such-bucket',
        S3_ENDPOINT: t.config.s3?.endpoint ?? '',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    await expect(wrong.put('x.webp', Buffer.from('data'))).rejects.toThrow(/404/);
  });

  it('lists its files page by page with their times, only under its prefix, and deletes them', async () => {
    const settings = t.config.s3;
    if (!settings) throw new Error('the test app has no S3 settings');
    // A prefix of its own, listed two keys at a time: five files take three pages.
    const store = s3Store({ ...settings, prefix: 'listing/' }, { listPageSize: 2 });
    const before = Date.now() - 60_000;
    const names = ['a1.webp', 'a1-400.webp', 'a1-800.webp', 'b2.webp', 'b2-400.webp'];
    for (const name of names) await store.put(name, Buffer.from(name));
    // Beside it: the bucket's other files (the upload above, under media/) are not this store's.
    const other = s3Store({ ...settings, prefix: 'listing/deeper/' });
    await other.put('c3.webp', Buffer.from('c3'));

    const listed = [];
    for await (const file of store.list()) listed.push(file);
    expect(listed.map((f) => f.name).sort()).toEqual([...names].sort());
    for (const file of listed) expect(file.modifiedAt.getTime()).toBeGreaterThan(before);

    await store.delete('b2.webp');
    await store.delete('not-there.webp');
    expect(await store.has('b2.webp')).toBe(false);
    expect(await store.has('b2-400.webp')).toBe(true);
  });
});
