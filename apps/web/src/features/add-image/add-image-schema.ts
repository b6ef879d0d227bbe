import { DEFAULT_PHOTO_PLACE } from '@tgde/contracts';
import { z } from 'zod';
import { requiredImageFile } from '../../lib/required-image-file';

/**
 * The 'Upload New Image' form. The file is checked here only to spare a pointless upload (type,
 * size): the server decodes it and decides. No file gives 'Image is Required'.
 */
export const addImageFormSchema = z.object({
  image: requiredImageFile,
  place: z.string().trim(),
});

export type AddImageFormValues = z.input<typeof addImageFormSchema>;

export const emptyAddImageForm: AddImageFormValues = { image: null, place: DEFAULT_PHOTO_PLACE };
