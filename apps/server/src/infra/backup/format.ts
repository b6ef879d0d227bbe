import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';

/*
 * The backup file: one gzip stream holding a magic line and then records. A record is
 *
 *   u32 length of its description | description (JSON) | u32 length of its body | body | SHA-256
 *
 * (lengths big-endian; the SHA-256 covers everything before it in the record), so each part is
 * checked on its own and a file cut short or changed anywhere is refused. The first record says
 * which format and product wrote the file, a `database` record the engine and the migrations the
 * database had, `table` records carry rows as JSON, `file` records images and the stored secret,
 * and an `end` record the counts of everything before it (a file without one is incomplete).
 * Later formats keep the magic line and the framing of the first record, so that this code can say
 * "written by a newer version" rather than "damaged".
 * Nothing beyond Node's own zlib and crypto: no archive library to keep up to date.
 */

/** The format this code writes and the newest it reads. */
export const FORMAT_VERSION = 1;
export const PRODUCT = 'travel-guide-de';
const MAGIC = Buffer.from('TGDE-BACKUP\n', 'ascii');
const HASH_BYTES = 32;
/** Larger descriptions or bodies are not ours: refused before anything that size is read. */
const MAX_META_BYTES = 1024 * 1024;
export const MAX_BODY_BYTES = 1024 * 1024 * 1024;

/** A file that cannot be restored: damaged, foreign, or made by a newer version. The message says which. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

const migrationSchema = z.object({
  /** The migration's `when` in drizzle's journal (drizzle stores it as `created_at`). */
  when: z.number().int(),
  /** Its tag (file name without .sql) where the writing code knew it. */
  tag: z.string().optional(),
});
export type AppliedMigration = z.infer<typeof migrationSchema>;

const headerSchema = z.object({
  type: z.literal('header'),
  product: z.string(),
  format: z.number().int(),
  createdAt: z.string(),
});

const databaseSchema = z.object({
  type: z.literal('database'),
  engine: z.enum(['pglite', 'postgres']),
  /** Every migration the database had, oldest first. */
  migrations: z.array(migrationSchema),
  /** The tables in the order their rows follow (a table after the ones it refers to). */
  tables: z.array(z.string()),
  /** Sequences' positions (identity columns), set again after the rows are in. */
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string() })),
});

const tableSchema = z.object({
  type: z.literal('table'),
  table: z.string(),
  columns: z.array(z.string()),
  /** Rows in the body, a JSON array of objects. */
  rows: z.number().int().min(0),
});

const fileSchema = z.object({
  type: z.literal('file'),
  /** `uploads`: an image of the disk store; `data`: a file of DATA_DIR itself (the stored secret). */
  area: z.enum(['uploads', 'data']),
  name: z.string().regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/),
});

const endSchema = z.object({
  type: z.literal('end'),
  /** Records before this one, the header included. */
  records: z.number().int(),
  rows: z.record(z.string(), z.number().int()),
  files: z.number().int(),
});

const metaSchema = z.discriminatedUnion('type', [
  headerSchema,
  databaseSchema,
  tableSchema,
  fileSchema,
  endSchema,
]);

export type HeaderMeta = z.infer<typeof headerSchema>;
export type DatabaseMeta = z.infer<typeof databaseSchema>;
export type TableMeta = z.infer<typeof tableSchema>;
export type FileMeta = z.infer<typeof fileSchema>;
export type EndMeta = z.infer<typeof endSchema>;
export type RecordMeta = z.infer<typeof metaSchema>;

export interface BackupRecord {
  meta: RecordMeta;
  body: Buffer;
}

const u32 = (n: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** One record as bytes. */
export function encodeRecord(meta: RecordMeta, body: Buffer = Buffer.alloc(0)): Buffer {
  const metaBytes = Buffer.from(JSON.stringify(meta), 'utf8');
  if (metaBytes.length > MAX_META_BYTES) throw new Error(`a backup record's description is too long`);
  if (body.length > MAX_BODY_BYTES) throw new Error(`a backup record is larger than 1 GiB`);
  const head = Buffer.concat([u32(metaBytes.length), metaBytes, u32(body.length)]);
  const hash = createHash('sha256').update(head).update(body).digest();
  return Buffer.concat([head, body, hash]);
}

export const magic = (): Buffer => Buffer.from(MAGIC);

/** Reads exact numbers of bytes from a stream of chunks. */
class ChunkReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** `n` bytes, or fewer when the stream ends first. */
  async take(n: number): Promise<Buffer> {
    while (this.buffered < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else if (next.value.length > 0) {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    const all = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const out = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(out.length);
    this.chunks = rest.length > 0 ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }

  async atEnd(): Promise<boolean> {
    return (await this.take(1)).length === 0;
  }
}

const DAMAGED = 'The backup file is damaged';

/**
 * The records of a container (the bytes inside the gzip stream), each checked against its SHA-256,
 * and the whole against its `end` record: a file cut short, changed, or not ours throws a
 * BackupError. The header's format is checked before anything else is read.
 */
export async function* readRecords(source: AsyncIterable<Buffer>): AsyncGenerator<BackupRecord> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  const start = await reader.take(MAGIC.length);
  if (!start.equals(MAGIC)) throw new BackupError('This file is not a Travel Guide DE backup.');
  let count = 0;
  const rows: Record<string, number> = {};
  let files = 0;
  for (;;) {
    // Without its end record the file stops here: it was cut short.
    const metaLengthBytes = await reader.take(4);
    if (metaLengthBytes.length < 4) throw cutShort();
    const metaLength = metaLengthBytes.readUInt32BE(0);
    if (metaLength > MAX_META_BYTES) throw new BackupError(`${DAMAGED}: part ${count + 1} is unreadable.`);
    const metaBytes = await reader.take(metaLength);
    const bodyLengthBytes = await reader.take(4);
    if (metaBytes.length < metaLength || bodyLengthBytes.length < 4) throw cutShort();
    const bodyLength = bodyLengthBytes.readUInt32BE(0);
    if (bodyLength > MAX_BODY_BYTES) throw new BackupError(`${DAMAGED}: part ${count + 1} is unreadable.`);
    const body = await reader.take(bodyLength);
    const hash = await reader.take(HASH_BYTES);
    if (body.length < bodyLength || hash.length < HASH_BYTES) throw cutShort();
    const expected = createHash('sha256')
      .update(metaLengthBytes)
      .update(metaBytes)
      .update(bodyLengthBytes)
      .update(body)
      .digest();
    if (!expected.equals(hash)) {
      throw new BackupError(`${DAMAGED}: the checksum of part ${count + 1} does not match.`);
    }
    let meta: RecordMeta;
    try {
      const raw: unknown = JSON.parse(metaBytes.toString('utf8'));
      // Product and format first: a newer format's header may say more than this code reads.
      if (count === 0) checkHeader(raw);
      meta = metaSchema.parse(raw);
    } catch (error) {
      if (error instanceof BackupError) throw error;
      // A record whose checksum holds but whose description we cannot read: not written by us.
      throw new BackupError(`This file is not a Travel Guide DE backup (part ${count + 1} is unknown).`, {
        cause: error,
      });
    }
    if (count > 0 && meta.type === 'header') throw new BackupError(`${DAMAGED}: it holds a second header.`);
    if (count === 0 && meta.type !== 'header')
      throw new BackupError('This file is not a Travel Guide DE backup.');
    if (meta.type === 'end') {
      if (meta.records !== count || meta.files !== files || !sameCounts(meta.rows, rows)) {
        throw new BackupError(`${DAMAGED}: parts are missing (its end does not match what came before).`);
      }
      if (!(await reader.atEnd())) throw new BackupError(`${DAMAGED}: there is data after its end.`);
      yield { meta, body };
      return;
    }
    if (meta.type === 'table') rows[meta.table] = (rows[meta.table] ?? 0) + meta.rows;
    if (meta.type === 'file') files += 1;
    count += 1;
    yield { meta, body };
  }
}

function cutShort(): BackupError {
  return new BackupError(`${DAMAGED}: it ends early (was it copied completely?).`);
}

function sameCounts(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) if ((a[key] ?? 0) !== (b[key] ?? 0)) return false;
  return true;
}

function checkHeader(raw: unknown): void {
  const { type, product, format } = (raw ?? {}) as { type?: unknown; product?: unknown; format?: unknown };
  if (type !== 'header' || product !== PRODUCT || typeof format !== 'number' || format < 1) {
    throw new BackupError('This file is not a Travel Guide DE backup.');
  }
  if (format > FORMAT_VERSION) {
    throw new BackupError(
      `This backup was written in format ${format} by a newer version of Travel Guide DE; this version reads format ${FORMAT_VERSION} and older. Restore it with the newer version.`,
    );
  }
}

/** Gzip's own complaints, said as what they mean for the operator. */
function gzipError(error: unknown): BackupError {
  const code = (error as { code?: string }).code;
  if (code === 'Z_DATA_ERROR' && /header/i.test((error as Error).message)) {
    return new BackupError('This file is not a Travel Guide DE backup.', { cause: error });
  }
  if (code === 'Z_BUF_ERROR' || /unexpected end/i.test((error as Error).message)) return cutShort();
  return new BackupError(`${DAMAGED} (${(error as Error).message}).`, { cause: error });
}

/** The records of a compressed stream (a file, or what the server's socket sends). */
export async function* readBackupStream(compressed: Readable): AsyncGenerator<BackupRecord> {
  const gunzip = createGunzip();
  const piping = pipeline(compressed, gunzip).catch(() => undefined);
  try {
    yield* readRecords(gunzip);
  } catch (error) {
    // The file's own read errors (missing, unreadable) stay as they are.
    if (error instanceof BackupError || (error as NodeJS.ErrnoException).syscall) throw error;
    throw gzipError(error);
  } finally {
    gunzip.destroy();
    await piping;
  }
}

export function readBackupFile(file: string): AsyncGenerator<BackupRecord> {
  return readBackupStream(createReadStream(file));
}

/**
 * Writes records into `destination` through gzip, waiting whenever the destination is behind.
 * `produce` writes the records; `finish` ends the stream and waits until everything is out.
 */
export class BackupWriter {
  private readonly gzip = createGzip();
  private readonly piping: Promise<unknown>;
  private failure: Error | undefined;
  private records = 0;
  private files = 0;
  private readonly rows: Record<string, number> = {};

  constructor(destination: Writable) {
    this.piping = pipeline(this.gzip, destination).catch((error: unknown) => {
      this.failure = error instanceof Error ? error : new Error(String(error));
      return this.failure;
    });
    this.push(magic());
  }

  async write(meta: RecordMeta, body?: Buffer): Promise<void> {
    if (meta.type === 'table') this.rows[meta.table] = (this.rows[meta.table] ?? 0) + meta.rows;
    if (meta.type === 'file') this.files += 1;
    this.records += 1;
    if (!this.push(encodeRecord(meta, body))) await this.drained();
  }

  /** Writes the end record and waits until the destination has everything. */
  async finish(): Promise<void> {
    const end: EndMeta = { type: 'end', records: this.records, rows: this.rows, files: this.files };
    this.push(encodeRecord(end));
    this.gzip.end();
    await this.piping;
    if (this.failure) throw this.failure;
  }

  /** Stops writing: the destination gets an incomplete file, which restore refuses. */
  async abort(error: Error): Promise<void> {
    this.gzip.destroy(error);
    await this.piping;
  }

  private push(bytes: Buffer): boolean {
    if (this.failure) throw this.failure;
    return this.gzip.write(bytes);
  }

  private drained(): Promise<void> {
    return new Promise((resolve, reject) => {
      const onDrain = () => {
        cleanup();
        resolve();
      };
      const onClose = () => {
        cleanup();
        reject(this.failure ?? new Error('The backup’s destination closed before the backup was complete.'));
      };
      const cleanup = () => {
        this.gzip.off('drain', onDrain);
        this.gzip.off('close', onClose);
      };
      this.gzip.on('drain', onDrain);
      this.gzip.on('close', onClose);
    });
  }
}

/** A header for a file written now. */
export const header = (now: Date): HeaderMeta => ({
  type: 'header',
  product: PRODUCT,
  format: FORMAT_VERSION,
  createdAt: now.toISOString(),
});
