import {
  type CreateDestination,
  type DeletedAnswer,
  type InsertedAnswer,
  type UpdateDestination,
} from '@tgde/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { availabilityKeys } from '../../../queries/booking-queries';
import {
  destinationQueryOptions,
  destinationsQueryOptions,
  showsCatalogue,
} from '../../../queries/catalogue-queries';

/*
 * The catalogue as an admin changes it. The lists share the cache name 'destinations' with the
 * public pages and Add Image's locations, so every change shows everywhere at once.
 */

/** Every destination on offer (archived ones are not). */
export function useCatalogue() {
  return useQuery(destinationsQueryOptions());
}

/** One destination, for the edit form. */
export function useDestination(id: string) {
  return useQuery(destinationQueryOptions(id));
}

function useCatalogueMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // A destination's places per day change what its availability says, in the calendar and on Edit.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ predicate: showsCatalogue }),
        queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
      ]),
  });
}

/** POST /api/destination (admins). */
export function useCreateDestination() {
  return useCatalogueMutation((destination: CreateDestination) =>
    api.post<InsertedAnswer>('/destination', destination),
  );
}

/** PUT /api/destination/{id} (admins): a new cost applies to new bookings only. */
export function useUpdateDestination(id: string) {
  return useCatalogueMutation((changes: UpdateDestination) =>
    api.put<unknown>(`/destination/${encodeURIComponent(id)}`, changes),
  );
}

/** DELETE /api/destination/{id} (admins): archives it; its bookings and photos keep their records. */
export function useDeleteDestination() {
  return useCatalogueMutation((id: string) =>
    api.delete<DeletedAnswer>(`/destination/${encodeURIComponent(id)}`),
  );
}
