import { pages, pageHref } from '@tgde/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '../../lib/router';
import { EmailText } from '../../components/ui/email-text';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { formatDate } from '../../lib/format-date';
import { useMarkRead, useNotification } from './api/notifications';
import { DeleteNotificationDialog } from './components/delete-notification-dialog';

const BACK = pageHref('notifications');

/** /dashboard/notification/{id} (admins): one message, marked read once it is shown. */
export function NotificationPage() {
  const { t, locale } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const notification = useNotification(id);
  const markRead = useMarkRead();
  const [deleting, setDeleting] = useState(false);
  const marked = useRef<string | null>(null);

  const unread = notification.data?.unread === true;
  const { mutate } = markRead;
  useEffect(() => {
    if (!unread || marked.current === id) return;
    marked.current = id;
    mutate(id);
  }, [unread, id, mutate]);

  const content = (
    <QueryState
      query={notification}
      loading={t('Loading the message')}
      failure={t('We could not load the message')}
      notFound={<p>{t('This message does not exist, or it has been deleted.')}</p>}
    >
      {(message) => (
        <article className="flex flex-col gap-4">
          <header className="border-b border-base-300 pb-4">
            <h1 className="text-2xl font-bold break-words sm:text-3xl" data-user-content>
              {message.subject}
            </h1>
            <p className="mt-2 text-muted">
              {t('Email by')}{' '}
              <a href={`mailto:${message.senderEmail}`} className="link link-primary">
                <EmailText email={message.senderEmail} />
              </a>
            </p>
            <p className="text-sm text-muted">
              {t('Received {date}', { date: formatDate(message.createdAt, locale) })}
            </p>
          </header>
          {/*
           * Text only: React escapes it, so a message can never inject markup into the page. In
           * the visitor's words and language (data-user-content), whatever the page's language.
           */}
          <p className="leading-relaxed break-words whitespace-pre-wrap" data-user-content>
            {message.body}
          </p>
          <div>
            <button
              type="button"
              className="btn btn-outline btn-error btn-sm"
              onClick={() => setDeleting(true)}
            >
              {t('Delete')}
            </button>
          </div>
          {deleting && (
            <DeleteNotificationDialog
              notification={message}
              onDone={(deleted) => (deleted ? void navigate(BACK) : setDeleting(false))}
            />
          )}
        </article>
      )}
    </QueryState>
  );

  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageTitle page={notification.data?.subject ?? pages.notification.title} />
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body p-5 sm:p-8">{content}</div>
      </div>
      <Link to={BACK} className="btn btn-primary mt-6">
        {t('Back to Notifications')}
      </Link>
    </div>
  );
}
