import { NavLink } from 'react-router';
import { type NavItem } from './nav-links';

/** The navbar's links; NavLink marks the current page with aria-current="page". */
export function NavLinkList({
  items,
  className,
  onNavigate,
}: {
  items: NavItem[];
  className: string;
  onNavigate?: () => void;
}) {
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
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
