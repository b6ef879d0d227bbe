import { useId, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n-context';
import { notify } from '../../lib/notify';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The footer's newsletter box has no service behind it. Rather than a button that silently does
 * nothing, it says so.
 */
export function NewsletterForm() {
  const { t } = useT();
  const inputId = useId();
  const hydrated = useHydrated();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    notify.info(t('Our newsletter is not open yet. Please check back soon.'));
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('Your e-mail for travel news')}
      </label>
      <div className="join w-full">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder={t('you@example.com')}
          className="input join-item w-full text-base-content"
        />
        <button type="submit" className="btn btn-accent join-item" disabled={!hydrated}>
          {t('Subscribe')}
        </button>
      </div>
    </form>
  );
}
