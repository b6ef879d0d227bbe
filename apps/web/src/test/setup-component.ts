import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * The `component` project's setup (vitest.config.ts). Testing Library unmounts what a test rendered
 * only by itself when the runner has globals, which ours does not: each test starts on an empty page.
 */
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});
