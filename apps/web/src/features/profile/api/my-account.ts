import { dataExportFileName, type DataExport, type MySession } from '@tgde/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api';
import { downloadTextFile } from '../../../lib/download-file';

/** The signed-in user's own account: their devices (an end refreshes the list). */
export const myAccountKeys = {
  sessions: ['me', 'sessions'] as const,
};

/** GET /api/me/sessions: this device first, then the last used first. */
export function mySessionsQueryOptions() {
  return queryOptions({
    queryKey: myAccountKeys.sessions,
    queryFn: ({ signal }) => api.get<MySession[]>('/me/sessions', { signal }),
  });
}

export function useMySessions() {
  return useQuery(mySessionsQueryOptions());
}

/** DELETE /api/me/sessions/{id}: signs that device out. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/me/sessions/${encodeURIComponent(id)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAccountKeys.sessions }),
  });
}

/** GET /api/me/export, saved as a JSON file (the API wants the bearer token, which a link cannot send). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await api.get<DataExport>('/me/export');
      downloadTextFile(
        dataExportFileName(data.exportedAt.slice(0, 10)),
        JSON.stringify(data, null, 2),
        'application/json',
      );
    },
  });
}

/** DELETE /api/me with the password (an account without one: leave it empty after a fresh sign-in). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (password: string) =>
      (
        await apiRequest<{ message: string }>('/me', {
          method: 'DELETE',
          body: password ? { password } : {},
          // A wrong password is a 400 for the form, never a reason to sign out.
          authFailure: 'ignore',
        })
      ).data,
  });
}
