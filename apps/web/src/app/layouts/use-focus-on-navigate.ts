import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from '../../lib/router';

/**
 * After a client-side page change, move focus to the main content so that keyboard and screen
 * reader users start on the new page instead of on the link they left. The first page keeps the
 * browser's own focus; comparing paths (not counting renders) keeps StrictMode's double effects
 * from stealing it.
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    target.current?.focus({ preventScroll: true });
  }, [pathname, target]);
}
