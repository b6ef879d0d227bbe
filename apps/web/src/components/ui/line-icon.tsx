/** Our own line icons, drawn on a 24×24 grid with round stroke ends. */
const PATHS = {
  menu: 'M4 7h16M4 12h16M4 17h16',
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
} as const;

export type LineIconName = keyof typeof PATHS;

/**
 * A decorative icon in the text colour: hidden from screen readers, so the button or link around it
 * carries the name (its text or aria-label).
 */
export function LineIcon({
  name,
  size = 20,
  strokeWidth = 2,
}: {
  name: LineIconName;
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={PATHS[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
