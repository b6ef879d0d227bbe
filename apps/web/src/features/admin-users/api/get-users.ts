import { type UserListItem } from '@tgde/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPagedList, pageOffset } from '../../../lib/paged-list';

export const USERS_PAGE_SIZE = 20;

export interface UsersQuery {
  /** Part of a name or an e-mail address; '' for everybody. */
  search: string;
  /** 0-based. */
  page: number;
}

const USERS = ['admin', 'users'] as const;

export const userKeys = {
  /** Every page and search of the users' table: promoting someone refreshes them all. */
  all: USERS,
  page: ({ q, page }: { q: string; page: number }) => [...USERS, { q, page }] as const,
};

/** GET /api/user?q=&limit=&offset= (admins): one page of users, total in X-Total-Count. */
export function usersQueryOptions({ search, page }: UsersQuery) {
  const q = search.trim();
  return queryOptions({
    queryKey: userKeys.page({ q, page }),
    queryFn: ({ signal }) =>
      getPagedList<UserListItem>(
        '/user',
        { q: q || undefined, limit: USERS_PAGE_SIZE, offset: pageOffset(page, USERS_PAGE_SIZE) },
        signal,
      ),
    // The table keeps its rows while the next page or search loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useUsers(query: UsersQuery) {
  return useQuery(usersQueryOptions(query));
}
