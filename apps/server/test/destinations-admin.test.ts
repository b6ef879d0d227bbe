import { destinationMessages, messages, type Destination } from '@tgde/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, destinations, paymentIntents, photos } from '../src/db/schema';
import { storedImageMessage } from '../src/http/stored-image';
import { buildCast, insertBooking, refusals, storedImage, type Cast } from './support/cast';

let cast: Cast;
let img: string;
let otherImg: string;

beforeAll(async () => {
  cast = await buildCast();
  img = await storedImage(cast.t, 'destinationPicture1');
  otherImg = await storedImage(cast.t, 'destinationPicture2');
});
afterAll(() => cast.t.close());

const good = () => ({
  destinationName: 'Bamberg',
  description: 'A medieval town on seven hills, famous for its smoked beer.',
  cost: 245.5,
  img,
});

const catalogue = async () => (await cast.call('GET', '/api/destination')).json<Destination[]>();

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await cast.call('POST', '/api/destination', cast.admin, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

describe('POST /api/destination', () => {
  it('401 anonymous; 403 for travellers, unverified ones and unverified admins; nothing is added', async () => {
    expect(await refusals(cast, 'POST', '/api/destination', good())).toEqual([401, 403, 403, 403]);
    expect((await catalogue()).map((d) => d.destinationName)).not.toContain('Bamberg');
  });

  it('adds a destination for an admin: 201 {insertedId}, in the list at once and by id, cost in dollars', async () => {
    expect(await catalogue()).toEqual([]); // also fills the catalogue cache, which must be dropped
    const id = await create(good());
    const expected = {
      _id: id,
      destinationName: 'Bamberg',
      description: good().description,
      cost: 245.5,
      img,
      averageRating: null,
      reviewCount: 0,
      latitude: null,
      longitude: null,
      capacity: null,
      startTimes: [],
      prices: [{ category: 'adult', cost: 245.5, places: 1 }],
      questions: [],
      cutoffMinutes: 120,
      minTravellers: null,
      decideHours: 24,
      meetingPoint: null,
    };
    expect(await catalogue()).toEqual([expected]);
    expect((await cast.call('GET', `/api/destination/${id}`)).json()).toEqual({
      ...expected,
      translations: {
        en: { destinationName: 'Bamberg', description: good().description },
        de: { destinationName: null, description: null },
        questions: [],
      },
    });
  });

  it.each([
    ['no name', { destinationName: undefined }, 'destinationName', messages.destinationNameRequired],
    ['a blank name', { destinationName: '   ' }, 'destinationName', messages.destinationNameRequired],
    ['a one-letter name', { destinationName: 'X' }, 'destinationName', messages.destinationNameInvalid],
    ['no details', { description: undefined }, 'description', messages.destinationDetailRequired],
    ['short details', { description: 'Nice.' }, 'description', messages.destinationDetailInvalid],
    ['no cost', { cost: undefined }, 'cost', messages.costRequired],
    ['a cost in words', { cost: 'cheap' }, 'cost', messages.costRequired],
    ['a zero cost', { cost: 0 }, 'cost', destinationMessages.costPositive],
    ['a cost with cents below one', { cost: 10.005 }, 'cost', destinationMessages.costCents],
    ['no image', { img: undefined }, 'img', messages.imageRequired],
    [
      'an image elsewhere',
      { img: 'https://example.com/a.webp' },
      'img',
      'Upload the image first, then save it',
    ],
    ['an image never uploaded', { img: '/media/neverUploaded9.webp' }, 'img', storedImageMessage],
  ])('refuses %s with 400 and its message', async (_what, change, path, message) => {
    const res = await cast.call('POST', '/api/destination', cast.admin, {
      ...good(),
      destinationName: 'Würzburg',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    expect((await catalogue()).map((d) => d.destinationName)).not.toContain('Würzburg');
  });

  it('refuses a name already on offer, in any case, with 409 and a sentence', async () => {
    const res = await cast.call('POST', '/api/destination', cast.admin, {
      ...good(),
      destinationName: 'BAMBERG',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: destinationMessages.nameTaken,
      errors: [{ path: 'destinationName', message: destinationMessages.nameTaken }],
    });
  });

  it('adds only one of two destinations of the same name sent at the same moment', async () => {
    const body = { ...good(), destinationName: 'Passau' };
    const answers = await Promise.all(
      [1, 2, 3].map(() => cast.call('POST', '/api/destination', cast.admin, body)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await catalogue()).filter((d) => d.destinationName === 'Passau')).toHaveLength(1);
  });
});

describe('PUT and PATCH /api/destination/{id}', () => {
  let id: string;
  beforeAll(async () => {
    id = await create({ ...good(), destinationName: 'Regensburg', cost: 300 });
  });

  it('401 anonymous, 403 for everyone but a verified admin; nothing changes', async () => {
    for (const method of ['PUT', 'PATCH']) {
      expect(await refusals(cast, method, `/api/destination/${id}`, { cost: 1 })).toEqual([
        401, 403, 403, 403,
      ]);
    }
    expect((await cast.call('GET', `/api/destination/${id}`)).json<Destination>().cost).toBe(300);
  });

  it('changes the fields sent; a new price applies to new bookings only; photos follow a new name', async () => {
    await cast.t.database.db
      .insert(photos)
      .values({ image: img, place: 'regensburg', uploadedBy: 'Bob Rover' });
    const booked = await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: id,
      date: '2027-03-01',
    });
    await catalogue();
    const res = await cast.call('PATCH', `/api/destination/${id}`, cast.admin, { cost: 350.25 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ modifiedCount: 1 });
    const put = await cast.call('PUT', `/api/destination/${id}`, cast.admin, {
      destinationName: 'Regensburg an der Donau',
      description: 'A stone bridge, a cathedral and the oldest sausage kitchen.',
      img: otherImg,
    });
    expect(put.json()).toEqual({ modifiedCount: 1 });
    const listed = (await catalogue()).find((d) => d._id === id);
    expect(listed).toMatchObject({
      destinationName: 'Regensburg an der Donau',
      description: 'A stone bridge, a cathedral and the oldest sausage kitchen.',
      cost: 350.25,
      img: otherImg,
    });
    const [booking] = await cast.t.database.db.select().from(bookings).where(eq(bookings.id, booked));
    expect(booking).toMatchObject({ costCents: 300_00, destinationName: 'Regensburg' });
    const gallery = await cast.call(
      'GET',
      `/api/destinationPhoto/${encodeURIComponent('Regensburg an der Donau')}`,
    );
    expect(gallery.json()).toEqual([expect.objectContaining({ place: 'Regensburg an der Donau' })]);
  });

  it("refuses bad fields with the destination form's messages, and an empty change", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ destinationName: '' }, 'destinationName', messages.destinationNameRequired],
      [{ destinationName: 'R' }, 'destinationName', messages.destinationNameInvalid],
      [{ description: '' }, 'description', messages.destinationDetailRequired],
      [{ description: 'Short' }, 'description', messages.destinationDetailInvalid],
      [{ cost: null }, 'cost', messages.costRequired],
      [{ img: '' }, 'img', messages.imageRequired],
      [{ img: '/media/neverUploaded8.webp' }, 'img', storedImageMessage],
    ];
    for (const [body, path, message] of cases) {
      const res = await cast.call('PATCH', `/api/destination/${id}`, cast.admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    }
    const empty = await cast.call('PUT', `/api/destination/${id}`, cast.admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: expect.any(String) });
  });

  it("refuses another destination's name (409) but lets a destination change the case of its own", async () => {
    const taken = await cast.call('PATCH', `/api/destination/${id}`, cast.admin, {
      destinationName: 'bamberg',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([
      { path: 'destinationName', message: destinationMessages.nameTaken },
    ]);
    const own = await cast.call('PATCH', `/api/destination/${id}`, cast.admin, {
      destinationName: 'REGENSBURG AN DER DONAU',
    });
    expect(own.statusCode).toBe(200);
  });

  it('404 for an unknown or malformed id', async () => {
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await cast.call('PATCH', `/api/destination/${bad}`, cast.admin, { cost: 5 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Destination not found.' });
    }
  });
});

describe('DELETE /api/destination/{id}: archiving', () => {
  let id: string;
  let paidBooking: string;
  let openBooking: string;
  beforeAll(async () => {
    id = await create({ ...good(), destinationName: 'Rothenburg', cost: 120 });
    openBooking = await insertBooking(cast.t, {
      email: 'ann@example.com',
      destinationId: id,
      date: '2027-05-01',
    });
    paidBooking = await insertBooking(cast.t, {
      email: 'bob@example.com',
      destinationId: id,
      date: '2027-05-02',
      transactionId: 'pi_test_rothenburg',
    });
    await cast.t.database.db.insert(paymentIntents).values({
      id: 'pi_test_rothenburg',
      provider: 'test',
      bookingId: paidBooking,
      amountCents: 12_000,
      currency: 'usd',
      status: 'succeeded',
      clientSecret: 'pi_test_rothenburg_secret_x',
    });
    await cast.t.database.db
      .insert(photos)
      .values({ image: img, place: 'Rothenburg', uploadedBy: 'Ann Walker' });
  });

  it('401 anonymous, 403 for everyone but a verified admin; it stays on offer', async () => {
    expect(await refusals(cast, 'DELETE', `/api/destination/${id}`)).toEqual([401, 403, 403, 403]);
    expect((await cast.call('GET', `/api/destination/${id}`)).statusCode).toBe(200);
  });

  it('answers {deletedCount: 1}; the destination is gone from the list and its page', async () => {
    await catalogue();
    const res = await cast.call('DELETE', `/api/destination/${id}`, cast.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deletedCount: 1 });
    expect((await catalogue()).map((d) => d._id)).not.toContain(id);
    expect((await cast.call('GET', `/api/destination/${id}`)).statusCode).toBe(404);
  });

  it('keeps its bookings, payments and photos', async () => {
    const db = cast.t.database.db;
    const kept = await db.select().from(bookings).where(eq(bookings.destinationId, id));
    expect(kept.map((b) => b.id).sort()).toEqual([openBooking, paidBooking].sort());
    expect(kept.find((b) => b.id === paidBooking)).toMatchObject({
      paid: true,
      transactionId: 'pi_test_rothenburg',
      destinationName: 'Rothenburg',
      costCents: 12_000,
    });
    expect(
      await db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, paidBooking)),
    ).toHaveLength(1);
    expect(await db.select().from(photos).where(eq(photos.place, 'Rothenburg'))).toHaveLength(1);
    const [row] = await db.select().from(destinations).where(eq(destinations.id, id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const gallery = await cast.call('GET', '/api/destinationPhoto/Rothenburg');
    expect(gallery.json()).toHaveLength(1);
  });

  it('can no longer be chosen for a photo or a review, nor edited or deleted again', async () => {
    const photo = await cast.call('POST', '/api/photos', cast.user, { place: 'Rothenburg', image: img });
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errors).toEqual([{ path: 'place', message: expect.any(String) }]);
    const review = await cast.call('POST', '/api/review', cast.user, {
      comment: 'Lovely walls.',
      rating: 4,
      destinationId: id,
    });
    expect(review.statusCode).toBe(400);
    expect((await cast.call('PATCH', `/api/destination/${id}`, cast.admin, { cost: 1 })).statusCode).toBe(
      404,
    );
    expect((await cast.call('DELETE', `/api/destination/${id}`, cast.admin)).statusCode).toBe(404);
  });

  it('frees the name for a new destination', async () => {
    const again = await create({ ...good(), destinationName: 'rothenburg' });
    expect(again).not.toBe(id);
    expect((await catalogue()).filter((d) => d.destinationName.toLowerCase() === 'rothenburg')).toHaveLength(
      1,
    );
  });

  it('404 for an unknown or malformed id', async () => {
    expect(
      (await cast.call('DELETE', '/api/destination/00000000-0000-4000-8000-000000000000', cast.admin))
        .statusCode,
    ).toBe(404);
    expect((await cast.call('DELETE', '/api/destination/x', cast.admin)).statusCode).toBe(404);
  });
});
