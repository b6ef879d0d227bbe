import { pages, type MailProblem } from '@tgde/contracts';
import { format, parseISO } from 'date-fns';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { errorMessage } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useMailProblems, useRetryMail } from './api/mail-problems';

const when = (iso: string) => format(parseISO(iso), 'PP, p');

/**
 * /dashboard/mail (admins): mail that did not go out at the first attempt. A mail being retried goes
 * out by itself once the mail server answers; a failed one (refused for good, or a day of failed
 * attempts) waits here for an admin to fix the cause and press Send again.
 */
export function MailPage() {
  const problems = useMailProblems();
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageTitle page={pages.mail.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">Administration</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">Mail</h1>
        <p className="mt-3 text-muted">
          Every mail is kept until it has gone out. A mail the mail server did not take is tried again every
          minute for the first hour and then less often for a day. Mail that failed for good is listed here
          until you send it again.
        </p>
      </header>
      <QueryState
        query={problems}
        loading="Loading the mail"
        failure="We could not load the mail"
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState title="All mail went out">
            <p>No mail is waiting for another attempt, and none failed.</p>
          </EmptyState>
        }
      >
        {(list) => (
          <ul className="flex flex-col gap-4" aria-label="Mail that did not go out">
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
  const retry = useRetryMail();
  const failed = mail.status === 'failed';
  const sendAgain = () =>
    retry.mutate(mail._id, {
      onSuccess: () => notify.success('The mail is queued again.'),
      onError: (error) => notify.error(errorMessage(error, 'We could not queue the mail again.')),
    });
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold break-words">{mail.subject}</h2>
          <p className="text-sm break-all text-muted">To {mail.to}</p>
        </div>
        <span className={`badge ${failed ? 'badge-error' : 'badge-warning'}`}>
          {failed ? 'Failed' : 'Retrying'}
        </span>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">Queued: </dt>
          <dd className="inline">{when(mail.queuedAt)}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Attempts: </dt>
          <dd className="inline">{mail.attempts}</dd>
        </div>
        {mail.nextAttemptAt && (
          <div>
            <dt className="inline font-medium">Next attempt: </dt>
            <dd className="inline">{when(mail.nextAttemptAt)}</dd>
          </div>
        )}
        {mail.lastError && (
          <div className="sm:col-span-2">
            <dt className="inline font-medium">Mail server said: </dt>
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
          aria-label={`Send again: ${mail.subject}, to ${mail.to}`}
        >
          {retry.isPending ? 'Sending…' : 'Send again'}
        </button>
      )}
    </li>
  );
}
