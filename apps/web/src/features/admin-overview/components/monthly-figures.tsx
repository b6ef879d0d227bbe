import {
  centsToDollars,
  dollarsToCents,
  formatMoney,
  STATS_DEFINITIONS,
  type StatsMonth,
} from '@tgde/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useT } from '../../../i18n/i18n-context';
import { dollarsAxisWidth, dollarsTick, monthName, monthTick } from '../lib/stats-format';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { ChartSection, FigureNote } from './chart-section';

function MonthChart({
  months,
  dataKey,
  name,
  color,
  formatValue,
  formatTick,
  tickWidth,
}: {
  months: StatsMonth[];
  dataKey: 'bookings' | 'revenue';
  name: string;
  color: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  tickWidth: number;
}) {
  const { intlLocale } = useT();
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold">{name}</h3>
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={months}
            margin={{ top: 4, right: 4, bottom: 0, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid vertical={false} stroke={chartColors.grid} />
            <XAxis
              dataKey="month"
              tickFormatter={(month: string) => monthTick(month, intlLocale)}
              tick={axisTick}
              tickLine={false}
              minTickGap={4}
            />
            <YAxis
              tickFormatter={formatTick}
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              allowDecimals={false}
              width={tickWidth}
            />
            <Tooltip
              {...tooltipStyle}
              cursor={{ fill: chartColors.grid, opacity: 0.4 }}
              labelFormatter={(month) => monthName(String(month), intlLocale)}
              formatter={(value) => [formatValue(Number(value)), name]}
            />
            <Bar dataKey={dataKey} name={name} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}

/** Bookings paid and revenue in each of the last 12 months: two bar charts and one table. */
export function MonthlyFigures({ months }: { months: StatsMonth[] }) {
  const { t, sentence, locale, intlLocale } = useT();
  const money = (amount: number) => formatMoney(amount, locale);
  const count = (n: number) => n.toLocaleString(intlLocale);
  // Summed in cents: twelve months of dollars added as floats can be a cent off.
  const sums = months.reduce(
    (sum, month) => ({
      bookings: sum.bookings + month.bookings,
      cents: sum.cents + dollarsToCents(month.revenue),
    }),
    { bookings: 0, cents: 0 },
  );
  const totals = { bookings: sums.bookings, revenue: centsToDollars(sums.cents) };
  const first = months[0];
  const last = months.at(-1);
  const period =
    first && last
      ? t('{from} to {to}', {
          from: monthName(first.month, intlLocale),
          to: monthName(last.month, intlLocale),
        })
      : '';
  return (
    <ChartSection
      id="monthly"
      title={t('Bookings and revenue per month')}
      description={`${period}.`}
      chartLabel={t(
        "Bar charts of the revenue and the paid bookings of each month, {period}: {bookings} bookings, {revenue} in all. The table below has each month's numbers.",
        { period, bookings: totals.bookings, revenue: money(totals.revenue) },
      )}
      chart={
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MonthChart
            months={months}
            dataKey="revenue"
            name={t('Revenue')}
            color={chartColors.primary}
            formatValue={money}
            formatTick={(amount) => dollarsTick(amount, intlLocale)}
            tickWidth={dollarsAxisWidth(intlLocale)}
          />
          <MonthChart
            months={months}
            dataKey="bookings"
            name={t('Paid bookings')}
            color={chartColors.secondary}
            formatValue={count}
            formatTick={count}
            tickWidth={52}
          />
        </div>
      }
      notes={
        <div className="grid grid-cols-1 gap-x-6 gap-y-1 lg:grid-cols-2">
          <FigureNote figure={t('Revenue')}>{sentence(STATS_DEFINITIONS.revenue)}</FigureNote>
          <FigureNote figure={t('Paid bookings')}>{sentence(STATS_DEFINITIONS.paidBookings)}</FigureNote>
        </div>
      }
      table={
        <table className="table-sm table">
          <caption className="sr-only">{t('Paid bookings and revenue per month')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('Month')}</th>
              <th scope="col" className="text-right whitespace-normal">
                {t('Paid bookings')}
              </th>
              <th scope="col" className="text-right whitespace-normal">
                {t('Revenue')}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="font-normal">
                  {monthName(month.month, intlLocale)}
                </th>
                <td className="text-right tabular-nums">{month.bookings}</td>
                <td className="text-right tabular-nums">{money(month.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('Total')}</th>
              <td className="text-right tabular-nums">{totals.bookings}</td>
              <td className="text-right tabular-nums">{money(totals.revenue)}</td>
            </tr>
          </tfoot>
        </table>
      }
    />
  );
}
