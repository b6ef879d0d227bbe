import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { applyUpdate } from './app-update-store';

/**
 * "A new version is available — reload", shown while a new version of the app waits (providers.tsx
 * loads it only then): Reload lets it take over and reloads the page (every open tab reloads with
 * it). Closing it keeps the running version until the next visit.
 */
export function AppUpdateBanner() {
  const { t } = useT();
  const [closed, setClosed] = useState(false);
  const [starting, setStarting] = useState(false);
  if (closed) return null;
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4 print:hidden">
      <div role="status" className="alert max-w-xl bg-base-100 shadow-lg ring-1 ring-base-300">
        <span>{t('A new version is available — reload')}</span>
        <div className="flex gap-2">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={starting}
            onClick={() => {
              setStarting(true);
              applyUpdate();
            }}
          >
            {t('Reload')}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setClosed(true)}>
            {t('Close')}
          </button>
        </div>
      </div>
    </div>
  );
}
