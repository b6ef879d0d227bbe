import type { MediaStore } from '../infra/images/store';
import { invalidField } from './errors';

export const storedImageMessage = 'That image was not uploaded here: upload it again';

/**
 * Refuses (400 on `path`) an image address that POST /api/images did not store here: records may
 * link only to our own media, never to other sites. The address has passed mediaImageField already.
 */
export async function requireStoredImage(media: MediaStore, url: string, path = 'image'): Promise<void> {
  if (!(await media.has(url.slice('/media/'.length)))) throw invalidField(path, storedImageMessage);
}
