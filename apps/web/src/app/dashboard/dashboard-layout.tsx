import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Outlet } from '../../lib/router';
import { LineIcon } from '../../components/ui/line-icon';
import { Spinner } from '../../components/ui/spinner';
import { useT } from '../../i18n/i18n-context';
import { useAdminStatus } from '../../session/api/get-admin-status';
import { useUnreadCount } from './api/get-unread-count';
import { useSession } from '../../session/session';
import { DashboardMenu } from './dashboard-menu';
import { dashboardMenu } from './dashboard-menu-items';

// Tailwind's lg breakpoint: from here on the menu is always shown beside the page.
const WIDE = '(min-width: 64rem)';

/**
 * /dashboard: the side menu and the chosen page. On a phone the menu is a daisyUI
 * drawer behind a real button (aria-expanded); while open, the page behind it is inert, Escape or
 * the close button shuts it and focus returns to the button that opened it.
 */
export function DashboardLayout() {
  const { t } = useT();
  const { user } = useSession();
  // The server decides who is an admin (GET /api/admin/{email}); the admin pages check again (RequireAdmin).
  const admin = useAdminStatus(user);
  const isAdmin = admin.data?.admin === true;
  const unread = useUnreadCount(isAdmin);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const menuId = useId();

  // Set when closing should hand the focus back to the menu button. That has to wait until the
  // page behind the menu is no longer inert, i.e. until the closed state has been rendered.
  const returnFocus = useRef(false);

  // Into the menu on opening; Escape closes it from anywhere on the page while it is open.
  useEffect(() => {
    if (!open) {
      if (returnFocus.current) toggleRef.current?.focus();
      returnFocus.current = false;
      return;
    }
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocus.current = true;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Turning a phone or widening the window shows the menu anyway: no drawer left open behind it.
  useEffect(() => {
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  if (!user) return null; // RequireAuth renders this layout only for a signed-in user.

  const close = (focusButton: boolean) => {
    returnFocus.current = focusButton;
    setOpen(false);
  };

  return (
    <div className="drawer min-h-[calc(100dvh-4rem)] bg-base-200 lg:drawer-open">
      <input
        id={drawerId}
        type="checkbox"
        className="drawer-toggle"
        checked={open}
        onChange={(event) => setOpen(event.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div
        className="drawer-content bg-base-200 px-4 py-6 sm:px-6 lg:px-10 lg:py-10 print:bg-transparent print:p-0"
        inert={open}
      >
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline btn-primary btn-sm mb-6 lg:hidden print:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(true)}
        >
          <LineIcon name="menu" />
          {t('Dashboard menu')}
        </button>
        <Suspense fallback={<Spinner label={t('Loading page')} />}>
          <Outlet />
        </Suspense>
      </div>
      {/*
       * No fade on the drawer's own visibility (daisyUI delays it by 0.1 s): the close button must
       * be focusable the moment the menu opens. The panel inside still slides in.
       */}
      <div className="drawer-side z-50 transition-none lg:top-16 lg:z-auto lg:h-[calc(100dvh-4rem)] print:hidden">
        <label htmlFor={drawerId} aria-hidden="true" className="drawer-overlay" />
        <aside
          id={menuId}
          aria-label={t('Dashboard menu')}
          className="min-h-full w-72 max-w-[85vw] border-r border-base-300 bg-base-100 p-4"
        >
          <div className="flex justify-end lg:hidden">
            <button
              ref={closeRef}
              type="button"
              className="btn btn-square btn-ghost btn-sm"
              aria-label={t('Close dashboard menu')}
              onClick={() => close(true)}
            >
              <LineIcon name="close" />
            </button>
          </div>
          <DashboardMenu
            user={user}
            items={dashboardMenu(isAdmin)}
            unreadCount={unread.data}
            onNavigate={() => close(false)}
          />
        </aside>
      </div>
    </div>
  );
}
