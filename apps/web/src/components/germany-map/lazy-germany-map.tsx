import {
  Component,
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useT } from '../../i18n/i18n-context';
import { Spinner } from '../ui/spinner';
import { PlaceList } from './place-list';
import { type GermanyMapProps } from './types';

// d3-geo and the outline arrive in their own chunk, only on the pages that show a map.
const GermanyMap = lazy(async () => ({ default: (await import('./germany-map')).GermanyMap }));

/** A failed download of the map's chunk costs the drawing only: the list of places stays. */
class MapErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <MapFailed />;
  }
}

function MapFailed() {
  const { t } = useT();
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-box bg-base-200 p-6 text-center text-muted">
      {t('The map could not be loaded. The list below names every place.')}
    </div>
  );
}

/**
 * True once the page has settled (the browser is idle after loading) or the element has come
 * within a screen of the viewport, whichever is first; it stays true. The switch is a transition,
 * so drawing the map is done in slices that never hold up the page.
 */
function useWanted(target: RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (wanted || !element) return;
    const want = () => startTransition(() => setWanted(true));
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(want, { timeout: 2000 })
        : window.setTimeout(want, 1000);
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? undefined
        : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
            rootMargin: '100% 0px',
          });
    observer?.observe(element);
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [wanted, target]);
  return wanted;
}

function Placeholder() {
  const { t } = useT();
  return (
    <div className="absolute inset-0 flex items-center justify-center rounded-box bg-base-200">
      <Spinner label={t('Loading the map')} />
    </div>
  );
}

/**
 * The map of Germany (GermanyMapProps in ./types). The drawing loads once the page has settled or
 * its box comes near the screen (the maps sit below the fold, and their code and drawing would
 * otherwise compete with the page's first paint; keyboard users find the markers there by the
 * time they tab to them), inside a box of the map's own proportions, so nothing moves when it
 * arrives. The list of places (the text alternative) is part of the page from the start, also in
 * the HTML that the server renders, which shows the empty box.
 */
export function LazyGermanyMap({ places, highlightId, label, className = '' }: GermanyMapProps) {
  const box = useRef<HTMLDivElement>(null);
  const near = useWanted(box);
  return (
    <div className={className}>
      <div ref={box} className="relative aspect-[3/4] w-full">
        {!near ? (
          <Placeholder />
        ) : (
          <MapErrorBoundary>
            <Suspense fallback={<Placeholder />}>
              <GermanyMap places={places} highlightId={highlightId} label={label} />
            </Suspense>
          </MapErrorBoundary>
        )}
      </div>
      <PlaceList places={places} highlightId={highlightId} />
    </div>
  );
}
