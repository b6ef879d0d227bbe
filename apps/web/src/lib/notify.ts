/*
 * Toasts, loaded on first use. react-toastify is not needed to draw the first page, so it stays out
 * of the home page's first JavaScript; a toast shown before the container has mounted waits in
 * react-toastify's own queue. This is also the one way to react-toastify (lib/toastify.ts): always its
 * 'unstyled' entry, because the default entry injects a <style> tag that our CSP blocks.
 */
export const loadToastify = () => import('./toastify');

type Kind = 'success' | 'error' | 'info';

/*
 * Whether any toast was asked for yet. The toasts' container (app/toaster.tsx) mounts only then:
 * mounting it with every page loaded react-toastify and inserted its stylesheet after the first
 * paint, which made the browser restyle the whole page while the page was coming to life (a long
 * task on a phone), for toasts most visits never show.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast was asked for on this page. */
export function toastsWanted(): boolean {
  return wanted;
}

/**
 * A sentence already on screen is not stacked a second time (a form saved twice within a toast's
 * life shows its success once); each kind and sentence is one toast at a time.
 */
function show(kind: Kind, message: string): void {
  const toastId = `${kind}:${message}`;
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => {
    if (!toast.isActive(toastId)) toast[kind](message, { toastId });
  });
}

export const notify = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};
