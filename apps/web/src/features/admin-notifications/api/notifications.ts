import { type DeletedAnswer, type Notification } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getPagedList, pageOffset } from '../../../lib/paged-list';
import { notificationKeys } from './notification-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET /api/notifications (admins): newest first; `unreadOnly` sends ?unread=true. */
export function notificationsQueryOptions({ unreadOnly, page }: { unreadOnly: boolean; page: number }) {
  return queryOptions({
    queryKey: notificationKeys.list({ unreadOnly, page }),
    queryFn: ({ signal }) =>
      getPagedList<Notification>(
        '/notifications',
        {
          unread: unreadOnly || undefined,
          limit: NOTIFICATIONS_PAGE_SIZE,
          offset: pageOffset(page, NOTIFICATIONS_PAGE_SIZE),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(params: { unreadOnly: boolean; page: number }) {
  return useQuery(notificationsQueryOptions(params));
}

/** GET /api/notification/{id}. */
export function notificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: notificationKeys.one(id),
    queryFn: ({ signal }) => api.get<Notification>(`/notification/${encodeURIComponent(id)}`, { signal }),
  });
}

export function useNotification(id: string) {
  return useQuery(notificationQueryOptions(id));
}

function useInboxMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** PATCH /api/notification/{id} with `{unread: false}` (read once opened). */
export function useMarkRead() {
  return useInboxMutation((id: string) =>
    api.patch<unknown>(`/notification/${encodeURIComponent(id)}`, { unread: false }),
  );
}

/** DELETE /api/notification/{id}. */
export function useDeleteNotification() {
  return useInboxMutation((id: string) =>
    api.delete<DeletedAnswer>(`/notification/${encodeURIComponent(id)}`),
  );
}
