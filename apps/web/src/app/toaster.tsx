import { lazy, Suspense } from 'react';
import { loadToastify } from '../lib/notify';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/** SPEC.md §8: top-right, 5 s, pauses on hover, draggable. Its CSS is imported in main.tsx. */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <ToastContainer
        position="top-right"
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
