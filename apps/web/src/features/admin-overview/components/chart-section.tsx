import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-context';

/** recharts' layer groups (`recharts-zIndex-layer_300`, …), each a React portal's container. */
const LAYER_GROUPS = 'g[class*="recharts-zIndex-layer"]:not([tabindex])';

/**
 * Keeps a chart out of the tab order. recharts draws its layers into <g> portals; React listens for
 * focus events on every portal's container, and Chromium makes an SVG element with focus listeners
 * a Tab stop, so a keyboard user would pass a dozen stops with nothing to say. tabindex="-1" takes
 * them out (the layers come and go as the chart draws, hence the observer).
 */
function useNoTabStops() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const untab = () => {
      for (const group of root.querySelectorAll(LAYER_GROUPS)) group.setAttribute('tabindex', '-1');
    };
    untab();
    const observer = new MutationObserver(untab);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * One figure of the Overview: its heading and period, the chart with a line saying what it counts,
 * and the same numbers as a table behind "Show as table". The chart is a picture to assistive technology (role="img", named
 * after what it shows, nothing in it focusable); the table is where screen reader and keyboard users
 * read the numbers, and anyone who wants them exact.
 */
export function ChartSection({
  id,
  title,
  description,
  chartLabel,
  chart,
  notes,
  table,
}: {
  id: string;
  title: string;
  description: string;
  /** What the picture shows, in one sentence; it points to the table. */
  chartLabel: string;
  chart: ReactNode;
  /** Under the chart, what each of its figures counts (FigureNote). */
  notes: ReactNode;
  table: ReactNode;
}) {
  const { t } = useT();
  const chartRef = useNoTabStops();
  return (
    <section aria-labelledby={`${id}-heading`} className="card min-w-0 bg-base-100 ring-1 ring-base-300">
      <div className="card-body min-w-0 gap-3 p-4 sm:p-6">
        <h2 id={`${id}-heading`} className="text-xl font-bold">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
        <div ref={chartRef} role="img" aria-label={chartLabel} className="w-full min-w-0 text-base-content">
          {chart}
        </div>
        {notes}
        <details className="mt-1">
          <summary className="w-fit cursor-pointer font-medium text-primary">
            {t('Show as table')}
            <span className="sr-only">: {title}</span>
          </summary>
          {/* Narrower cells on a phone, so that three columns fit 375 px without scrolling. */}
          <div className="mt-3 [&_td]:px-2 [&_th]:px-2 sm:[&_td]:px-3 sm:[&_th]:px-3">{table}</div>
        </details>
      </div>
    </section>
  );
}

/** A chart that has nothing to draw says so, in the chart's place. */
export function NoChart({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-box border border-dashed border-base-300 px-4 py-8 text-center text-muted">
      {children}
    </p>
  );
}

/**
 * What one figure counts, in a line under it: outside the chart's picture, so that screen readers
 * read it too. `figure` names it where one section draws two.
 */
export function FigureNote({ figure, children }: { figure?: string; children: ReactNode }) {
  return (
    <p className="text-xs text-muted" data-figure-note="">
      {figure && <span className="font-semibold">{figure}: </span>}
      {children}
    </p>
  );
}
