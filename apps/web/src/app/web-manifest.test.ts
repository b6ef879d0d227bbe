import { readFileSync } from 'node:fs';
import { germanMessages } from '@tgde/contracts/catalogues';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, THEME_COLOR, webManifest } from './web-manifest';

const publicFile = (name: string) => new URL(`../../public/${name}`, import.meta.url);

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: URL): [number, number] {
  const data = readFileSync(file);
  expect(data.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [data.readUInt32BE(16), data.readUInt32BE(20)];
}

describe('the web manifests', () => {
  it('name the app, its colour and its start in each language', () => {
    const en = webManifest('en');
    const de = webManifest('de');
    expect(en).toMatchObject({ name: 'Travel Guide DE', start_url: '/', lang: 'en', display: 'standalone' });
    expect(de).toMatchObject({
      name: 'Travel Guide DE',
      start_url: '/de',
      lang: 'de',
      display: 'standalone',
    });
    expect(en.theme_color).toBe(THEME_COLOR);
    expect(readFileSync(new URL('../../index.html', import.meta.url), 'utf8')).toContain(
      `<meta name="theme-color" content="${THEME_COLOR}" />`,
    );
    // The German description is the catalogue's translation of index.html's.
    expect(germanMessages('server')[en.description]).toBe(de.description);
  });

  it('are current: public/manifest-de.webmanifest is what scripts/render-app-icons.ts writes', () => {
    expect(JSON.parse(readFileSync(publicFile('manifest-de.webmanifest'), 'utf8'))).toEqual(
      webManifest('de'),
    );
  });

  it('point at icons of the sizes they say, with a maskable one', () => {
    for (const { file, size } of APP_ICONS) expect(pngSize(publicFile(file)), file).toEqual([size, size]);
    expect(webManifest('en').icons.filter((icon) => icon.purpose === 'maskable')).toHaveLength(1);
    for (const icon of webManifest('en').icons) {
      expect(() => readFileSync(publicFile(icon.src.slice(1))), icon.src).not.toThrow();
    }
  });
});
