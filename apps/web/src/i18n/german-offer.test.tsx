import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GermanOfferLine, offersGerman } from './german-offer';

describe('the offer of the German page', () => {
  const german = { locale: 'en' as const, cookie: '', languages: ['de-DE', 'de', 'en-US'] };

  it('is made on an English page to a browser that prefers German, by someone who chose no language', () => {
    expect(offersGerman(german)).toBe(true);
    // German ranked above English, whatever comes first.
    expect(offersGerman({ ...german, languages: ['fr-FR', 'de-AT', 'en'] })).toBe(true);
    expect(offersGerman({ ...german, cookie: 'tgde_browser_session=1; other=de' })).toBe(true);
  });

  it('is not made to an English reader, on a German page, or once a language was chosen or the offer closed', () => {
    expect(offersGerman({ ...german, languages: ['en-GB', 'de-DE'] })).toBe(false);
    expect(offersGerman({ ...german, languages: ['fr-FR'] })).toBe(false);
    expect(offersGerman({ ...german, languages: [] })).toBe(false);
    expect(offersGerman({ ...german, locale: 'de' })).toBe(false);
    expect(offersGerman({ ...german, cookie: 'lang=en' })).toBe(false);
    expect(offersGerman({ ...german, cookie: 'a=1; lang=de' })).toBe(false);
  });

  it('is one German line: a link to the German twin and a close button with a name', () => {
    const html = renderToStaticMarkup(<GermanOfferLine href="/de/agb" onClose={() => undefined} />);
    expect(html).toMatch(/^<aside lang="de" aria-label="Sprache"/);
    expect(html).toContain('<a href="/de/agb" hrefLang="de"');
    expect(html).toContain('>Diese Seite gibt es auch auf Deutsch</a>');
    expect(html).toMatch(/<button type="button" aria-label="Hinweis schließen"/);
  });
});
