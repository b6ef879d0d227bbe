import { lazy, Suspense } from 'react';
import { loadToastify } from '../lib/notify';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/*
 * Below the sticky navbar (daisyUI's navbar is 4rem high, and the header has a 1px border), so that
 * a toast never covers Logout or the menu: react-toastify's own place is the very top, over it. An
 * inline style, so that it also wins over the library's full-width top for phones.
 */
const BELOW_NAVBAR = { top: 'calc(4rem + 1px + 0.75rem)' } as const;

/** Every toast: top-right, closes after 5 s, pauses on hover, draggable. Its CSS is imported in main.tsx. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
        style={BELOW_NAVBAR}
        autoClose={5000}
        pauseOnHover
        draggable
        closeOnClick={false}
        newestOnTop
        theme="light"
      />
    </Suspense>
  );
}
