import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { renderComponent } from '../../../test/render';
import { type CurrentDestination, type DestinationFields } from '../destination-form-values';
import { DestinationForm } from './destination-form';

const lubeck: CurrentDestination = {
  destinationName: 'Lübeck',
  description: 'Marzipan and brick gothic.',
  cost: 640,
  capacity: 12,
  img: '/media/lubeck.jpg',
  latitude: null,
  longitude: null,
};

/** The Edit form of Lübeck (no new picture needed), saving through `onSave`. */
function renderEdit(onSave: (fields: DestinationFields) => Promise<string>, locale: 'en' | 'de' = 'en') {
  return renderComponent(
    <DestinationForm
      current={lubeck}
      submitLabel="Save Changes"
      failureToast="Failed to update this Destination"
      onSave={onSave}
    />,
    { locale },
  );
}

const startTimes = () => screen.getByRole('group', { name: /^(Start times|Startzeiten)$/ });

describe('DestinationForm: departures and tickets', () => {
  it('adds a start time line with every weekday ticked, focused on its time, and sends it', async () => {
    const onSave = vi.fn(async (_fields: DestinationFields) => 'Saved');
    const { user } = renderEdit(onSave);

    expect(within(startTimes()).queryByRole('group', { name: 'Start time 1' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add a start time' }));
    const line = within(startTimes()).getByRole('group', { name: 'Start time 1' });
    const boxes = within(line).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual(Array(7).fill(true));
    const time = within(line).getByLabelText('Time');
    expect(document.activeElement).toBe(time);

    await user.click(within(line).getByRole('checkbox', { name: 'Sunday' }));
    fireEvent.input(time, { target: { value: '09:30' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      startTimes: [{ weekdays: [1, 2, 3, 4, 5, 6], time: '09:30' }],
      prices: [],
      questions: [],
      cutoffMinutes: 120,
      minTravellers: null,
      decideHours: 24,
      meetingPoint: null,
    });
  });

  it('removes a start time line and gives the focus back to the add button', async () => {
    const { user } = renderEdit(async () => 'Saved');
    await user.click(screen.getByRole('button', { name: 'Add a start time' }));
    await user.click(within(startTimes()).getByRole('button', { name: /^Remove\W+Start time 1$/ }));
    expect(within(startTimes()).queryByRole('group', { name: 'Start time 1' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add a start time' }));
  });

  it("shows a 400's reasons under the start time and the price line they name", async () => {
    const { user } = renderEdit(async () => {
      throw new ApiError(
        400,
        {
          message: 'Please check the departures',
          errors: [
            { path: 'startTimes.0.time', message: 'That time is taken by another tour' },
            // The only price sent is the family's: the server's first price is its line.
            { path: 'prices.0.cost', message: 'Family tickets must cost less than the rest' },
          ],
        },
        'The server answered 400.',
      );
    });
    await user.click(screen.getByRole('button', { name: 'Add a start time' }));
    const time = within(startTimes()).getByLabelText('Time');
    fireEvent.input(time, { target: { value: '10:00' } });
    const family = screen.getByRole('group', { name: 'Family' });
    await user.type(within(family).getByLabelText('Price (US$)'), '90');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('That time is taken by another tour')).toBeTruthy();
    expect(time.getAttribute('aria-invalid')).toBe('true');
    expect(within(family).getByText('Family tickets must cost less than the rest')).toBeTruthy();
    const child = screen.getByRole('group', { name: 'Child' });
    expect(within(child).getByLabelText('Price (US$)').getAttribute('aria-invalid')).toBe('false');
  });

  it("shows the form's own rules under the fields before sending, in German too", async () => {
    const onSave = vi.fn(async () => 'Gespeichert');
    const { user } = renderEdit(onSave, 'de');
    await user.click(screen.getByRole('button', { name: 'Startzeit hinzufügen' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Schreiben Sie die Startzeit als HH:MM, etwa 09:30')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('adds a booking question with options for a choice', async () => {
    const onSave = vi.fn(async (_fields: DestinationFields) => 'Saved');
    const { user } = renderEdit(onSave);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    const question = screen.getByRole('group', { name: 'Question 1' });
    await user.type(within(question).getByLabelText('Question'), 'T-shirt size');
    await user.selectOptions(within(question).getByLabelText('Kind of answer'), 'choice');
    await user.type(within(question).getByLabelText('Options'), 'S{Enter}M{Enter}L');
    await user.click(within(question).getByLabelText('An answer is required'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0].questions).toEqual([
      {
        id: 't-shirt-size',
        label: 'T-shirt size',
        labelDe: null,
        kind: 'choice',
        required: true,
        options: ['S', 'M', 'L'],
      },
    ]);
  });

  it("starts from the destination's stored departures, tickets and questions (their words as stored)", async () => {
    const onSave = vi.fn(async (_fields: DestinationFields) => 'Saved');
    const { user } = renderComponent(
      <DestinationForm
        current={{
          ...lubeck,
          startTimes: [{ weekdays: [6, 7], time: '09:30' }],
          prices: [
            { category: 'adult', cost: 640, places: 1 },
            { category: 'child', cost: 12.5, places: 1 },
          ],
          // The answer's words are the page's language; `translations` has them as stored.
          questions: [{ id: 'size', label: 'Größe', kind: 'text', required: false, options: [] }],
          translations: {
            en: { destinationName: 'Lübeck', description: 'Marzipan and brick gothic.' },
            de: { destinationName: null, description: null },
            questions: [{ id: 'size', label: 'Size', labelDe: 'Größe' }],
          },
          cutoffMinutes: 60,
          minTravellers: 4,
          decideHours: 48,
          meetingPoint: { address: 'Holstentor', latitude: null, longitude: null },
        }}
        submitLabel="Save Changes"
        failureToast="Failed to update this Destination"
        onSave={onSave}
      />,
    );
    const line = within(startTimes()).getByRole('group', { name: 'Start time 1' });
    expect((within(line).getByLabelText('Time') as HTMLInputElement).value).toBe('09:30');
    expect((within(line).getByRole('checkbox', { name: 'Monday' }) as HTMLInputElement).checked).toBe(false);
    const child = screen.getByRole('group', { name: 'Child' });
    expect((within(child).getByLabelText('Price (US$)') as HTMLInputElement).value).toBe('12.5');
    const question = screen.getByRole('group', { name: 'Question 1' });
    expect((within(question).getByLabelText('Question') as HTMLInputElement).value).toBe('Size');
    expect((within(question).getByLabelText('Question (German)') as HTMLInputElement).value).toBe('Größe');

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      startTimes: [{ weekdays: [6, 7], time: '09:30' }],
      prices: [{ category: 'child', cost: 12.5, places: 1 }],
      questions: [{ id: 'size', label: 'Size', labelDe: 'Größe' }],
      cutoffMinutes: 60,
      minTravellers: 4,
      decideHours: 48,
      meetingPoint: { address: 'Holstentor', latitude: null, longitude: null },
    });
  });
});
