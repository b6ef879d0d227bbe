import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { foreignKeyOrder } from './dump';
import {
  BackupWriter,
  encodeRecord,
  FORMAT_VERSION,
  header,
  magic,
  readBackupStream,
  readRecords,
  type BackupRecord,
  type RecordMeta,
} from './format';
import { fitMigrations, pendingMigrations, type JournalEntry } from './migrations';

const at = new Date('2025-05-01T10:00:00Z');
const database: RecordMeta = {
  type: 'database',
  engine: 'pglite',
  migrations: [{ when: 1, tag: '0000_init' }],
  tables: ['users'],
  sequences: [],
};
const rowsBody = Buffer.from('[{"id":"u1"},{"id":"u2"}]');
const image = Buffer.from([0, 1, 2, 3, 255]);

/** A whole container, uncompressed, as `readRecords` reads it. */
function container(records: Buffer[], withEnd = true): Buffer {
  const end = encodeRecord({ type: 'end', records: 4, rows: { users: 2 }, files: 1 });
  return Buffer.concat([magic(), ...records, ...(withEnd ? [end] : [])]);
}

const goodRecords = () => [
  encodeRecord(header(at)),
  encodeRecord(database),
  encodeRecord({ type: 'table', table: 'users', columns: ['id'], rows: 2 }, rowsBody),
  encodeRecord({ type: 'file', area: 'uploads', name: 'a.webp' }, image),
];

async function readAll(bytes: Buffer): Promise<BackupRecord[]> {
  const out: BackupRecord[] = [];
  for await (const record of readRecords(Readable.from([bytes]))) out.push(record);
  return out;
}

async function readCompressed(bytes: Buffer): Promise<BackupRecord[]> {
  const out: BackupRecord[] = [];
  for await (const record of readBackupStream(Readable.from([bytes]))) out.push(record);
  return out;
}

describe('the backup container', () => {
  it('gives back what the writer wrote, part by part, through gzip', async () => {
    const sink = new PassThrough();
    const chunks: Buffer[] = [];
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = new BackupWriter(sink);
    await writer.write(header(at));
    await writer.write(database);
    await writer.write({ type: 'table', table: 'users', columns: ['id'], rows: 2 }, rowsBody);
    await writer.write({ type: 'file', area: 'uploads', name: 'a.webp' }, image);
    await writer.finish();

    const records = await readCompressed(Buffer.concat(chunks));
    expect(records.map((r) => r.meta.type)).toEqual(['header', 'database', 'table', 'file', 'end']);
    expect(records[0]?.meta).toMatchObject({ product: 'travel-guide-de', format: FORMAT_VERSION });
    expect(records[2]?.body.toString()).toBe(rowsBody.toString());
    expect(records[3]?.body.equals(image)).toBe(true);
    expect(records[4]?.meta).toEqual({ type: 'end', records: 4, rows: { users: 2 }, files: 1 });
  });

  it('reads records however the bytes are split into chunks', async () => {
    const bytes = container(goodRecords());
    const oneByOne = Readable.from([...bytes].map((b) => Buffer.from([b])));
    const types: string[] = [];
    for await (const record of readRecords(oneByOne)) types.push(record.meta.type);
    expect(types).toEqual(['header', 'database', 'table', 'file', 'end']);
  });

  it('refuses a part whose bytes changed: its checksum does not match', async () => {
    const records = goodRecords();
    const table = records[2] as Buffer;
    // A digit inside the rows' JSON: still valid JSON, only the checksum can tell.
    const changed = Buffer.from(table);
    changed[changed.indexOf('u2') + 1] = '3'.charCodeAt(0);
    records[2] = changed;
    await expect(readAll(container(records))).rejects.toThrow(
      'The backup file is damaged: the checksum of part 3 does not match.',
    );
  });

  it('refuses a file cut short, or one whose end record is missing', async () => {
    const whole = container(goodRecords());
    await expect(readAll(whole.subarray(0, whole.length - 10))).rejects.toThrow(/ends early/);
    await expect(readAll(container(goodRecords(), false))).rejects.toThrow(/ends early/);
  });

  it('refuses a file whose parts do not add up to its end record', async () => {
    const records = goodRecords();
    records.splice(3, 1);
    await expect(readAll(container(records))).rejects.toThrow(/parts are missing/);
  });

  it('refuses data after the end', async () => {
    const bytes = Buffer.concat([container(goodRecords()), Buffer.from('more')]);
    await expect(readAll(bytes)).rejects.toThrow(/data after its end/);
  });

  it('refuses a foreign file: not gzip, gzip of something else, another product', async () => {
    await expect(readCompressed(Buffer.from('just some text, not a backup'))).rejects.toThrow(
      'This file is not a Travel Guide DE backup.',
    );
    await expect(readCompressed(gzipSync(Buffer.from('{"name":"x"}')))).rejects.toThrow(
      'This file is not a Travel Guide DE backup.',
    );
    const other = container([encodeRecord({ ...header(at), product: 'another-shop' })], false);
    await expect(readAll(other)).rejects.toThrow('This file is not a Travel Guide DE backup.');
  });

  it('refuses a file of a newer format, saying so, before reading further', async () => {
    const newer = container([encodeRecord({ ...header(at), format: FORMAT_VERSION + 1 })], false);
    await expect(readAll(newer)).rejects.toThrow(
      `This backup was written in format ${FORMAT_VERSION + 1} by a newer version of Travel Guide DE`,
    );
    // Even when its header says things this version cannot read.
    const stranger = { ...header(at), format: FORMAT_VERSION + 1, createdAt: 1234, keys: ['x'] };
    await expect(
      readAll(container([encodeRecord(stranger as unknown as RecordMeta)], false)),
    ).rejects.toThrow(
      /newer version of Travel Guide DE; this version reads format 1 and older\. Restore it with the newer version\./,
    );
  });
});

const journal: JournalEntry[] = [
  { idx: 0, when: 100, tag: '0000_init', breakpoints: true },
  { idx: 1, when: 200, tag: '0001_more', breakpoints: true },
  { idx: 2, when: 300, tag: '0002_most', breakpoints: true },
];

describe('a backup’s migration level against this code', () => {
  it('restores one of the same level as it is', () => {
    const fit = fitMigrations([{ when: 100 }, { when: 200 }, { when: 300 }], journal);
    expect(fit.level.map((e) => e.tag)).toEqual(['0000_init', '0001_more', '0002_most']);
    expect(fit.later).toEqual([]);
  });

  it('restores an older one at its level and then migrates the rest', () => {
    const fit = fitMigrations([{ when: 100, tag: '0000_init' }], journal);
    expect(fit.level.map((e) => e.tag)).toEqual(['0000_init']);
    expect(fit.later.map((e) => e.tag)).toEqual(['0001_more', '0002_most']);
  });

  it('refuses one from a newer version', () => {
    expect(() =>
      fitMigrations([{ when: 100 }, { when: 200 }, { when: 300 }, { when: 400, tag: '0003_next' }], journal),
    ).toThrow(/comes from a newer version of Travel Guide DE: its database had 0003_next/);
  });

  it('refuses one whose migrations are not this code’s', () => {
    expect(() => fitMigrations([{ when: 100 }, { when: 250 }], journal)).toThrow(/does not fit this version/);
  });

  it('knows which migrations a database has still to run', () => {
    expect(pendingMigrations([{ when: 100 }], journal).map((e) => e.tag)).toEqual(['0001_more', '0002_most']);
    expect(pendingMigrations([{ when: 100 }, { when: 200 }, { when: 300 }], journal)).toEqual([]);
  });
});

describe('the order of tables', () => {
  it('puts each table after those it refers to', () => {
    const order = foreignKeyOrder(
      ['reviews', 'users', 'bookings', 'destinations', 'payment_intents'],
      [
        ['reviews', 'users'],
        ['reviews', 'destinations'],
        ['bookings', 'users'],
        ['bookings', 'destinations'],
        ['payment_intents', 'bookings'],
        ['users', 'users'],
      ],
    );
    expect(order).toEqual(['destinations', 'users', 'bookings', 'reviews', 'payment_intents']);
  });

  it('refuses a cycle', () => {
    expect(() =>
      foreignKeyOrder(
        ['a', 'b'],
        [
          ['a', 'b'],
          ['b', 'a'],
        ],
      ),
    ).toThrow(/cycle/);
  });
});
