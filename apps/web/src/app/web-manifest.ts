/*
 * The installable app's web manifests: English (vite-plugin-pwa writes it as
 * /manifest.webmanifest, vite.config.ts) and German (public/manifest-de.webmanifest, which German
 * pages name: app/service-worker.ts). Both are written from here; `npm run build` never needs to
 * draw anything: the icons are rendered once from the brand mark (public/favicon.svg) by
 * scripts/render-app-icons.ts, which also writes the German file.
 */

/** index.html's theme colour: the brand mark's teal. */
export const THEME_COLOR = '#0f4c5c';

export interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: 'any' | 'maskable';
}

export interface WebManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/** The PNG icons, rendered from public/favicon.svg (scripts/render-app-icons.ts). */
export const APP_ICONS = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any' },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any' },
  { file: 'icons/icon-maskable-512.png', size: 512, purpose: 'maskable' },
] as const;

const descriptions = {
  // index.html's description; the German one is the catalogue's (server-pages.json).
  en: "Travel Guide DE: discover German cities, browse travelers' photos and reviews, and book your next tour in Germany.",
  de: 'Travel Guide DE: Entdecken Sie deutsche Städte, stöbern Sie in Fotos und Bewertungen von Reisenden und buchen Sie Ihre nächste Tour in Deutschland.',
};

export function webManifest(locale: 'en' | 'de'): WebManifest {
  return {
    // One app whichever language it was installed from; it opens at that language's home page.
    id: '/',
    name: 'Travel Guide DE',
    short_name: 'Travel Guide',
    description: descriptions[locale],
    lang: locale,
    dir: 'ltr',
    start_url: locale === 'de' ? '/de' : '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      ...APP_ICONS.map(({ file, size, purpose }) => ({
        src: `/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
