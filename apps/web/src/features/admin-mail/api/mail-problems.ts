import type { MailProblem } from '@tgde/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The admins' list of mail that did not go out at once; a retry refreshes it. */
export const mailKeys = {
  all: ['admin-mail'] as const,
};

/** GET /api/admin/mail: being retried or failed, newest first. */
export function mailProblemsQueryOptions() {
  return queryOptions({
    queryKey: mailKeys.all,
    queryFn: ({ signal }) => api.get<MailProblem[]>('/admin/mail', { signal }),
    // Retries happen on the server by themselves: the list follows them while the page is open.
    refetchInterval: 30_000,
  });
}

export function useMailProblems() {
  return useQuery(mailProblemsQueryOptions());
}

/** POST /api/admin/mail/{id}/retry. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<MailProblem>(`/admin/mail/${encodeURIComponent(id)}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailKeys.all }),
  });
}
