/*
 * Toasts, loaded on first use. react-toastify is not needed to draw the first page, so it stays out
 * of the home page's first JavaScript; a toast shown before the container has mounted waits in
 * react-toastify's own queue. This is also the one way to react-toastify (lib/toastify.ts): always its
 * 'unstyled' entry, because the default entry injects a <style> tag that our CSP blocks.
 */
export const loadToastify = () => import('./toastify');

type Kind = 'success' | 'error' | 'info';

/**
 * A sentence already on screen is not stacked a second time (a form saved twice within a toast's
 * life shows its success once); each kind and sentence is one toast at a time.
 */
function show(kind: Kind, message: string): void {
  const toastId = `${kind}:${message}`;
  void loadToastify().then(({ toast }) => {
    if (!toast.isActive(toastId)) toast[kind](message, { toastId });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
