import {
  formatBookingDate,
  OCCUPANCY_DAYS,
  OCCUPANCY_PAGE_SIZE,
  STATS_DEFINITIONS,
  type AdminStats,
} from '@tgde/contracts';
import { useState } from 'react';
import { Pager } from '../../../components/ui/pager';
import { QueryState } from '../../../components/ui/query-state';
import { useT } from '../../../i18n/i18n-context';
import { oneDestinationLabel } from '../../../lib/destination-label';
import { useOccupancyPage } from '../api/get-stats';
import { percent } from '../lib/stats-format';
import { chartColors } from './chart-theme';
import { DestinationBars } from './destination-bars';
import { ChartSection, FigureNote, NoChart } from './chart-section';

const ROW_HEIGHT = 34;

/** Every destination on offer, fullest first, a page at a time (GET /api/admin/stats/occupancy). */
function OccupancyTable() {
  const { t, intlLocale } = useT();
  const [page, setPage] = useState(0);
  const occupancy = useOccupancyPage(page);
  return (
    <QueryState
      query={occupancy}
      loading={t('Loading the occupancy of each destination')}
      failure={t('We could not load the occupancy of each destination')}
    >
      {({ items, total }) => (
        <>
          <table className="table-sm table" aria-busy={occupancy.isPlaceholderData}>
            <caption className="sr-only">
              {t('Occupancy of the next {days} days per destination', { days: OCCUPANCY_DAYS })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{oneDestinationLabel(t)}</th>
                <th scope="col" className="text-right whitespace-normal">
                  {t('Places taken')}
                </th>
                <th scope="col" className="text-right whitespace-normal">
                  {t('Occupancy')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((d) => (
                <tr key={d.destinationId}>
                  <th scope="row" className="font-normal break-words">
                    {d.destinationName}
                  </th>
                  <td className="text-right tabular-nums">
                    {d.placesOffered === null
                      ? d.placesTaken
                      : t('{taken} of {offered}', { taken: d.placesTaken, offered: d.placesOffered })}
                  </td>
                  <td className="text-right tabular-nums">
                    {d.percent === null ? t('No limit') : percent(d.percent, intlLocale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            total={total}
            size={OCCUPANCY_PAGE_SIZE}
            onPage={setPage}
            label={t('Occupancy table pages')}
            busy={occupancy.isPlaceholderData}
          />
        </>
      )}
    </QueryState>
  );
}

/** Occupancy of the next 30 days per destination: a bar each, in per cent of its places. */
export function OccupancyFigures({ occupancy }: { occupancy: AdminStats['occupancy'] }) {
  const { t, sentence, locale, intlLocale } = useT();
  const share = (value: number) => percent(value, intlLocale);
  const drawn = occupancy.fullest;
  const period = t('{from} to {to}', {
    from: formatBookingDate(occupancy.from, locale),
    to: formatBookingDate(occupancy.to, locale),
  });
  const fullest = drawn[0];
  const fullestValues = fullest && {
    period,
    name: fullest.destinationName,
    percent: share(fullest.percent ?? 0),
    count: drawn.length,
  };
  return (
    <ChartSection
      id="occupancy"
      title={t('Occupancy of the next {days} days', { days: OCCUPANCY_DAYS })}
      description={`${period}.`}
      chartLabel={
        fullestValues
          ? drawn.length === occupancy.withLimit
            ? t(
                "Bar chart of the occupancy of each destination with a limit of places, {period}; the fullest is {name} at {percent}. The table below has every destination's numbers.",
                fullestValues,
              )
            : t(
                "Bar chart of the occupancy of the {count} fullest destinations, {period}; the fullest is {name} at {percent}. The table below has every destination's numbers.",
                fullestValues,
              )
          : t('No destination has a limit of places per day. The table below has the places taken.')
      }
      chart={
        drawn.length === 0 ? (
          <NoChart>
            {t(
              'No destination has a limit of places per day, so there is no occupancy to draw. The table lists the places taken.',
            )}
          </NoChart>
        ) : (
          <DestinationBars
            rows={drawn}
            valueKey="percent"
            valueName={t('Occupancy')}
            formatValue={share}
            formatTick={share}
            domain={[0, 100]}
            color={chartColors.accent}
            rowHeight={ROW_HEIGHT}
          />
        )
      }
      notes={<FigureNote>{sentence(STATS_DEFINITIONS.occupancy)}</FigureNote>}
      table={<OccupancyTable />}
    />
  );
}
