import { ACCEPTED_IMAGE_TYPES, DEFAULT_IMAGE_MAX_BYTES } from '@tgde/contracts';

/** What the file chooser offers; the server still decides by the file's content. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export const IMAGE_KINDS_TEXT = 'JPEG, PNG, WebP, AVIF or GIF';

/** "5 MB", "1.5 MB", "820 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = Math.round((bytes / 1024 / 1024) * 10) / 10;
    return `${mb} MB`;
  }
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/**
 * Why a chosen file will not be accepted, before sending it anywhere; undefined when it looks fine.
 * This only spares a pointless upload: the server decodes the content and has the last word. An
 * empty type (the system knows no type for that name, e.g. some .avif files) goes to the server.
 */
export function imageFileProblem(
  file: Pick<File, 'type' | 'size'>,
  maxBytes: number = DEFAULT_IMAGE_MAX_BYTES,
): string | undefined {
  if (file.type && !ACCEPTED_IMAGE_TYPES.includes(file.type)) {
    return `This file is not an image we accept: choose a ${IMAGE_KINDS_TEXT} image.`;
  }
  if (file.size === 0) return 'This file is empty: choose another image.';
  // Same sentence as the server's 413, so the person reads one message whoever refuses.
  if (file.size > maxBytes) return `The image is larger than ${formatBytes(maxBytes)}: choose a smaller one.`;
  return undefined;
}
