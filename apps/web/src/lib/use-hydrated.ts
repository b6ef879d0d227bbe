import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders a page and while the browser brings that HTML to life; true from
 * then on (and at once in a page the browser draws itself). A button that only works with the app
 * running stays disabled until then, instead of ignoring a click.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
