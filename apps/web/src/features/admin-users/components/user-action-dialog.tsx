import { type UserListItem } from '@tgde/contracts';
import { type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmailText } from '../../../components/ui/email-text';
import { useT, type Translator } from '../../../i18n/i18n-context';
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

/**
 * A sentence about the user, `{who}` standing for their name and address (set as a node: the name
 * in bold). The translation keeps the placeholder, which is then replaced by the node.
 */
function aboutWho(sentence: string, who: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split('{who}');
  return (
    <p>
      {before}
      {who}
      {after}
    </p>
  );
}

const wordingsIn = (t: Translator['t']): Record<UserAction, Wording> => {
  const who = { who: '{who}' };
  return {
    promote: {
      title: t('Make this user an admin?'),
      body: (node) =>
        aboutWho(
          t(
            '{who} will be able to manage users, destinations and messages. You can take the role away again later.',
            who,
          ),
          node,
        ),
      confirm: t('Make Admin'),
      confirmClassName: 'btn-primary',
      done: () => t('Successfully made an admin'),
      failed: t('Failed to make an Admin'),
    },
    demote: {
      title: t('Remove the admin role?'),
      body: (node) =>
        aboutWho(
          t(
            '{who} will no longer be able to manage users, destinations and messages, from this moment on. Their account stays as it is.',
            who,
          ),
          node,
        ),
      confirm: t('Remove admin'),
      confirmClassName: 'btn-error',
      done: (user) => t('{name} is no longer an admin', { name: user.name }),
      failed: t('Could not remove the admin role'),
    },
    block: {
      title: t('Block this user?'),
      body: (node) =>
        aboutWho(
          t(
            '{who} will be signed out everywhere at once and cannot sign in until you unblock them. Their bookings, reviews and photos stay.',
            who,
          ),
          node,
        ),
      confirm: t('Block'),
      confirmClassName: 'btn-error',
      done: (user) => t('{name} is blocked', { name: user.name }),
      failed: t('Could not block this user'),
    },
    unblock: {
      title: t('Unblock this user?'),
      body: (node) => aboutWho(t('{who} will be able to sign in again.', who), node),
      confirm: t('Unblock'),
      confirmClassName: 'btn-primary',
      done: (user) => t('{name} can sign in again', { name: user.name }),
      failed: t('Could not unblock this user'),
    },
  };
};

/**
 * Asks before promoting, demoting, blocking or unblocking a user, then does it and says how it went
 * in a toast. A refusal that the server explains (409: the last admin, an ADMIN_EMAILS address …) is
 * shown in the server's own words. Mounted while asking; `onDone` unmounts it.
 */
export function UserActionDialog({ pending, onDone }: { pending: PendingUserAction; onDone: () => void }) {
  const { t } = useT();
  const makeAdmin = useMakeAdmin();
  const removeAdmin = useRemoveAdmin();
  const setBlocked = useSetBlocked();
  const { action, user } = pending;
  const wording = wordingsIn(t)[action];

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
