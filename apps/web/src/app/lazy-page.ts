import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMessageGroups, type MessageGroup } from '../i18n/catalogue';

/**
 * React.lazy for our named exports (we do not use default exports): each page, guard and layout
 * loaded this way is its own chunk, so the first JavaScript stays small; `messages` names the
 * catalogue groups it shows, which load with it, and the shared building blocks' texts (`common`)
 * always do.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  messages: readonly MessageGroup[] = [],
): LazyExoticComponent<ComponentType<Props>> {
  // Its texts load beside its code: the page renders in its language from the first frame.
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadMessageGroups(['common', ...messages])]);
    return { default: module[name] };
  });
}
