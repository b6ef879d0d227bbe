import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for our named exports (we do not use default exports): each page, guard and layout
 * loaded this way is its own chunk, so the first JavaScript stays small.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
