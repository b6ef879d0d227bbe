import { pages } from '@tgde/contracts';
import { useState } from 'react';
import { EmptyState } from '../../components/ui/empty-state';
import { FormField } from '../../components/ui/form-field';
import { PageTitle } from '../../components/ui/page-title';
import { Pager } from '../../components/ui/pager';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { pageOffset } from '../../lib/paged-list';
import { useSession } from '../../session/session';
import { useUsers, USERS_PAGE_SIZE } from './api/get-users';
import { UserActionDialog, type PendingUserAction } from './components/user-action-dialog';
import { UsersTable } from './components/users-table';
import { useDebouncedValue } from './hooks/use-debounced-value';

/**
 * /dashboard/users (admins): every user, searchable and paged; making admins and taking the role
 * away, blocking and unblocking, each after a confirmation.
 */
export function UsersPage() {
  const { t } = useT();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText);
  const [pageState, setPageState] = useState({ search: '', page: 0 });
  // A new search starts on its first page.
  const page = pageState.search === search ? pageState.page : 0;
  const users = useUsers({ search, page });
  const { user: me } = useSession();
  const [pending, setPending] = useState<PendingUserAction | null>(null);

  return (
    <div className="mx-auto w-full max-w-5xl">
      <PageTitle page={pages.users.title} />
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
          <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('All Users')}</h1>
          {users.data && (
            <p className="mt-2 text-muted" aria-live="polite">
              {search.trim()
                ? t('{count, plural, one {# user match} other {# users match}}', { count: users.data.total })
                : t('{count, plural, one {# user} other {# users}}', { count: users.data.total })}
            </p>
          )}
        </div>
        <FormField label={t('Search by name or e-mail')} className="w-full sm:w-72">
          {(control) => (
            <input
              {...control}
              type="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              className="input w-full"
              autoComplete="off"
            />
          )}
        </FormField>
      </header>
      <QueryState
        query={users}
        loading={t('Loading users')}
        failure={t('We could not load the users')}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title={search.trim() ? t('No user matches that search') : t('No users yet')}>
            {search.trim() ? t('Try part of the name or of the e-mail address.') : null}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            <UsersTable
              users={data.items}
              offset={pageOffset(page, USERS_PAGE_SIZE)}
              currentEmail={me?.email}
              onAction={(action, user) => setPending({ action, user })}
            />
            <Pager
              label={t('Users pages')}
              page={page}
              total={data.total}
              size={USERS_PAGE_SIZE}
              busy={users.isPlaceholderData}
              onPage={(next) => setPageState({ search, page: next })}
            />
          </>
        )}
      </QueryState>
      {pending && <UserActionDialog pending={pending} onDone={() => setPending(null)} />}
    </div>
  );
}
