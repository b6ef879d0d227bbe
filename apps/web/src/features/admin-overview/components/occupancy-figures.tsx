import { formatBookingDate, OCCUPANCY_DAYS, STATS_DEFINITIONS, type AdminStats } from '@tgde/contracts';
import { percent } from '../lib/stats-format';
import { chartColors } from './chart-theme';
import { DestinationBars } from './destination-bars';
import { ChartSection, NoChart } from './chart-section';

/** The chart draws the fullest destinations; the table lists every one. */
const CHART_ROWS = 15;
const ROW_HEIGHT = 34;

/** Occupancy of the next 30 days per destination: a bar each, in per cent of its places. */
export function OccupancyFigures({ occupancy }: { occupancy: AdminStats['occupancy'] }) {
  const limited = occupancy.destinations.filter((d) => d.percent !== null);
  const drawn = limited.slice(0, CHART_ROWS);
  const period = `${formatBookingDate(occupancy.from)} to ${formatBookingDate(occupancy.to)}`;
  const fullest = drawn[0];
  return (
    <ChartSection
      id="occupancy"
      title={`Occupancy of the next ${OCCUPANCY_DAYS} days`}
      description={`${period}. ${STATS_DEFINITIONS.occupancy}`}
      chartLabel={
        fullest
          ? `Bar chart of the occupancy of ${drawn.length === limited.length ? 'each destination with a limit of places' : `the ${drawn.length} fullest destinations`}, ${period}; the fullest is ${fullest.destinationName} at ${percent(fullest.percent ?? 0)}. The table below has every destination's numbers.`
          : 'No destination has a limit of places per day. The table below has the places taken.'
      }
      chart={
        drawn.length === 0 ? (
          <NoChart>
            No destination has a limit of places per day, so there is no occupancy to draw. The table lists
            the places taken.
          </NoChart>
        ) : (
          <DestinationBars
            rows={drawn}
            valueKey="percent"
            valueName="Occupancy"
            formatValue={percent}
            formatTick={(value) => `${value}%`}
            domain={[0, 100]}
            color={chartColors.accent}
            rowHeight={ROW_HEIGHT}
          />
        )
      }
      table={
        <table className="table-sm table">
          <caption className="sr-only">Occupancy of the next {OCCUPANCY_DAYS} days per destination</caption>
          <thead>
            <tr>
              <th scope="col">Destination</th>
              <th scope="col" className="text-right">
                Places taken
              </th>
              <th scope="col" className="text-right">
                Occupancy
              </th>
            </tr>
          </thead>
          <tbody>
            {occupancy.destinations.map((d) => (
              <tr key={d.destinationId}>
                <th scope="row" className="font-normal break-words">
                  {d.destinationName}
                </th>
                <td className="text-right tabular-nums">
                  {d.placesOffered === null ? d.placesTaken : `${d.placesTaken} of ${d.placesOffered}`}
                </td>
                <td className="text-right tabular-nums">
                  {d.percent === null ? 'No limit' : percent(d.percent)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
