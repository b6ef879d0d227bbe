import { messages } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import { addDestinationFormSchema, editDestinationFormSchema } from './destination-form-schema';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('destination form', () => {
  it("says SPEC.md §5's messages for an empty form", () => {
    const result = addDestinationFormSchema.safeParse({
      destinationName: '',
      description: '',
      cost: Number.NaN,
      image: null,
    });
    expect(messagesOf(result).sort()).toEqual(
      [
        messages.destinationNameRequired,
        messages.destinationDetailRequired,
        messages.costRequired,
        messages.imageRequired,
      ].sort(),
    );
  });

  it('keeps the current picture when editing without a new one', () => {
    const result = editDestinationFormSchema.safeParse({
      destinationName: 'Lübeck',
      description: 'Marzipan and brick gothic.',
      cost: 640,
      image: null,
    });
    expect(result.success).toBe(true);
  });
});
