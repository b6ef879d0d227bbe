// The compiled catalogues that vite.config.ts's plugin makes.
declare module 'virtual:messages/*' {
  import type { Messages } from '@lingui/core';

  const messages: Messages;
  export default messages;
}
