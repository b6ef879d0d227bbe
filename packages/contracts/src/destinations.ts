import { z } from 'zod';
import { mediaImageField } from './photos';
import { messages, requiredText } from './rules';

/** The most a destination may cost, in dollars (a typo guard, not a business rule). */
export const MAX_DESTINATION_COST = 100_000;

export const destinationMessages = {
  nameTaken: 'A destination with this name already exists: choose another name',
  costPositive: 'Cost must be more than 0',
  costTooHigh: `Cost must be at most ${MAX_DESTINATION_COST.toLocaleString('en-US')}`,
  costCents: 'Cost can have at most two decimal places',
} as const;

/** SPEC.md §5: 'Cost is Required' for an empty or non-numeric cost. */
export const costField = z
  .number({ error: messages.costRequired })
  .refine(Number.isFinite, { message: messages.costRequired, abort: true })
  .positive(destinationMessages.costPositive)
  .max(MAX_DESTINATION_COST, destinationMessages.costTooHigh)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, destinationMessages.costCents);

/** POST /api/destination (admin), and the Add New Destinations form (SPEC.md §5's messages). */
export const createDestinationSchema = z.object({
  destinationName: requiredText(messages.destinationNameRequired, 100).pipe(
    z.string().min(2, messages.destinationNameInvalid),
  ),
  description: requiredText(messages.destinationDetailRequired, 5000).pipe(
    z.string().min(10, messages.destinationDetailInvalid),
  ),
  cost: costField,
  img: mediaImageField,
});
export type CreateDestination = z.infer<typeof createDestinationSchema>;

/** PUT or PATCH /api/destination/{id} (admin): any of the same fields, same rules. */
export const updateDestinationSchema = createDestinationSchema.partial();
export type UpdateDestination = z.infer<typeof updateDestinationSchema>;
