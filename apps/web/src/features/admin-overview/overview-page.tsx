import { formatBookingDate, pages } from '@tgde/contracts';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { useT } from '../../i18n/i18n-context';
import { useAdminStats } from './api/get-stats';
import { MonthlyFigures } from './components/monthly-figures';
import { OccupancyFigures } from './components/occupancy-figures';
import { TopDestinations } from './components/top-destinations';
import { hasNoBookings } from './lib/stats-format';

/**
 * /dashboard/overview (admins): the operator's numbers from one call (GET /api/admin/stats), each
 * chart with its table. This page's chunk is the only one that carries recharts.
 */
export function OverviewPage() {
  const { t, locale } = useT();
  const stats = useAdminStats();
  return (
    <div className="mx-auto w-full max-w-6xl min-w-0">
      <PageTitle page={pages.overview.title} />
      <header className="mb-6">
        <p className="font-semibold tracking-wide text-secondary uppercase">{t('Administration')}</p>
        <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{t('Overview')}</h1>
        <p className="mt-3 text-muted">
          {t(
            "Money and places at a glance, counted in Germany's time. A booking counts in the month it was paid, cancelled or not, and its revenue is what it paid less what was refunded. Each chart has its numbers behind “Show as table”.",
          )}
          {stats.data && <> {t('Today is {date}.', { date: formatBookingDate(stats.data.today, locale) })}</>}
        </p>
      </header>
      <QueryState
        query={stats}
        loading={t('Loading the figures')}
        failure={t('We could not load the figures')}
        isEmpty={hasNoBookings}
        empty={
          <EmptyState title={t('No bookings yet')}>
            <p>
              {t(
                'No booking was paid in the last 12 months and no place is taken in the next 30 days. The figures appear once travellers book and pay.',
              )}
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="flex flex-col gap-6">
            <MonthlyFigures months={data.months} />
            <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
              <OccupancyFigures occupancy={data.occupancy} />
              <TopDestinations
                top={data.topDestinations}
                paidBookings={data.months.reduce((sum, month) => sum + month.bookings, 0)}
              />
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
