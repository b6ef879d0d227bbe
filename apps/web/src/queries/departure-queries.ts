import { type Departure } from '@tgde/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * A destination's departures, for anyone: not under the account's key. Booking, cancelling and an
 * admin's cancel or close change their places and states, so each of those refreshes this key (as
 * it does availabilityKeys, the places per day of a destination without start times).
 */
const DEPARTURES = ['departures'] as const;

export const departureKeys = {
  /** Every destination's departures. */
  all: DEPARTURES,
  /** One destination's departures. */
  destination: (destinationId: string) => [...DEPARTURES, destinationId] as const,
  /** One destination's departures from `from` to `to` (ISO dates, both included). */
  range: (destinationId: string, range: { from: string; to: string }) =>
    [...DEPARTURES, destinationId, range.from, range.to] as const,
};

/** GET /api/destination/{id}/departures?from=&to=: each departure in order of its start, both ends included. */
export function departuresQueryOptions(destinationId: string, range: { from: string; to: string }) {
  return queryOptions({
    queryKey: departureKeys.range(destinationId, range),
    queryFn: ({ signal }) =>
      api.get<Departure[]>(`/destination/${encodeURIComponent(destinationId)}/departures`, {
        query: range,
        signal,
      }),
    // A departure's places go fast in a rush: what the page shows is at most half a minute old.
    staleTime: 30_000,
  });
}
