import { lazy, Suspense } from 'react';
import { useT } from '../i18n/i18n-context';
import { loadToastify } from '../lib/notify';
import { type CloseButtonProps } from '../lib/toastify';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/*
 * Below the sticky navbar (daisyUI's navbar is 4rem high, and the header has a 1px border), so that
 * a toast never covers Logout or the menu: react-toastify's own place is the very top, over it. An
 * inline style, so that it also wins over the library's full-width top for phones.
 */
const BELOW_NAVBAR = { top: 'calc(4rem + 1px + 0.75rem)' } as const;

/**
 * react-toastify's own close button, named in the page's language (the library's is always
 * "close"): the same classes and icon.
 */
function CloseToast({ closeToast, theme, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Every toast: top-right, closes after 5 s, pauses on hover, draggable. Mounted with the first toast
 * (app/providers.tsx); its CSS comes with react-toastify (lib/toastify.ts).
 */
export function Toaster() {
  const { t } = useT();
  const closeLabel = t('close');
  return (
    <Suspense fallback={null}>
      <ToastContainer
        aria-label={t('Notifications Alt+T')}
        closeButton={(props) => <CloseToast {...props} label={closeLabel} />}
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
