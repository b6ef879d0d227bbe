import { formatMoney, STATS_DEFINITIONS, TOP_DESTINATIONS, type TopDestination } from '@tgde/contracts';
import { useT } from '../../../i18n/i18n-context';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { dollarsTick } from '../lib/stats-format';
import { chartColors } from './chart-theme';
import { DestinationBars } from './destination-bars';
import { ChartSection, FigureNote, NoChart } from './chart-section';

const ROW_HEIGHT = 40;

/**
 * The destinations that brought the most in the last 12 months, most first. `paidBookings`, the
 * bookings paid in those months (the monthly chart's), tells an empty list apart: nothing paid, or
 * everything paid refunded since.
 */
export function TopDestinations({ top, paidBookings }: { top: TopDestination[]; paidBookings: number }) {
  const { t, sentence, locale, intlLocale } = useT();
  const money = (amount: number) => formatMoney(amount, locale);
  const first = top[0];
  const none =
    paidBookings > 0
      ? t('Every booking paid in the last 12 months was refunded: no destination brought revenue.')
      : t('No booking was paid in the last 12 months.');
  return (
    <ChartSection
      id="top"
      title={t('Top destinations by revenue')}
      description={t('At most {count}.', { count: TOP_DESTINATIONS })}
      chartLabel={
        first
          ? t(
              "Bar chart of the revenue of the top {count} destinations; {name} brought the most, {revenue}. The table below has each one's numbers.",
              { count: top.length, name: first.destinationName, revenue: money(first.revenue) },
            )
          : t('No destination has revenue in the last 12 months.')
      }
      chart={
        top.length === 0 ? (
          <NoChart>{none}</NoChart>
        ) : (
          <DestinationBars
            rows={top}
            valueKey="revenue"
            valueName={t('Revenue')}
            formatValue={money}
            formatTick={(amount) => dollarsTick(amount, intlLocale)}
            color={chartColors.primary}
            rowHeight={ROW_HEIGHT}
          />
        )
      }
      notes={<FigureNote>{sentence(STATS_DEFINITIONS.top)}</FigureNote>}
      table={
        <table className="table-sm table">
          <caption className="sr-only">{t('Top destinations by revenue')}</caption>
          <thead>
            <tr>
              <th scope="col">{oneDestinationLabel(t)}</th>
              <th scope="col" className="text-right whitespace-normal">
                {t('Paid bookings')}
              </th>
              <th scope="col" className="text-right whitespace-normal">
                {t('Revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {top.length === 0 ? (
              <tr>
                <td colSpan={3}>{none}</td>
              </tr>
            ) : (
              top.map((d) => (
                <tr key={d.destinationId}>
                  <th scope="row" className="font-normal break-words">
                    {d.destinationName}
                  </th>
                  <td className="text-right tabular-nums">{d.bookings}</td>
                  <td className="text-right tabular-nums">{money(d.revenue)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      }
    />
  );
}
