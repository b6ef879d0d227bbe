import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for our named page exports (we do not use default exports), so that every page
 * except home is its own chunk and the home page's JavaScript stays small.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
