/*
 * Every query of the inbox lives under one key, the dashboard's red unread badge included, so each
 * change to a message refreshes the list, the message and the badge together. The badge is drawn
 * by the dashboard's layout, which reads its key from here.
 */

const INBOX = ['notifications'] as const;

export const notificationKeys = {
  all: INBOX,
  /** One page of the inbox, all messages or the unread ones. */
  list: ({ unreadOnly, page }: { unreadOnly: boolean; page: number }) =>
    [...INBOX, 'list', { unreadOnly, page }] as const,
  one: (id: string) => [...INBOX, 'one', id] as const,
  /** How many messages are unread: the badge. */
  unreadCount: [...INBOX, 'unread-count'] as const,
};
