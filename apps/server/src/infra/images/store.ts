import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where image files are kept. The disk store is the default; an S3 store can take its place. */
export interface MediaStore {
  put(name: string, data: Buffer): Promise<void>;
}

export function diskStore(dir: string): MediaStore {
  return {
    async put(name, data) {
      if (!/^[A-Za-z0-9_.-]+$/.test(name)) throw new Error(`unsafe media file name: ${name}`);
      await mkdir(dir, { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const target = path.join(dir, name);
      const partial = `${target}.${process.pid}.part`;
      await writeFile(partial, data);
      await rename(partial, target);
    },
  };
}
