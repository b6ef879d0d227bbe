/*
 * Toasts, loaded on first use. react-toastify is not needed to draw the first page, so it stays out
 * of the home page's first JavaScript; a toast shown before the container has mounted waits in
 * react-toastify's own queue. This is also the one way to react-toastify (lib/toastify.ts): always its
 * 'unstyled' entry, because the default entry injects a <style> tag that our CSP blocks.
 */
export const loadToastify = () => import('./toastify');

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string): void {
  void loadToastify().then(({ toast }) => toast[kind](message));
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
