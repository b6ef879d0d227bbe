import { Link, useLocation } from '../../lib/router';
import { EmailText } from '../../components/ui/email-text';
import { UserAvatar } from '../../components/ui/user-avatar';
import { useT } from '../../i18n/i18n-context';
import { type SessionUser } from '../../session/session';
import { isCurrentEntry, unreadBadge, type DashboardMenuItem } from './dashboard-menu-items';

/**
 * The side menu's content: who is signed in, then the links. For admins the layout hands in the
 * number of unread contact messages (GET /api/notifications?unread=true), shown in red. The
 * labels are English in dashboard-menu-items.ts, with their German in the catalogue.
 */
export function DashboardMenu({
  user,
  items,
  unreadCount,
  onNavigate,
}: {
  user: SessionUser;
  items: DashboardMenuItem[];
  unreadCount?: number;
  onNavigate: () => void;
}) {
  const { t, sentence } = useT();
  const badge = unreadBadge(unreadCount);
  const { pathname } = useLocation();
  return (
    <>
      <div className="flex flex-col items-center gap-3 px-4 pt-2 pb-6 text-center">
        <UserAvatar name={user.name} image={user.image} size="md" />
        <div className="min-w-0">
          <p className="font-semibold break-words">{user.name}</p>
          <p className="text-sm text-muted">
            <EmailText email={user.email} />
          </p>
          {user.role === 'admin' && user.emailVerified && (
            <span className="badge badge-sm badge-secondary mt-2">{t('Administrator')}</span>
          )}
        </div>
      </div>
      <nav aria-label={t('Dashboard')}>
        <ul className="menu w-full gap-1 p-0 text-base">
          {items.map((item) => {
            const current = isCurrentEntry(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'menu-active font-semibold' : 'font-medium'}
                >
                  <span className="min-w-0 flex-1 break-words">{sentence(item.label)}</span>
                  {item.countsUnread && badge && (
                    <span
                      className="badge badge-sm badge-error"
                      aria-label={t('{count} unread', { count: badge })}
                    >
                      {badge}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}
