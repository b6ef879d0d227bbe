import { pages, type MailProblem } from '@tgde/contracts';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { errorMessage } from '../../lib/api';
import { formatMoment } from '../../lib/format-date';
import { notify } from '../../lib/notify';
import { useMailProblems, useRetryMail } from './api/mail-problems';

/**
 * /dashboard/mail (admins): mail that did not go out at the first attempt. A mail being retried goes
 * out by itself once the mail server answers; a failed one (refused for good, or a day of failed
 * attempts) waits here for an admin to fix the cause and press Send again.
 */
export function MailPage() {
  const { t } = useT();
  const problems = useMailProblems();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageTitle page={pages.mail.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Mail')}</h1>
        <p className="mt-3 text-muted">
          {t(
            'Every mail is kept until it has gone out. A mail the mail server did not take is tried again every minute for the first hour and then less often for a day. Mail that failed for good is listed here until you send it again.',
          )}
        </p>
      </header>
      <QueryState
        query={problems}
        loading={t('Loading the mail')}
        failure={t('We could not load the mail')}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title={t('All mail went out')}>
            <p>{t('No mail is waiting for another attempt, and none failed.')}</p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-4" aria-label={t('Mail that did not go out')}>
            {list.map((mail) => (
              <MailCard key={mail._id} mail={mail} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

function MailCard({ mail }: { mail: MailProblem }) {
  const { t, sentence, locale } = useT();
  const retry = useRetryMail();
  const failed = mail.status === 'failed';
  const sendAgain = () =>
    retry.mutate(mail._id, {
      onSuccess: () => notify.success(t('The mail is queued again.')),
      onError: (error) =>
        notify.error(sentence(errorMessage(error, t('We could not queue the mail again.')))),
    });
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{mail.subject}</h2>
          <p className="text-sm break-all text-muted">{t('To {address}', { address: mail.to })}</p>
        </div>
        <span className={`badge ${failed ? 'badge-error' : 'badge-warning'}`}>
          {failed ? t('Failed') : t('Retrying')}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('Queued:')} </dt>
          <dd className="inline">{formatMoment(mail.queuedAt, locale)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('Attempts:')} </dt>
          <dd className="inline">{mail.attempts}</dd>
        </div>
        {mail.nextAttemptAt && (
          <div>
            <dt className="inline font-medium">{t('Next attempt:')} </dt>
            <dd className="inline">{formatMoment(mail.nextAttemptAt, locale)}</dd>
          </div>
        )}
        {mail.lastError && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">{t('Mail server said:')} </dt>
            <dd className="inline break-words">{mail.lastError}</dd>
          </div>
        )}
      </dl>
      {failed && (
        <button
          type="button"
          className="btn mt-3 btn-sm btn-primary"
          onClick={sendAgain}
          disabled={retry.isPending}
          aria-label={t('Send again: {subject}, to {address}', { subject: mail.subject, address: mail.to })}
        >
          {retry.isPending ? t('Sending…') : t('Send again')}
        </button>
      )}
    </li>
  );
}
