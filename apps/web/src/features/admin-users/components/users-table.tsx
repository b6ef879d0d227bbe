import { type UserListItem } from '@tgde/contracts';
import { formatDate } from '../../../lib/format-date';
import { EmailText } from '../../../components/ui/email-text';
import { useT } from '../../../i18n/i18n-context';
import { type UserAction } from './user-action-dialog';

function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useT();
  return verified ? (
    <span className="badge badge-success badge-soft badge-sm">{t('Verified')}</span>
  ) : (
    <span className="badge badge-ghost badge-sm">{t('Not verified')}</span>
  );
}

const actionButton = 'btn btn-outline btn-sm whitespace-nowrap';

/**
 * What the admin can do to one user: make an admin, or remove the role (not their own, nor one that
 * ADMIN_EMAILS gives back at every sign-in); block a traveller, or unblock. Admins are not blocked.
 */
function UserActions({
  user,
  isSelf,
  onAction,
}: {
  user: UserListItem;
  isSelf: boolean;
  onAction: (action: UserAction, user: UserListItem) => void;
}) {
  const { t } = useT();
  const label = <span className="sr-only">: {user.name}</span>;
  if (user.role === 'admin') {
    return (
      <div className="flex flex-col items-end gap-2">
        <span className="badge badge-secondary">{t('Admin')}</span>
        {isSelf ? (
          <span className="text-xs text-muted">{t('You')}</span>
        ) : user.onAdminEmails ? (
          <span className="max-w-40 text-xs text-muted">
            {t('Set by the server’s ADMIN_EMAILS: stays admin')}
          </span>
        ) : (
          <button
            type="button"
            className={`${actionButton} btn-error`}
            onClick={() => onAction('demote', user)}
          >
            {t('Remove admin')}
            {label}
          </button>
        )}
      </div>
    );
  }
  if (user.blocked) {
    return (
      <button
        type="button"
        className={`${actionButton} btn-primary`}
        onClick={() => onAction('unblock', user)}
      >
        {t('Unblock')}
        {label}
      </button>
    );
  }
  return (
    <div className="flex flex-col items-end gap-2 sm:flex-row sm:justify-end">
      <button
        type="button"
        className={`${actionButton} btn-primary`}
        onClick={() => onAction('promote', user)}
      >
        {t('Make Admin')}
        {label}
      </button>
      <button type="button" className={`${actionButton} btn-error`} onClick={() => onAction('block', user)}>
        {t('Block')}
        {label}
      </button>
    </div>
  );
}

/** name, e-mail, verified, joined, and what the admin can do to each user. */
export function UsersTable({
  users,
  offset,
  currentEmail,
  onAction,
}: {
  users: UserListItem[];
  /** The number of the first row minus one. */
  offset: number;
  /** The signed-in admin's address: their own row offers nothing to take away. */
  currentEmail: string | undefined;
  onAction: (action: UserAction, user: UserListItem) => void;
}) {
  const { t, locale } = useT();
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              #
            </th>
            <th scope="col">{t('Name')}</th>
            <th scope="col" className="hidden md:table-cell">
              {t('E-mail')}
            </th>
            <th scope="col" className="hidden md:table-cell">
              {t('Verified')}
            </th>
            <th scope="col" className="hidden md:table-cell">
              {t('Joined')}
            </th>
            <th scope="col">
              <span className="sr-only">{t('Role and actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => (
            <tr key={user._id}>
              <td className="hidden sm:table-cell">{offset + index + 1}</td>
              <td>
                <p className="font-medium break-words">
                  {user.name}
                  {user.blocked && (
                    <span className="ml-2 badge badge-error badge-soft badge-sm">{t('Blocked')}</span>
                  )}
                </p>
                {/* On a phone the e-mail and its state sit under the name, not in columns. */}
                <div className="mt-1 flex flex-col items-start gap-1 md:hidden">
                  <span className="text-sm text-muted">
                    <EmailText email={user.email} />
                  </span>
                  <VerifiedBadge verified={user.emailVerified} />
                  <span className="text-xs text-muted">
                    {t('Joined {date}', { date: formatDate(user.createdAt, locale) })}
                  </span>
                </div>
              </td>
              <td className="hidden min-w-40 md:table-cell">
                <EmailText email={user.email} />
              </td>
              <td className="hidden md:table-cell">
                <VerifiedBadge verified={user.emailVerified} />
              </td>
              <td className="hidden whitespace-nowrap md:table-cell">{formatDate(user.createdAt, locale)}</td>
              <td className="text-right">
                <UserActions
                  user={user}
                  isSelf={user.email.toLowerCase() === currentEmail?.toLowerCase()}
                  onAction={onAction}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
