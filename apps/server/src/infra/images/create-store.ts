import path from 'node:path';
import type { Config } from '../../config';
import { s3Store } from './s3-store';
import { diskStore, type MediaStore } from './store';

/** The configured image store: the S3 bucket when S3_BUCKET is set, else $DATA_DIR/uploads. */
export function createMediaStore(config: Config): MediaStore {
  return config.s3 ? s3Store(config.s3) : diskStore(path.join(config.dataDir, 'uploads'));
}
