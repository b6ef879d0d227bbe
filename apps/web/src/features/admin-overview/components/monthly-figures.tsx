import { STATS_DEFINITIONS, type StatsMonth } from '@tgde/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { dollars, dollarsTick, monthName, monthTick } from '../lib/stats-format';
import { axisTick, chartColors, tooltipStyle } from './chart-theme';
import { ChartSection } from './chart-section';

function MonthChart({
  months,
  dataKey,
  name,
  color,
  formatValue,
  formatTick,
}: {
  months: StatsMonth[];
  dataKey: 'bookings' | 'revenue';
  name: string;
  color: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
}) {
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
              tickFormatter={monthTick}
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
              width={52}
            />
            <Tooltip
              {...tooltipStyle}
              cursor={{ fill: chartColors.grid, opacity: 0.4 }}
              labelFormatter={(month) => monthName(String(month))}
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
  const totals = months.reduce(
    (sum, month) => ({ bookings: sum.bookings + month.bookings, revenue: sum.revenue + month.revenue }),
    { bookings: 0, revenue: 0 },
  );
  const first = months[0];
  const last = months.at(-1);
  const period = first && last ? `${monthName(first.month)} to ${monthName(last.month)}` : '';
  return (
    <ChartSection
      id="monthly"
      title="Bookings and revenue per month"
      description={`${period}. ${STATS_DEFINITIONS.months}`}
      chartLabel={`Bar charts of the revenue and the paid bookings of each month, ${period}: ${totals.bookings} bookings, ${dollars(totals.revenue)} in all. The table below has each month's numbers.`}
      chart={
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <MonthChart
            months={months}
            dataKey="revenue"
            name="Revenue"
            color={chartColors.primary}
            formatValue={dollars}
            formatTick={dollarsTick}
          />
          <MonthChart
            months={months}
            dataKey="bookings"
            name="Paid bookings"
            color={chartColors.secondary}
            formatValue={(n) => n.toLocaleString('en-US')}
            formatTick={(n) => n.toLocaleString('en-US')}
          />
        </div>
      }
      table={
        <table className="table-sm table">
          <caption className="sr-only">Paid bookings and revenue per month</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="text-right">
                Paid bookings
              </th>
              <th scope="col" className="text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" className="font-normal">
                  {monthName(month.month)}
                </th>
                <td className="text-right tabular-nums">{month.bookings}</td>
                <td className="text-right tabular-nums">{dollars(month.revenue)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="text-right tabular-nums">{totals.bookings}</td>
              <td className="text-right tabular-nums">{dollars(totals.revenue)}</td>
            </tr>
          </tfoot>
        </table>
      }
    />
  );
}
