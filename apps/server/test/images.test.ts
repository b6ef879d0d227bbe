import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { messages, PRODUCT_NAME, type Photo } from '@tgde/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, photos } from '../src/db/schema';
import { verifiedUser } from './support/accounts';
import { bearer, signUp, type SignedIn } from './support/auth-client';
import {
  gif,
  htmlPage,
  jpegWithExif,
  multipart,
  png,
  svgWithScript,
  truncatedJpeg,
  webp,
} from './support/images';
import { RecordingMailer } from './support/recording-mailer';
import { buildTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let alice: SignedIn;
const mailer = new RecordingMailer();

beforeAll(async () => {
  t = await buildTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1000' }, deps: { mailer } });
  await t.database.db.insert(destinations).values([
    { name: 'Berlin', description: 'The capital city.', costCents: 50000, img: '/media/x.webp' },
    { name: 'Hamburg', description: 'The harbour city.', costCents: 39900, img: '/media/y.webp' },
  ]);
  alice = await verifiedUser(t.app, mailer, { name: 'Alice Traveller', email: 'alice@example.com' });
});
afterAll(() => t.close());

function upload(
  file: Buffer,
  filename: string,
  type: string,
  token: string | null = alice.token,
  field = 'image',
) {
  const body = multipart(field, file, filename, type);
  return t.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });
}

const uploadsDir = () => path.join(t.dataDir, 'uploads');

describe('POST /api/images', () => {
  it.each([
    ['JPEG', () => jpegWithExif(), 'holiday.jpg', 'image/jpeg'],
    ['PNG', () => png(), 'map.png', 'image/png'],
    ['WebP', () => webp(), 'pic.webp', 'image/webp'],
    ['GIF', () => gif(), 'anim.gif', 'image/gif'],
  ])('accepts a %s and answers the image host’s shape', async (_kind, make, name, type) => {
    const res = await upload(await make(), name, type);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ success: boolean; data: { url: string } }>();
    expect(answer.success).toBe(true);
    expect(answer.data.url).toMatch(/^\/media\/[\w-]+\.webp$/);
    const served = await t.app.inject({ url: answer.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
  });

  it('stores WebP in three widths without EXIF or GPS', async () => {
    const res = await upload(await jpegWithExif(1600, 1000), 'camera.jpg', 'image/jpeg');
    const url = res.json<{ data: { url: string } }>().data.url;
    const key = url.slice('/media/'.length, -'.webp'.length);
    const files = readdirSync(uploadsDir()).filter((f) => f.startsWith(key));
    expect(files.sort()).toEqual([`${key}-400.webp`, `${key}-800.webp`, `${key}.webp`]);
    for (const file of files) {
      const data = readFileSync(path.join(uploadsDir(), file));
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(data.includes(Buffer.from('Secret Model 9'))).toBe(false);
      expect(data.includes(Buffer.from('TestCam'))).toBe(false);
    }
    expect((await sharp(readFileSync(path.join(uploadsDir(), `${key}-400.webp`))).metadata()).width).toBe(
      400,
    );
    expect((await sharp(readFileSync(path.join(uploadsDir(), `${key}.webp`))).metadata()).width).toBe(1200);
  });

  it.each([
    ['an SVG with a script', () => svgWithScript, 'x.svg', 'image/svg+xml', 415],
    ['an HTML page renamed .png', () => htmlPage, 'innocent.png', 'image/png', 415],
    ['a zero-byte file', () => Buffer.alloc(0), 'empty.jpg', 'image/jpeg', 415],
    ['a truncated JPEG', () => truncatedJpeg(), 'half.jpg', 'image/jpeg', 415],
    ['random bytes', () => Buffer.from('GIF89a but not really an image at all'), 'x.gif', 'image/gif', 415],
  ])('refuses %s with a sentence', async (_what, make, name, type, status) => {
    const before = readdirSync(uploadsDir(), { withFileTypes: true }).length;
    const res = await upload(await make(), name, type);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toMatch(/[a-z]/);
    expect(res.json().errors[0].path).toBe('image');
    expect(readdirSync(uploadsDir(), { withFileTypes: true }).length).toBe(before);
  });

  it.each([
    // Within the 40-megapixel cap, but a column that would need ~160 MB once resized to 1,000 wide.
    ['a side longer than 12,000 pixels', 1000, 40_000, /1,000 × 40,000 pixels: .*no side longer than 12,000/],
    [
      'a picture more than 4 times as long as it is wide',
      3000,
      600,
      /3,000 × 600 pixels, .* at most 4 times/,
    ],
  ])('refuses %s with a sentence, before decoding it', async (_what, width, height, message) => {
    // One colour: the PNG is a few kilobytes however many pixels it has.
    const image = await sharp({ create: { width, height, channels: 3, background: '#3078c8' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(image.length).toBeLessThan(200_000);
    const before = readdirSync(uploadsDir(), { withFileTypes: true }).length;
    const res = await upload(image, 'strip.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(message);
    expect(res.json().errors[0]).toEqual({ path: 'image', message: res.json().message });
    expect(readdirSync(uploadsDir(), { withFileTypes: true }).length).toBe(before);
  });

  it('accepts a panorama of 4 to 1', async () => {
    const image = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#3078c8' } })
      .png()
      .toBuffer();
    expect((await upload(image, 'panorama.png', 'image/png')).statusCode).toBe(201);
  });

  it('refuses a 6 MB file with 413', async () => {
    const big = Buffer.concat([await png(64, 64), Buffer.alloc(6 * 1024 * 1024, 7)]);
    const res = await upload(big, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/larger than 5 MB/);
  });

  it('refuses a request without the image field with "Image is Required"', async () => {
    const res = await upload(await png(), 'a.png', 'image/png', alice.token, 'photo');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ path: 'image', message: messages.imageRequired }]);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/images',
      headers: { ...bearer(alice.token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe(messages.imageRequired);
  });

  it('refuses anonymous uploads with 401 and unverified accounts with 403', async () => {
    expect((await upload(await png(), 'a.png', 'image/png', null)).statusCode).toBe(401);
    expect((await upload(await png(), 'a.png', 'image/png', 'not-a-token')).statusCode).toBe(401);
    const bob = await signUp(t.app, { name: 'Bob Unverified', email: 'bob@example.com' });
    expect((await upload(await png(), 'a.png', 'image/png', bob.token)).statusCode).toBe(403);
  });
});

describe('POST /api/photos', () => {
  async function uploaded(): Promise<string> {
    const res = await upload(await png(300, 200), 'p.png', 'image/png');
    return res.json<{ data: { url: string } }>().data.url;
  }
  const post = (body: unknown, token: string | null = alice.token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload: body as object,
      headers: token ? bearer(token) : {},
    });

  it('records the photo with the uploader from the session, whatever the body says', async () => {
    const image = await uploaded();
    const res = await post({
      image,
      place: 'hamburg',
      uploadedBy: 'Mallory',
      uploadedUser: 'victim@example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { insertedId } = res.json<{ insertedId: string }>();
    const list = (await t.app.inject({ url: '/api/photos' })).json<Photo[]>();
    // Public: the uploader's first name and initial ("Alice Traveller" signed up).
    expect(list[0]).toEqual({
      _id: insertedId,
      image,
      place: 'Hamburg',
      uploadedBy: 'Alice T.',
      authorId: alice.res.json<{ user: { id: string } }>().user.id,
    });
    const ofHamburg = await t.app.inject({ url: '/api/destinationPhoto/Hamburg' });
    expect(ofHamburg.json<Photo[]>().find((p) => p._id === insertedId)?.uploadedBy).toBe('Alice T.');
    for (const res of [await t.app.inject({ url: '/api/photos?limit=100' }), ofHamburg]) {
      expect(res.body).not.toContain('Traveller');
    }
  });

  it("credits our own artwork with the site's name whole, and no traveller with it", async () => {
    const image = await uploaded();
    // The demo content is stored by no account under the site's name.
    const [ours] = await t.database.db
      .insert(photos)
      .values({ image, place: 'Berlin', uploadedBy: PRODUCT_NAME })
      .returning({ id: photos.id });
    const impostor = await verifiedUser(t.app, mailer, { name: PRODUCT_NAME, email: 'tg@example.com' });
    const res = await post({ image, place: 'Berlin' }, impostor.token);
    expect(res.statusCode, res.body).toBe(201);
    const theirs = res.json<{ insertedId: string }>().insertedId;
    for (const url of ['/api/photos?limit=100', '/api/destinationPhoto/berlin']) {
      const credits = new Map(
        (await t.app.inject({ url })).json<Photo[]>().map((p) => [p._id, p.uploadedBy]),
      );
      expect(credits.get(ours?.id ?? ''), url).toBe(PRODUCT_NAME);
      expect(credits.get(theirs), url).toBe('Travel D.');
    }
  });

  it("puts a photo in 'Berlin' when no location is chosen", async () => {
    const res = await post({ image: await uploaded() });
    expect(res.statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/photos?limit=1' })).json<Photo[]>();
    expect(list[0]?.place).toBe('Berlin');
  });

  it.each([
    ['no image', {}, 'image', messages.imageRequired],
    [
      'an outside address',
      { image: 'https://evil.example/x.png' },
      'image',
      'Upload the image first, then save it',
    ],
    [
      'an image never uploaded',
      { image: '/media/neverUploaded123.webp' },
      'image',
      'That image was not uploaded here: upload it again',
    ],
    [
      'an unknown place',
      { image: '/media/x.webp', place: 'Atlantis' },
      'place',
      'Choose one of our destinations as the location',
    ],
  ])('refuses %s with its message', async (_what, body, field, message) => {
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ path: field, message });
  });

  it('refuses anonymous callers with 401', async () => {
    expect((await post({ image: await uploaded() }, null)).statusCode).toBe(401);
  });
});

describe('POST /api/images rate limit', () => {
  it('answers 429 once an address has used its uploads for the minute', async () => {
    const limitedMailer = new RecordingMailer();
    const limited = await buildTestApp({
      env: { AUTH_RATE_LIMIT_MAX: '1000', UPLOAD_RATE_LIMIT: '2' },
      deps: { mailer: limitedMailer },
    });
    try {
      const carol = await verifiedUser(limited.app, limitedMailer, {
        name: 'Carol',
        email: 'carol@example.com',
      });
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const body = multipart('image', await png(100 + i, 100), 'p.png', 'image/png');
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/images',
          payload: body.payload,
          headers: { ...body.headers, ...bearer(carol.token) },
        });
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
