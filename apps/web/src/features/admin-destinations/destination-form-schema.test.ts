import { departureMessages, destinationMessages, messages, placeMessages } from '@tgde/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDestinationFormSchema,
  coordinateToText,
  departureFormMessages,
  editDestinationFormSchema,
  questionIdFor,
} from './destination-form-schema';

interface Result {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}

const messagesOf = (result: Result) => result.error?.issues.map((i) => i.message) ?? [];
const issuesAt = (result: Result, path: string) =>
  result.error?.issues.filter((i) => i.path.join('.') === path).map((i) => i.message) ?? [];

/** The departure fields as a new form shows them: one departure a day, adult tickets only. */
const noDepartures = {
  startTimes: [],
  prices: [],
  questions: [],
  cutoffMinutes: '120',
  minTravellers: '',
  decideHours: '24',
  meetingPoint: { address: '', latitude: '', longitude: '' },
};

const lubeck = {
  ...noDepartures,
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
      ...noDepartures,
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
      ...noDepartures,
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

  it('sends start times, the priced categories only, and new questions with ids from their words', () => {
    const line = (category: string, cost: string, places = '1') => ({ category, cost, places });
    const result = editDestinationFormSchema.safeParse({
      ...lubeck,
      location: noLocation,
      startTimes: [{ weekdays: [6, 1], time: '09:30' }],
      prices: [line('child', '12,50'), line('youth', ''), line('family', '80', '4')],
      questions: [
        { id: '', label: 'Dietary needs?', labelDe: '', kind: 'text', required: true, options: 'x' },
        {
          id: 'size',
          label: 'Size',
          labelDe: 'Größe',
          kind: 'choice',
          required: false,
          options: 'S\n\n M \nL',
        },
      ],
      minTravellers: ' 4 ',
      meetingPoint: { address: 'Holstentor', latitude: '53,866', longitude: '10.679' },
    });
    expect(result.data).toMatchObject({
      startTimes: [{ weekdays: [1, 6], time: '09:30' }],
      prices: [
        { category: 'child', cost: 12.5, places: 1 },
        { category: 'family', cost: 80, places: 4 },
      ],
      questions: [
        {
          id: 'dietary-needs',
          label: 'Dietary needs?',
          labelDe: null,
          kind: 'text',
          required: true,
          options: [],
        },
        { id: 'size', labelDe: 'Größe', options: ['S', 'M', 'L'] },
      ],
      cutoffMinutes: 120,
      minTravellers: 4,
      decideHours: 24,
      meetingPoint: { address: 'Holstentor', latitude: 53.866, longitude: 10.679 },
    });
    expect(editDestinationFormSchema.safeParse({ ...lubeck, location: noLocation }).data).toMatchObject({
      minTravellers: null,
      meetingPoint: null,
      prices: [],
    });
  });

  it("shows the departure fields' messages under the field concerned", () => {
    const result = editDestinationFormSchema.safeParse({
      ...lubeck,
      location: noLocation,
      startTimes: [{ weekdays: [], time: '25:00' }],
      prices: [{ category: 'child', cost: 'ten', places: '0' }],
      questions: [{ id: '', label: ' ', labelDe: '', kind: 'choice', required: false, options: 'only one' }],
      cutoffMinutes: '',
      meetingPoint: { address: '', latitude: '52.5', longitude: '' },
    });
    expect(issuesAt(result, 'startTimes.0.weekdays')).toEqual([departureMessages.weekdays]);
    expect(issuesAt(result, 'startTimes.0.time')).toEqual([departureMessages.time]);
    expect(issuesAt(result, 'prices.0.cost')).toEqual([departureFormMessages.price]);
    expect(issuesAt(result, 'prices.0.places')).toEqual([departureMessages.ticketPlaces]);
    expect(issuesAt(result, 'cutoffMinutes')).toEqual([departureMessages.cutoff]);
    expect(issuesAt(result, 'meetingPoint.address')).toEqual([departureMessages.meetingAddress]);
    const halfPin = editDestinationFormSchema.safeParse({
      ...lubeck,
      location: noLocation,
      meetingPoint: { address: 'Holstentor', latitude: '53.866', longitude: '' },
    });
    expect(issuesAt(halfPin, 'meetingPoint.longitude')).toEqual([departureFormMessages.pinPair]);
  });

  it('gives each new question its own id', () => {
    expect(questionIdFor('Größe?', new Set())).toBe('grosse');
    expect(questionIdFor('Size', new Set(['size', 'size-2']))).toBe('size-3');
    expect(questionIdFor('???', new Set())).toBe('question');
  });
});
