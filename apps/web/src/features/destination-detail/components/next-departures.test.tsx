import { addDays, departureId, firstBookableDate, type Departure } from '@tgde/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDestination } from '../../../test/fixtures';
import { renderComponent } from '../../../test/render';
import { NextDepartures } from './next-departures';

const ID = '3f1c2a4e-0000-4000-8000-000000000002';
const day = addDays(firstBookableDate(), 2);

function serve(departures: Departure[]) {
  const fetch = vi.fn(async (_url: string) => Response.json(departures));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

const departure = (time: string, overrides: Partial<Departure> = {}): Departure => ({
  id: departureId(ID, day, time),
  date: day,
  time,
  capacity: 12,
  booked: 0,
  remaining: 12,
  status: 'open',
  minTravellers: 4,
  ...overrides,
});

describe('NextDepartures', () => {
  it('lists the next departures with their places left, the guaranteed ones marked, and when the others are decided', async () => {
    const fetch = serve([
      departure('10:00', { booked: 6, remaining: 6, status: 'guaranteed' }),
      departure('14:00', { booked: 12, remaining: 0 }),
      departure('18:00'),
    ]);
    renderComponent(
      <NextDepartures
        destination={aDestination({
          _id: ID,
          startTimes: [{ weekdays: [1, 2, 3, 4, 5, 6, 7], time: '10:00' }],
          minTravellers: 4,
          meetingPoint: { address: 'Landungsbrücken 1, Hamburg', latitude: null, longitude: null },
        })}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Next departures' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/at 10:00Guaranteed6 places left$/),
      expect.stringMatching(/at 14:00Sold outRuns from 4 travellers/),
      expect.stringMatching(/at 18:0012 places leftRuns from 4 travellers; decided on .* at 18:00\.$/),
    ]);
    expect(section.textContent).toContain('Meeting point: Landungsbrücken 1, Hamburg');
    expect(String(fetch.mock.calls[0]?.[0])).toContain(`/api/destination/${ID}/departures?from=`);
  });

  it('shows nothing for a destination booked by the day', () => {
    const fetch = serve([]);
    const { container } = renderComponent(<NextDepartures destination={aDestination()} />);
    expect(container.textContent).toBe('');
    expect(fetch).not.toHaveBeenCalled();
  });
});
