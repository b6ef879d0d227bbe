import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { destinations, notifications, photos, users } from '../src/db/schema';
import { deleteOldContactMessages, deleteUnreferencedUploads } from '../src/domain/retention';
import { diskStore } from '../src/infra/images/store';
import { createTestDatabase } from './support/test-db';

/* What the retention job removes: old contact messages, and old pictures that nothing uses. */
let database: Database;
let uploads: string;
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

beforeAll(async () => {
  database = await createTestDatabase();
  uploads = mkdtempSync(path.join(tmpdir(), 'tgde-retention-'));
});
afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('deleteOldContactMessages', () => {
  it('deletes the messages received before the cut-off and keeps the newer ones', async () => {
    const message = (subject: string, createdAt: Date) => ({
      subject,
      body: 'Hello',
      senderEmail: 'visitor@example.com',
      createdAt,
    });
    await database.db
      .insert(notifications)
      .values([
        message('two years old', daysAgo(730)),
        message('just over a year old', daysAgo(366)),
        message('half a year old', daysAgo(180)),
        message('today', now),
      ]);

    expect(await deleteOldContactMessages(database.db, daysAgo(365))).toBe(2);
    const left = await database.db.select({ subject: notifications.subject }).from(notifications);
    expect(left.map((m) => m.subject).sort()).toEqual(['half a year old', 'today']);
    expect(await deleteOldContactMessages(database.db, daysAgo(365))).toBe(0);
  });
});

describe('deleteUnreferencedUploads', () => {
  /** The three files of one picture, as an upload stores them, last written `age` days ago. */
  function picture(key: string, age: number): string {
    for (const name of [`${key}.webp`, `${key}-400.webp`, `${key}-800.webp`]) {
      const file = path.join(uploads, name);
      writeFileSync(file, 'webp');
      utimesSync(file, daysAgo(age), daysAgo(age));
    }
    return `/media/${key}.webp`;
  }

  it('deletes old pictures that no record uses, and keeps used and fresh ones', async () => {
    const destinationImage = picture('destination-picture-key1', 30);
    const photoImage = picture('gallery-photo-picture-k2', 30);
    const profileImage = picture('profile-picture-key-0003', 30);
    picture('old-unused-picture-key-4', 2);
    picture('fresh-unused-picture-k-5', 0.5);
    // Not a picture the store made: left alone, however old.
    writeFileSync(path.join(uploads, 'notes.txt'), 'x');
    utimesSync(path.join(uploads, 'notes.txt'), daysAgo(30), daysAgo(30));

    await database.db
      .insert(destinations)
      .values({ name: 'Retention Town', description: 'Kept.', costCents: 100, img: destinationImage });
    await database.db
      .insert(photos)
      .values({ image: photoImage, place: 'Retention Town', uploadedBy: 'someone@example.com' });
    await database.db.insert(users).values([
      { id: 'u-with-photo', name: 'Pia Picture', email: 'pia@example.com', image: profileImage },
      {
        id: 'u-with-google',
        name: 'Gus Google',
        email: 'gus@example.com',
        image: 'https://lh3.googleusercontent.com/a/photo',
      },
    ]);

    const store = diskStore(uploads);
    const listed = [];
    for await (const file of store.list()) listed.push(file.name);
    expect(listed).toHaveLength(16);

    expect(await deleteUnreferencedUploads(database.db, store, daysAgo(1))).toBe(3);
    expect(readdirSync(uploads).sort()).toEqual(
      [
        'destination-picture-key1-400.webp',
        'destination-picture-key1-800.webp',
        'destination-picture-key1.webp',
        'fresh-unused-picture-k-5-400.webp',
        'fresh-unused-picture-k-5-800.webp',
        'fresh-unused-picture-k-5.webp',
        'gallery-photo-picture-k2-400.webp',
        'gallery-photo-picture-k2-800.webp',
        'gallery-photo-picture-k2.webp',
        'notes.txt',
        'profile-picture-key-0003-400.webp',
        'profile-picture-key-0003-800.webp',
        'profile-picture-key-0003.webp',
      ].sort(),
    );
    expect(await deleteUnreferencedUploads(database.db, store, daysAgo(1))).toBe(0);
  });

  it('finds nothing to do in a store that has no folder yet', async () => {
    const empty = diskStore(path.join(uploads, 'not-made-yet'));
    expect(await deleteUnreferencedUploads(database.db, empty, now)).toBe(0);
  });
});
