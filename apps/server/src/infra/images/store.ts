import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where image files are kept: a folder on disk by default, or an S3-compatible bucket
 * (s3-store.ts). Names are content-derived and never reused for other content.
 */
interface StoreOperations {
  put(name: string, data: Buffer): Promise<void>;
  /** The file, or null when there is none by that name. */
  get(name: string): Promise<Buffer | null>;
  has(name: string): Promise<boolean>;
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

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new Error(`unsafe media file name: ${name}`);
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
  };
}
