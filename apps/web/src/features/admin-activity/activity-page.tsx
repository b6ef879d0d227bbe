import {
  AUDIT_ACTIONS,
  COMMAND_LINE_ACTOR,
  pages,
  type AuditAction,
  type AuditLogEntry,
} from '@tgde/contracts';
import { useState } from 'react';
import { EmailText } from '../../components/ui/email-text';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useT, type Translator } from '../../i18n/i18n-context';
import { formatMoment } from '../../lib/format-date';
import { ACTIVITY_PAGE_SIZE, useActivity, type ActivityView } from './api/audit-entries';
import {
  auditChanges,
  auditFacts,
  describeTarget,
  isWrittenField,
  type AuditFieldChange,
} from './lib/audit-format';

/** What each action is called on the page and in its filter. */
const actionLabels = (t: Translator['t']): Record<AuditAction, string> => ({
  'user.promote': t('Made admin'),
  'user.demote': t('Removed admin rights'),
  'user.block': t('Blocked user'),
  'user.unblock': t('Unblocked user'),
  'destination.create': t('Added destination'),
  'destination.update': t('Changed destination'),
  'destination.archive': t('Archived destination'),
  'notification.delete': t('Deleted message'),
  'booking.cancel': t('Cancelled booking'),
  'departure.close': t('Closed departure'),
  'departure.cancel': t('Cancelled departure'),
  'review.remove': t('Removed review'),
  'photo.remove': t('Removed photo'),
  'account.delete': t('Deleted account'),
});

/** A stored action's label; one this version does not know is shown as it is stored. */
function actionLabel(action: string, t: Translator['t']): string {
  const labels = actionLabels(t);
  return Object.hasOwn(labels, action) ? labels[action as AuditAction] : action;
}

/** Longer values (a description) get a line each, Before and After, rather than one line with an arrow. */
const LONG_VALUE = 60;

/** A value as the page shows it; someone's own words are marked as such (isWrittenField). */
function Value({ field, value, className }: { field: string; value: string; className?: string }) {
  return (
    <span className={className} data-user-content={isWrittenField(field) ? '' : undefined}>
      {value}
    </span>
  );
}

/** One change: "before → after" (read out as "from … to …"), or a new record's value alone. */
function ChangeValue({ change }: { change: AuditFieldChange }) {
  const { t } = useT();
  const { field } = change;
  if (change.before === null) return <Value field={field} value={change.after} />;
  if (Math.max(change.before.length, change.after.length) > LONG_VALUE) {
    return (
      <span className="flex flex-col gap-1">
        <span>
          <span className="font-medium">{t('Before:')} </span>
          <Value field={field} value={change.before} className="text-muted" />
        </span>
        <span>
          <span className="font-medium">{t('After:')} </span>
          <Value field={field} value={change.after} />
        </span>
      </span>
    );
  }
  return (
    <>
      <span className="sr-only">{t('from')} </span>
      <Value field={field} value={change.before} className="text-muted" />
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> {t('to')} </span>
      <Value field={field} value={change.after} className="font-medium" />
    </>
  );
}

/** The fields the entry changed, each with its value before and after. */
function Changes({ entry }: { entry: AuditLogEntry }) {
  const words = useT();
  const changes = auditChanges(entry, words);
  if (changes.length === 0) return null;
  return (
    <ul
      className="mt-3 flex flex-col gap-2 border-t border-base-300 pt-3 text-sm"
      aria-label={words.t('Changes')}
    >
      {changes.map((change) => (
        <li key={change.field} className="grid grid-cols-1 gap-x-4 sm:grid-cols-[9rem_1fr]">
          <span className="font-medium">{change.label}</span>
          <span className="min-w-0 break-words whitespace-pre-line">
            <ChangeValue change={change} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function ActivityCard({ entry }: { entry: AuditLogEntry }) {
  const words = useT();
  const { t, locale } = words;
  const target = describeTarget(entry, words);
  const facts = auditFacts(entry, target.used, words);
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="font-semibold break-words">
          {actionLabel(entry.action, t)}: <span className="font-normal">{target.name}</span>
        </h2>
        <time dateTime={entry.at} className="text-sm whitespace-nowrap text-muted">
          {formatMoment(entry.at, locale)}
        </time>
      </div>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-medium">{t('By:')} </dt>
          <dd className="inline">
            {entry.actor === COMMAND_LINE_ACTOR ? (
              t('the command line (npm run admin)')
            ) : (
              <EmailText email={entry.actor} />
            )}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="inline font-medium">{t('Record:')} </dt>
          <dd className="inline font-mono text-xs break-all text-muted">{entry.target}</dd>
        </div>
        {facts.map((fact) => (
          <div key={fact.field} className="min-w-0">
            <dt className="inline font-medium">{fact.label}: </dt>
            <dd className="inline break-words">
              <Value field={fact.field} value={fact.value} />
            </dd>
          </div>
        ))}
      </dl>
      <Changes entry={entry} />
    </li>
  );
}

/**
 * /dashboard/activity (admins): the audit trail, what admins did, newest first, filtered by action.
 * Read only: entries are never changed or removed.
 */
export function ActivityPage() {
  const { t } = useT();
  const [view, setView] = useState<ActivityView>({ action: '', page: 0 });
  const activity = useActivity(view);
  const filtered = view.action !== '';

  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageTitle page={pages.activity.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Activity')}</h1>
        <p className="mt-3 text-muted">
          {t(
            'What admins did, newest first: who changed which record, when, and what it was before. Entries are kept for good and nobody can change or remove them.',
          )}
        </p>
      </header>
      <form
        className="mb-6 flex flex-col gap-4 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-end sm:justify-between"
        onSubmit={(event) => event.preventDefault()}
        aria-label={t('Filter activity')}
      >
        <FormField label={t('Action')} className="sm:w-72">
          {(control) => (
            <select
              {...control}
              value={view.action}
              onChange={(event) => setView({ action: event.target.value as AuditAction | '', page: 0 })}
              className="select w-full"
            >
              <option value="">{t('All actions')}</option>
              {AUDIT_ACTIONS.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action, t)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p className="text-sm text-muted" aria-live="polite">
          {activity.data &&
            (filtered
              ? t('{count, plural, one {# entry of this action} other {# entries of this action}}', {
                  count: activity.data.total,
                })
              : t('{count, plural, one {# entry} other {# entries}}', { count: activity.data.total }))}
        </p>
      </form>
      <QueryState
        query={activity}
        loading={t('Loading the activity')}
        failure={t('We could not load the activity')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title={filtered ? t('No entries of this action') : t('Nothing recorded yet')}>
            <p>
              {filtered
                ? t('Choose All actions to see everything admins did.')
                : t('Every change an admin makes appears here.')}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <ol className="flex flex-col gap-4" aria-label={t('Admin activity, newest first')}>
              {data.items.map((entry) => (
                <ActivityCard key={entry._id} entry={entry} />
              ))}
            </ol>
            <Pager
              label={t('Activity pages')}
              page={view.page}
              total={data.total}
              size={ACTIVITY_PAGE_SIZE}
              busy={activity.isPlaceholderData}
              onPage={(page) => setView({ ...view, page })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
