import { DEFAULT_PHOTO_PLACE, messages } from '@tgde/contracts';
import { z } from 'zod';
import { imageFileProblem } from '../../lib/image-file';

/**
 * The 'Upload New Image' form. The file is checked here only to spare a pointless upload (type,
 * size): the server decodes it and decides. SPEC.md §5: no file gives 'Image is Required'.
 */
export const addImageFormSchema = z.object({
  image: z.custom<File | null>().superRefine((file, ctx) => {
    if (!(file instanceof File)) {
      ctx.addIssue({ code: 'custom', message: messages.imageRequired });
      return;
    }
    const problem = imageFileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  place: z.string().trim(),
});

export type AddImageFormValues = z.input<typeof addImageFormSchema>;

export const emptyAddImageForm: AddImageFormValues = { image: null, place: DEFAULT_PHOTO_PLACE };
