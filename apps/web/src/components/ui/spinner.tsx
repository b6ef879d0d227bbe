import { useT } from '../../i18n/i18n-context';

/** A loading indicator that screen readers announce by its label (given in the page's language). */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  // German sets the ellipsis of an unfinished sentence apart: „Seite wird geladen …“.
  const { locale } = useT();
  return (
    <div role="status" aria-label={label} className={`flex flex-col items-center gap-3 py-12 ${className}`}>
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="text-sm text-muted">
        {label}
        {locale === 'de' ? ' …' : '…'}
      </span>
    </div>
  );
}
