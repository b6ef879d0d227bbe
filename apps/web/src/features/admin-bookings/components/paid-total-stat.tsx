import { formatMoney } from '@tgde/contracts';
import { useT } from '../../../i18n/i18n-context';

/**
 * What the bookings the filters match paid, less refunds (x-paid-total of GET /api/bookings), and
 * how many they are. It says "less refunds", so that a cancelled trip's "refunded" beside a total
 * of 0 reads as it is.
 */
export function PaidTotalStat({ paidTotal, total }: { paidTotal: number; total: number }) {
  const { t, locale } = useT();
  return (
    <div className="stats w-full border border-base-300 bg-base-100 sm:w-auto" aria-live="polite">
      <div className="stat">
        <div className="stat-title">{t('Total paid')}</div>
        <div className="stat-value text-primary">{formatMoney(paidTotal, locale)}</div>
        <div className="stat-desc">
          {t('{count, plural, one {# booking match} other {# bookings match}}', { count: total })}
        </div>
        <div className="stat-desc">{t('What they paid, less refunds')}</div>
      </div>
    </div>
  );
}
