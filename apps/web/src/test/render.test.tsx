import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '../i18n/i18n-context';
import { notify } from '../lib/notify';
import { Link, useLocation } from '../lib/router';
import { renderComponent } from './render';

function Where() {
  const { t } = useT();
  const location = useLocation();
  return (
    <>
      <p>{location.pathname}</p>
      <Link to="/destinations">{t('Destinations')}</Link>
      <button type="button" onClick={() => notify.success('Saved')}>
        save
      </button>
    </>
  );
}

describe('renderComponent', () => {
  it('gives a component the router, the language and the toasts', async () => {
    const { user } = renderComponent(<Where />, { path: '/start', toasts: true, locale: 'de' });
    expect(screen.getByText('/start')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Reiseziele' }));
    expect(await screen.findByText('/destinations')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Saved');
  });
});
