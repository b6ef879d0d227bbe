import { type UserListItem } from '@tgde/contracts';
import { type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmailText } from '../../../components/ui/email-text';
import { ApiError } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMakeAdmin } from '../api/make-admin';
import { useRemoveAdmin } from '../api/remove-admin';
import { useSetBlocked } from '../api/set-blocked';

/** What an admin can do to a user from the table; each asks first. */
export type UserAction = 'promote' | 'demote' | 'block' | 'unblock';

export interface PendingUserAction {
  action: UserAction;
  user: UserListItem;
}

interface Wording {
  title: string;
  body: (who: ReactNode) => ReactNode;
  confirm: string;
  confirmClassName: string;
  done: (user: UserListItem) => string;
  failed: string;
}

const wordings: Record<UserAction, Wording> = {
  promote: {
    title: 'Make this user an admin?',
    body: (who) => (
      <p>
        {who} will be able to manage users, destinations and messages. You can take the role away again later.
      </p>
    ),
    confirm: 'Make Admin',
    confirmClassName: 'btn-primary',
    done: () => 'Successfully made an admin',
    failed: 'Failed to make an Admin',
  },
  demote: {
    title: 'Remove the admin role?',
    body: (who) => (
      <p>
        {who} will no longer be able to manage users, destinations and messages, from this moment on. Their
        account stays as it is.
      </p>
    ),
    confirm: 'Remove admin',
    confirmClassName: 'btn-error',
    done: (user) => `${user.name} is no longer an admin`,
    failed: 'Could not remove the admin role',
  },
  block: {
    title: 'Block this user?',
    body: (who) => (
      <p>
        {who} will be signed out everywhere at once and cannot sign in until you unblock them. Their bookings,
        reviews and photos stay.
      </p>
    ),
    confirm: 'Block',
    confirmClassName: 'btn-error',
    done: (user) => `${user.name} is blocked`,
    failed: 'Could not block this user',
  },
  unblock: {
    title: 'Unblock this user?',
    body: (who) => <p>{who} will be able to sign in again.</p>,
    confirm: 'Unblock',
    confirmClassName: 'btn-primary',
    done: (user) => `${user.name} can sign in again`,
    failed: 'Could not unblock this user',
  },
};

/**
 * Asks before promoting, demoting, blocking or unblocking a user, then does it and says how it went
 * in a toast. A refusal that the server explains (409: the last admin, an ADMIN_EMAILS address …) is
 * shown in the server's own words. Mounted while asking; `onDone` unmounts it.
 */
export function UserActionDialog({ pending, onDone }: { pending: PendingUserAction; onDone: () => void }) {
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const setBlocked = useSetBlocked();
  const { action, user } = pending;
  const wording = wordings[action];

  const run = (): Promise<unknown> => {
    switch (action) {
      case 'promote':
        return makeAdmin.mutateAsync(user.email);
      case 'demote':
        return removeAdmin.mutateAsync(user.email);
      case 'block':
        return setBlocked.mutateAsync({ email: user.email, blocked: true });
      case 'unblock':
        return setBlocked.mutateAsync({ email: user.email, blocked: false });
    }
  };

  const confirm = async () => {
    try {
      await run();
      notify.success(wording.done(user));
    } catch (error) {
      const explained = error instanceof ApiError && error.status === 409 ? error.body?.message : undefined;
      notify.error(explained ?? wording.failed);
    } finally {
      onDone();
    }
  };

  return (
    <ConfirmDialog
      title={wording.title}
      body={wording.body(
        <>
          <span className="font-semibold break-words">{user.name}</span> (<EmailText email={user.email} />)
        </>,
      )}
      confirmLabel={wording.confirm}
      confirmClassName={wording.confirmClassName}
      busy={makeAdmin.isPending || removeAdmin.isPending || setBlocked.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    />
  );
}
