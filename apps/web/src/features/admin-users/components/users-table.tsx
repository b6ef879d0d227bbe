import { type UserListItem } from '@tgde/contracts';
import { formatDate } from '../../../lib/format-date';
import { EmailText } from '../../../components/ui/email-text';

function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? (
    <span className="badge badge-success badge-soft badge-sm">Verified</span>
  ) : (
    <span className="badge badge-ghost badge-sm">Not verified</span>
  );
}

/** name, e-mail, verified, joined, and 'Make Admin' or the 'Admin' label (SPEC.md §2). */
export function UsersTable({
  users,
  offset,
  onMakeAdmin,
}: {
  users: UserListItem[];
  /** The number of the first row minus one. */
  offset: number;
  onMakeAdmin: (user: UserListItem) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
      <table className="table">
        <thead>
          <tr>
            <th scope="col" className="hidden sm:table-cell">
              #
            </th>
            <th scope="col">Name</th>
            <th scope="col" className="hidden md:table-cell">
              E-mail
            </th>
            <th scope="col" className="hidden md:table-cell">
              Verified
            </th>
            <th scope="col" className="hidden md:table-cell">
              Joined
            </th>
            <th scope="col">
              <span className="sr-only">Role</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user, index) => (
            <tr key={user._id}>
              <td className="hidden sm:table-cell">{offset + index + 1}</td>
              <td>
                <p className="font-medium break-words">{user.name}</p>
                {/* On a phone the e-mail and its state sit under the name, not in columns. */}
                <div className="mt-1 flex flex-col items-start gap-1 md:hidden">
                  <span className="text-sm text-muted">
                    <EmailText email={user.email} />
                  </span>
                  <VerifiedBadge verified={user.emailVerified} />
                  <span className="text-xs text-muted">Joined {formatDate(user.createdAt)}</span>
                </div>
              </td>
              <td className="hidden min-w-40 md:table-cell">
                <EmailText email={user.email} />
              </td>
              <td className="hidden md:table-cell">
                <VerifiedBadge verified={user.emailVerified} />
              </td>
              <td className="hidden whitespace-nowrap md:table-cell">{formatDate(user.createdAt)}</td>
              <td className="text-right">
                {user.role === 'admin' ? (
                  <span className="badge badge-secondary">Admin</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-outline btn-primary btn-sm whitespace-nowrap"
                    onClick={() => onMakeAdmin(user)}
                  >
                    Make Admin<span className="sr-only">: {user.name}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
