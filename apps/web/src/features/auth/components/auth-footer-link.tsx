import { type ReactNode } from 'react';
import { Link } from '../../../lib/router';

/** The way on to the neighbouring sign-in page, in an AuthCard's footer. */
export function AuthFooterLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="link link-primary font-semibold">
      {children}
    </Link>
  );
}
