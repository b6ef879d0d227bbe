/*
 * The charts' colours and type, from the daisyUI theme, so that they follow it (recharts draws
 * SVG, whose presentation attributes take CSS variables).
 */
export const chartColors = {
  primary: 'var(--color-primary)',
  secondary: 'var(--color-secondary)',
  accent: 'var(--color-accent)',
  grid: 'var(--color-base-300)',
  text: 'currentColor',
} as const;

export const axisTick = { fill: chartColors.text, fontSize: 12 } as const;

export const tooltipStyle = {
  contentStyle: {
    background: 'var(--color-base-100)',
    border: '1px solid var(--color-base-300)',
    borderRadius: '0.5rem',
    color: 'var(--color-base-content)',
  },
  labelStyle: { fontWeight: 600 },
  // "Umsatz: 1.500 $", not recharts' "Umsatz : 1.500 $" (no space before a colon in either language).
  separator: ': ',
} as const;

/** A destination's name on a chart axis: long ones are cut (the table has them whole). */
export function shortName(name: string, max = 16): string {
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}
