import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onVisible` when the returned element comes within `rootMargin` of the viewport. Changing
 * `resetKey` (e.g. the number of loaded pages) starts a fresh observer, whose first report says
 * whether the element is still in view: an observer alone reports only changes, so a sentinel that
 * stays visible after a short page would otherwise never ask for the next one.
 */
export function useOnVisible<T extends Element>({
  onVisible,
  enabled,
  resetKey,
  rootMargin = '600px 0px',
}: {
  onVisible: () => void;
  enabled: boolean;
  resetKey: unknown;
  rootMargin?: string;
}) {
  const ref = useRef<T>(null);
  const report = useEffectEvent(onVisible);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) report();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, resetKey, rootMargin]);

  return ref;
}
