import { NavLink } from '../../lib/router';
import { useT } from '../../i18n/i18n-context';
import { type NavItem } from './nav-links';

/**
 * The navbar's links; NavLink marks the current page with aria-current="page". The labels are
 * English in nav-links.ts and have their German in the catalogue (nav-links.test.ts checks that).
 */
export function NavLinkList({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[];
  className: string;
  onNavigate?: () => void;
}) {
  const { sentence } = useT();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) => (isActive ? 'menu-active font-semibold' : 'font-medium')}
          >
            {sentence(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
