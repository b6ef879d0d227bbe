import { STATS_DEFINITIONS, TOP_DESTINATIONS, type TopDestination } from '@tgde/contracts';
import { dollars, dollarsTick } from '../lib/stats-format';
import { chartColors } from './chart-theme';
import { DestinationBars } from './destination-bars';
import { ChartSection, NoChart } from './chart-section';

const ROW_HEIGHT = 40;

/** The destinations that brought the most in the last 12 months, most first. */
export function TopDestinations({ top }: { top: TopDestination[] }) {
  const first = top[0];
  return (
    <ChartSection
      id="top"
      title="Top destinations by revenue"
      description={`At most ${TOP_DESTINATIONS}. ${STATS_DEFINITIONS.top}`}
      chartLabel={
        first
          ? `Bar chart of the revenue of the top ${top.length} destinations; ${first.destinationName} brought the most, ${dollars(first.revenue)}. The table below has each one's numbers.`
          : 'No destination has revenue in the last 12 months.'
      }
      chart={
        top.length === 0 ? (
          <NoChart>No booking was paid in the last 12 months.</NoChart>
        ) : (
          <DestinationBars
            rows={top}
            valueKey="revenue"
            valueName="Revenue"
            formatValue={dollars}
            formatTick={dollarsTick}
            color={chartColors.primary}
            rowHeight={ROW_HEIGHT}
          />
        )
      }
      table={
        <table className="table-sm table">
          <caption className="sr-only">Top destinations by revenue</caption>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col" className="text-right">
                Paid bookings
              </th>
              <th scope="col" className="text-right">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {top.length === 0 ? (
              <tr>
                <td colSpan={3}>No booking was paid in the last 12 months.</td>
              </tr>
            ) : (
              top.map((d) => (
                <tr key={d.destinationId}>
                  <th scope="row" className="font-normal break-words">
                    {d.destinationName}
                  </th>
                  <td className="text-right tabular-nums">{d.bookings}</td>
                  <td className="text-right tabular-nums">{dollars(d.revenue)}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      }
    />
  );
}
