import { localizedPath, splitLocale } from '@tgde/contracts';
import { type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

/**
 * A link that opens our own page in a new tab, for links inside a form or dialog whose typing must
 * not be lost (the booking terms from sign-up, the booking dialog and the payment page). It says
 * so: an arrow out of a box for the eye, "(opens in a new tab)" for screen readers. A plain link (the
 * router's /de basename does not apply): an English page address such as pages.terms.path goes to
 * the page's language (/de/agb on German pages).
 */
export function NewTabLink({
  href,
  className = 'link',
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t, locale } = useT();
  const local =
    href.startsWith('/') && splitLocale(href).locale === 'en' ? localizedPath(href, locale) : href;
  return (
    <a href={local} target="_blank" rel="noopener" className={className}>
      {children}
      <svg
        viewBox="0 0 24 24"
        width="14"
        height="14"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        className="ms-0.5 inline-block align-[-0.125em]"
      >
        <path
          d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="sr-only"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
