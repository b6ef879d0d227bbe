import { createDestinationSchema } from '@tgde/contracts';
import { z } from 'zod';
import { imageFileProblem } from '../../lib/image-file';
import { requiredImageFile } from '../../lib/required-image-file';

/** The contract's fields and SPEC.md §5 messages; the picture is a file here, uploaded on submit. */
const textFields = createDestinationSchema.pick({ destinationName: true, description: true, cost: true });

/** Add New Destinations: 'Image is Required'. */
export const addDestinationFormSchema = textFields.extend({ image: requiredImageFile });

/** Edit: no file keeps the current picture; a chosen one is checked like any upload. */
export const editDestinationFormSchema = textFields.extend({
  image: z.custom<File | null>().superRefine((file, ctx) => {
    const problem = file instanceof File ? imageFileProblem(file) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export type DestinationFormInput = z.input<typeof addDestinationFormSchema>;
export type DestinationFormValues = z.output<typeof editDestinationFormSchema>;

/** The form's fields are named as the API's, except the picture: `image` (a file) for `img`. */
export const formFieldOf = {
  destinationName: 'destinationName',
  description: 'description',
  cost: 'cost',
  img: 'image',
} as const;
