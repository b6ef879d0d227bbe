import { Suspense, type ComponentType } from 'react';
import { Outlet } from '../lib/router';
import { Spinner } from '../components/ui/spinner';
import { useT } from '../i18n/i18n-context';
import { useSession, type SessionUser } from './session';

/** What is shown instead of a page while the address is not verified. */
export type UnverifiedScreen = ComponentType<{
  email: string;
  onCheckAgain: () => Promise<SessionUser | null>;
}>;

/**
 * Password accounts reach these pages only once their e-mail address is verified;
 * until then the page is replaced by `unverified` (the router passes the accounts feature's card,
 * so that this shared module does not depend on a feature). Sits inside RequireAuth, so there is
 * always a user here.
 */
export function RequireVerified({ unverified: Unverified }: { unverified: UnverifiedScreen }) {
  const { t } = useT();
  const { user, refresh } = useSession();
  if (!user || user.emailVerified) return <Outlet />;
  return (
    <Suspense fallback={<Spinner label={t('Loading')} />}>
      <Unverified email={user.email} onCheckAgain={refresh} />
    </Suspense>
  );
}
