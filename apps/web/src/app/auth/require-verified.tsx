import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useSession } from '../session';

const UnverifiedCard = lazy(async () => ({
  default: (await import('../../features/auth/components/unverified-card')).UnverifiedCard,
}));

/**
 * SPEC.md §4: password accounts reach these pages only once their e-mail address is verified;
 * until then the page is replaced by the "not verified" card with its resend button. Sits inside
 * RequireAuth, so there is always a user here.
 */
export function RequireVerified() {
  const { user, refresh } = useSession();
  if (!user || user.emailVerified) return <Outlet />;
  return (
    <Suspense fallback={<Spinner label="Loading" />}>
      <UnverifiedCard email={user.email} onCheckAgain={refresh} />
    </Suspense>
  );
}
