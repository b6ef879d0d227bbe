import { Link, useLocation } from 'react-router';
import { EmailText } from '../../components/ui/email-text';
import { UserAvatar } from '../../components/ui/user-avatar';
import { type SessionUser } from '../../session/session';
import { isCurrentEntry, unreadBadge, type DashboardMenuItem } from './dashboard-menu-items';

/**
 * The side menu's content: who is signed in, then the links. For admins the layout hands in the
 * number of unread contact messages (GET /api/notifications?unread=true), shown in red.
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
            <span className="badge badge-sm badge-secondary mt-2">Administrator</span>
          )}
        </div>
      </div>
      <nav aria-label="Dashboard">
        <ul className="menu w-full gap-1 p-0 text-base">
          {items.map((item) => {
            const current = isCurrentEntry(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to === '' ? '/dashboard' : `/dashboard/${item.to}`}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  className={current ? 'menu-active font-semibold' : 'font-medium'}
                >
                  <span className="flex-1">{item.label}</span>
                  {item.countsUnread && badge && (
                    <span className="badge badge-sm badge-error" aria-label={`${badge} unread`}>
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
