// The compiled catalogues that vite.config.ts's plugin makes.
declare module 'virtual:messages/loaders' {
  import type { Messages } from '@lingui/core';

  const loaders: Record<'en' | 'de', Record<string, () => Promise<{ default: Messages }>>>;
  export default loaders;
}
