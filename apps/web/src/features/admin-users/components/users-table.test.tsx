import { createI18n, type UserListItem } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { UsersTable } from './users-table';

const user = (overrides: Partial<UserListItem>): UserListItem => ({
  _id: overrides.email ?? 'id',
  name: 'Ann Walker',
  email: 'ann@example.com',
  role: 'user',
  image: null,
  dob: null,
  gender: null,
  phone: null,
  emailVerified: true,
  createdAt: '2026-01-02T10:00:00.000Z',
  blocked: false,
  onAdminEmails: false,
  ...overrides,
});

/** The visible words of the actions cell (the last cell) of the only row. */
function actions(item: UserListItem, currentEmail = 'boss@example.com'): string {
  const html = renderToStaticMarkup(
    <UsersTable users={[item]} offset={0} currentEmail={currentEmail} onAction={() => undefined} />,
  );
  const lastCell = html.slice(html.lastIndexOf('<td'));
  return lastCell
    .replace(/<span class="sr-only">[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe('UsersTable actions', () => {
  it('offers Make Admin and Block for a traveller', () => {
    expect(actions(user({}))).toBe('Make Admin Block');
  });

  it('offers only Unblock for a blocked traveller, and marks the row Blocked', () => {
    expect(actions(user({ blocked: true }))).toBe('Unblock');
    const html = renderToStaticMarkup(
      <UsersTable
        users={[user({ blocked: true })]}
        offset={0}
        currentEmail="x@y"
        onAction={() => undefined}
      />,
    );
    expect(html).toContain('>Blocked</span>');
  });

  it('offers Remove admin for another admin, nothing for yourself or an ADMIN_EMAILS admin', () => {
    expect(actions(user({ role: 'admin' }))).toBe('Admin Remove admin');
    expect(actions(user({ role: 'admin', email: 'Boss@example.com' }))).toBe('Admin You');
    expect(actions(user({ role: 'admin', onAdminEmails: true }))).toBe(
      'Admin Set by the server’s ADMIN_EMAILS: stays admin',
    );
  });

  it('speaks German on German pages', () => {
    const i18n = createI18n('de', compileCatalogues(germanMessages('web')).de);
    const html = renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <UsersTable users={[user({})]} offset={0} currentEmail="x@y" onAction={() => undefined} />
      </I18nProvider>,
    );
    expect(html).toContain('Zum Admin machen');
    expect(html).toContain('Registriert am 02.01.2026');
    expect(html).toContain('Bestätigt');
  });
});
