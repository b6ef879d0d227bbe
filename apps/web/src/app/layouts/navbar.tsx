import { pageHref } from '@tgde/contracts';
import { Link, useNavigate } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { LanguageLink } from '../../i18n/language-link';
import { notify } from '../../lib/notify';
import { useSession } from '../../session/session';
import { MobileMenu } from './mobile-menu';
import { NavLinkList } from './nav-link-list';
import { visibleNavItems } from './nav-links';

function BrandMark() {
  return (
    <svg viewBox="0 0 64 64" width="32" height="32" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#0f4c5c" />
      <path
        d="M32 12c-8.3 0-15 6.5-15 14.6C17 37.5 32 52 32 52s15-14.5 15-25.4C47 18.5 40.3 12 32 12z"
        fill="#f6c453"
      />
      <circle cx="32" cy="26.5" r="6" fill="#0f4c5c" />
    </svg>
  );
}

export function Navbar() {
  const { t } = useT();
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const items = visibleNavItems(user !== null);

  // To the start page first: signing out on a protected page would otherwise send the user to
  // /login. signOut() revokes the token on the server and forgets it here.
  const logout = async () => {
    navigate(pageHref('home'));
    await signOut();
    notify.success(t('You are logged out.'));
  };

  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur print:hidden">
      <nav aria-label={t('Main')} className="navbar mx-auto max-w-6xl gap-2 px-2 sm:px-6 lg:px-8">
        <div className="navbar-start gap-1">
          <MobileMenu items={items} />
          <Link
            to={pageHref('home')}
            className="btn btn-ghost gap-2 px-2 text-lg font-bold tracking-tight sm:text-xl"
          >
            <BrandMark />
            {/*
             * Below 28rem the language link and Login (Anmelden, in German) leave no room for the
             * name beside them: the mark alone shows, and the name still names the link.
             */}
            <span className="sr-only min-[28rem]:not-sr-only">Travel Guide DE</span>
          </Link>
        </div>
        <div className="navbar-center hidden lg:flex">
          <NavLinkList items={items} className="menu menu-horizontal gap-1 text-base" />
        </div>
        <div className="navbar-end gap-1">
          <LanguageLink className="btn btn-ghost px-2 sm:px-3" />
          {status === 'loading' ? (
            // Holds the button's place while a stored login is checked, so neither flashes by.
            <span className="btn invisible" aria-hidden="true">
              {t('Logout')}
            </span>
          ) : user ? (
            <button type="button" className="btn btn-outline btn-primary" onClick={() => void logout()}>
              {t('Logout')}
            </button>
          ) : (
            <Link to={pageHref('login')} className="btn btn-primary">
              {t('Login')}
            </Link>
          )}
        </div>
      </nav>
    </header>
  );
}
