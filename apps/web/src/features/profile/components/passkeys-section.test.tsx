import { createI18n, type Locale } from '@tgde/contracts';
import { compileCatalogues, germanMessages } from '@tgde/contracts/catalogues';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../../i18n/i18n-context';
import { isIpAddress } from '../lib/passkey-host';
import { PasskeysSection } from './passkeys-section';

const catalogues = compileCatalogues(germanMessages('web'));

/** The section's markup as a page at `hostname` shows it. */
const section = (hostname: string, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <I18nProvider i18n={createI18n(locale, catalogues[locale])}>
        <PasskeysSection hostname={hostname} />
      </I18nProvider>
    </QueryClientProvider>,
  );

/** The note that stands in for the form, as text. */
const note = (html: string) =>
  /<p role="note" data-testid="passkeys-need-a-name"[^>]*>(.*?)<\/p>/
    .exec(html)?.[1]
    ?.replace(/&#x27;/g, "'");

describe('isIpAddress', () => {
  it.each(['192.168.1.10', '10.0.0.1', '[::1]', '[2001:db8::7]', '::1'])('%s is an address', (host) =>
    expect(isIpAddress(host)).toBe(true),
  );
  it.each([
    'localhost',
    'travel.example.com',
    'reisen-am-rhein.de',
    '1password.example',
    'xn--mnchen-3ya.de',
  ])('%s is a name', (host) => expect(isIpAddress(host)).toBe(false));
});

describe('the passkeys section', () => {
  it('on a site opened at its name offers to add a passkey', () => {
    const html = section('travel.example.com');
    expect(html).toContain('Name of the new passkey');
    expect(html).toContain('Add a passkey');
    expect(note(html)).toBeUndefined();
  });

  it('at an IP address says that passkeys need the name, in place of the form that could only fail', () => {
    const html = section('192.168.1.10');
    expect(note(html)).toBe(
      "Passkeys need the site's name, not an IP address: this page is open at 192.168.1.10, where browsers make no passkey. Open the site by its name (an address such as https://travel.example.com/) and add your passkey there; if the site has no name yet, ask its operator for one.",
    );
    expect(html).not.toContain('Add a passkey');
    expect(html).not.toContain('the browser or device cancelled it');
    expect(note(section('[::1]'))).toContain('this page is open at [::1]');
  });

  it('says it in German on the German page', () => {
    expect(note(section('192.168.1.10', 'de'))).toMatch(
      /^Passkeys brauchen den Namen der Website, keine IP-Adresse: Diese Seite ist unter 192\.168\.1\.10 geöffnet/,
    );
  });
});
