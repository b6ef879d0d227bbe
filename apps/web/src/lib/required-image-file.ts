import { messages } from '@tgde/contracts';
import { z } from 'zod';
import { imageFileProblem } from './image-file';

/**
 * A form's image file where one is required: 'Image is Required' without one, and a
 * file that cannot be an image we take (type, size) is refused before a pointless upload. The
 * server decodes the content and has the last word.
 */
export const requiredImageFile = z.custom<File | null>().superRefine((file, ctx) => {
  if (!(file instanceof File)) {
    ctx.addIssue({ code: 'custom', message: messages.imageRequired });
    return;
  }
  const problem = imageFileProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
