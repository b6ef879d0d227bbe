import { destinationMessages, messages, placeMessages } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDestinationFormSchema,
  coordinateToText,
  editDestinationFormSchema,
} from './destination-form-schema';

interface Result {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}

const messagesOf = (result: Result) => result.error?.issues.map((i) => i.message) ?? [];
const issuesAt = (result: Result, path: string) =>
  result.error?.issues.filter((i) => i.path.join('.') === path).map((i) => i.message) ?? [];

const lubeck = {
  destinationName: 'Lübeck',
  description: 'Marzipan and brick gothic.',
  cost: 640,
  capacity: '',
  image: null,
};
const noLocation = { latitude: '', longitude: '' };

describe('destination form', () => {
  it('says that each field is required for an empty form', () => {
    const result = addDestinationFormSchema.safeParse({
      destinationName: '',
      description: '',
      cost: Number.NaN,
      capacity: '',
      image: null,
      location: noLocation,
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
    const result = editDestinationFormSchema.safeParse({ ...lubeck, location: noLocation });
    expect(result.success).toBe(true);
  });

  it('reads a location in Germany as numbers, with a decimal comma too, and blanks as none', () => {
    const typed = editDestinationFormSchema.safeParse({
      ...lubeck,
      location: { latitude: ' 53,8655 ', longitude: '10.6866' },
    });
    expect(typed.data?.location).toEqual({ latitude: 53.8655, longitude: 10.6866 });
    const cleared = editDestinationFormSchema.safeParse({ ...lubeck, location: noLocation });
    expect(cleared.data?.location).toEqual({ latitude: null, longitude: null });
  });

  it('shows a stored location as each language writes decimals, and reads it back unchanged', () => {
    expect(coordinateToText(53.8655, 'de')).toBe('53,8655');
    expect(coordinateToText(53.8655, 'en')).toBe('53.8655');
    expect(coordinateToText(null, 'de')).toBe('');
    const edited = editDestinationFormSchema.safeParse({
      ...lubeck,
      location: { latitude: coordinateToText(53.8655, 'de'), longitude: coordinateToText(10.6866, 'de') },
    });
    expect(edited.data?.location).toEqual({ latitude: 53.8655, longitude: 10.6866 });
  });

  it("shows the contract's location messages under the field concerned", () => {
    const parse = (latitude: string, longitude: string) =>
      editDestinationFormSchema.safeParse({ ...lubeck, location: { latitude, longitude } });
    expect(issuesAt(parse('50.08', '14.43'), 'location.latitude')).toEqual([
      destinationMessages.locationOutsideGermany,
    ]);
    expect(messagesOf(parse('52.52', ''))).toEqual([destinationMessages.locationPair]);
    expect(issuesAt(parse('north', '13.4'), 'location.latitude')).toEqual([
      destinationMessages.latitudeNumber,
    ]);
    expect(issuesAt(parse('52.5', '200'), 'location.longitude')).toEqual([
      destinationMessages.longitudeRange,
    ]);
  });

  it('checks the location even while other fields are wrong', () => {
    const result = addDestinationFormSchema.safeParse({
      destinationName: '',
      description: '',
      cost: Number.NaN,
      capacity: '',
      image: null,
      location: { latitude: '50.08', longitude: '14.43' },
    });
    expect(issuesAt(result, 'location.latitude')).toEqual([destinationMessages.locationOutsideGermany]);
  });

  it('reads empty places per day as no limit, and a whole number from 1 to 1000 as the limit', () => {
    const parse = (capacity: string) =>
      editDestinationFormSchema.safeParse({ ...lubeck, capacity, location: noLocation });
    expect(parse(' ').data?.capacity).toBeNull();
    expect(parse(' 12 ').data?.capacity).toBe(12);
    expect(parse('1000').data?.capacity).toBe(1000);
    expect(issuesAt(parse('0'), 'capacity')).toEqual([placeMessages.capacityRange]);
    expect(issuesAt(parse('1001'), 'capacity')).toEqual([placeMessages.capacityRange]);
    expect(issuesAt(parse('2.5'), 'capacity')).toEqual([placeMessages.capacityWhole]);
    expect(issuesAt(parse('many'), 'capacity')).toEqual([placeMessages.capacityWhole]);
  });
});
