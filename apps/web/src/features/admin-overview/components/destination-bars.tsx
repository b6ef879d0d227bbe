import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColors, shortName, tooltipStyle } from './chart-theme';

/**
 * One horizontal bar per destination, its name on the left: the occupancy and the top destinations
 * draw their figures with it, each with its own value, scale and colour.
 */
export function DestinationBars({
  rows,
  valueKey,
  valueName,
  formatValue,
  formatTick,
  domain,
  color,
  rowHeight,
}: {
  rows: readonly { destinationName: string }[];
  /** The field of each row that the bar shows. */
  valueKey: string;
  /** What the value is, as the tooltip names it ("Occupancy"). */
  valueName: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  domain?: [number, number];
  color: string;
  rowHeight: number;
}) {
  return (
    <div className="w-full" style={{ height: 48 + rows.length * rowHeight }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={chartColors.grid} />
          <XAxis
            type="number"
            {...(domain ? { domain } : {})}
            tickFormatter={formatTick}
            tick={axisTick}
            tickLine={false}
          />
          <YAxis
            type="category"
            dataKey="destinationName"
            tickFormatter={(name: string) => shortName(name, 14)}
            tick={axisTick}
            tickLine={false}
            width={104}
          />
          <Tooltip
            {...tooltipStyle}
            cursor={{ fill: chartColors.grid, opacity: 0.4 }}
            formatter={(value) => [formatValue(Number(value)), valueName]}
          />
          <Bar
            dataKey={valueKey}
            name={valueName}
            fill={color}
            radius={[0, 4, 4, 0]}
            barSize={Math.round(rowHeight / 2)}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
