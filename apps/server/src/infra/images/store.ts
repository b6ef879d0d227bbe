import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A file in a store, as listing the store answers it. */
export interface StoredFile {
  name: string;
  /** When it was last written (a file stored again gets a new time). */
  modifiedAt: Date;
}

/**
 * Where image files are kept: a folder on disk by default, or an S3-compatible bucket
 * (s3-store.ts). Names are content-derived and never reused for other content.
 */
interface StoreOperations {
  put(name: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
  /** Every file in the store (the retention job looks for old ones that nothing uses). */
  list(): AsyncIterable<StoredFile>;
  /** Removes the file; a name that is not there is no error. */
  delete(name: string): Promise<void>;
}

export interface DiskStore extends StoreOperations {
  kind: 'disk';
  dir: string;
}

export interface BucketStore extends StoreOperations {
  kind: 's3';
}

export type MediaStore = DiskStore | BucketStore;

const SAFE_NAME = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9]+)?$/;

export const isSafeName = (name: string): boolean => SAFE_NAME.test(name);

export function assertSafeName(name: string): void {
  if (!isSafeName(name)) throw new Error(`unsafe media file name: ${name}`);
}

export function diskStore(dir: string): DiskStore {
  return {
    kind: 'disk',
    dir,
    async put(name, data) {
      assertSafeName(name);
      await mkdir(dir, { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const target = path.join(dir, name);
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
    async get(name) {
      if (!SAFE_NAME.test(name)) return null;
      return readFile(path.join(dir, name)).catch(() => null);
    },
    async has(name) {
      if (!SAFE_NAME.test(name)) return false;
      return stat(path.join(dir, name)).then(
        (info) => info.isFile(),
        () => false,
      );
    },
    async *list() {
      const entries = await readdir(dir, { withFileTypes: true }).catch((error: unknown) => {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      });
      // Only the store's own names: a write in progress (`*.part`) is not a file of the store yet.
      for (const entry of entries) {
        if (!entry.isFile() || !SAFE_NAME.test(entry.name)) continue;
        const info = await stat(path.join(dir, entry.name)).catch(() => null);
        if (info) yield { name: entry.name, modifiedAt: info.mtime };
      }
    },
    async delete(name) {
      assertSafeName(name);
      await rm(path.join(dir, name), { force: true });
    },
  };
}
