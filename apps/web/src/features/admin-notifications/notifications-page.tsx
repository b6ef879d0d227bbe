import { pages, type Notification, pageHref } from '@tgde/contracts';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { formatDate } from '../../lib/format-date';
import { NOTIFICATIONS_PAGE_SIZE, useNotifications } from './api/notifications';
import { DeleteNotificationDialog } from './components/delete-notification-dialog';

function NotificationsTable({
  notifications,
  onDelete,
}: {
  notifications: Notification[];
  onDelete: (notification: Notification) => void;
}) {
  const { t, locale } = useT();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('Subject')}</th>
            <th scope="col" className="hidden md:table-cell">
              {t('Received')}
            </th>
            <th scope="col">{t('Status')}</th>
            <th scope="col">
              <span className="sr-only">{t('Delete')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {notifications.map((notification) => (
            <tr key={notification._id} className={notification.unread ? 'font-semibold' : undefined}>
              <td className="max-w-xs break-words">
                <Link
                  to={pageHref('notification', { id: notification._id })}
                  className="link link-hover"
                  data-user-content
                >
                  {notification.subject}
                </Link>
                <p className="text-xs font-normal text-muted">{notification.senderEmail}</p>
              </td>
              <td className="hidden whitespace-nowrap md:table-cell">
                {formatDate(notification.createdAt, locale)}
              </td>
              <td>
                {notification.unread ? (
                  <span className="badge badge-error badge-sm">{t('Unread')}</span>
                ) : (
                  <span className="badge badge-ghost badge-sm">{t('Read')}</span>
                )}
              </td>
              <td className="text-right">
                <button
                  type="button"
                  className="btn btn-outline btn-error btn-sm"
                  onClick={() => onDelete(notification)}
                >
                  {t('Delete')}
                  <span className="sr-only" data-user-content>
                    {' '}
                    {notification.subject}
                  </span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dashboard/notifications (admins): the contact messages, newest first. */
export function NotificationsPage() {
  const { t } = useT();
  const [view, setView] = useState({ unreadOnly: false, page: 0 });
  const notifications = useNotifications(view);
  const [deleting, setDeleting] = useState<Notification | null>(null);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageTitle page={pages.notifications.title} />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Notifications')}</h1>
          <p className="mt-2 text-muted" aria-live="polite">
            {view.unreadOnly
              ? t('Unread messages from the contact form, newest first.')
              : t('All messages from the contact form, newest first.')}
          </p>
        </div>
        <button
          type="button"
          className="btn btn-outline btn-primary"
          onClick={() => setView({ unreadOnly: !view.unreadOnly, page: 0 })}
        >
          {view.unreadOnly ? t('See All Messages') : t('See Unread Messages')}
        </button>
      </header>
      <QueryState
        query={notifications}
        loading={t('Loading messages')}
        failure={t('We could not load the messages')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState title={view.unreadOnly ? t('No unread messages') : t('No messages yet')} />}
      >
        {(data) => (
          <>
            <NotificationsTable notifications={data.items} onDelete={setDeleting} />
            <Pager
              label={t('Message pages')}
              page={view.page}
              total={data.total}
              size={NOTIFICATIONS_PAGE_SIZE}
              busy={notifications.isPlaceholderData}
              onPage={(page) => setView({ ...view, page })}
            />
          </>
        )}
      </QueryState>
      {deleting && <DeleteNotificationDialog notification={deleting} onDone={() => setDeleting(null)} />}
    </div>
  );
}
