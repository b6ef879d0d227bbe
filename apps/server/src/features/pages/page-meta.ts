import {
  DESTINATION_HERO_SIZES,
  findPage,
  imageSources,
  localizedPath,
  LOCALES,
  pages,
  pageTitle,
  PRODUCT_NAME,
  SITE_DESCRIPTION,
  splitLocale,
  type Destination,
  type Locale,
} from '@tgde/contracts';
import { translate } from '../../infra/i18n/server-i18n';
import { isRecordId } from '../../http/ids';

/** The destinations that pages name in their head: the destinations feature's, passed in by app.ts. */
export interface PageCatalogue {
  /** The destination on offer with this id, its texts in `locale`. */
  find(id: string, locale: Locale): Promise<Destination | undefined>;
  /** The destinations on offer in catalogue order: the first one's picture previews the site. */
  list(): Promise<Destination[]>;
}

/** What a page's HTML says about it in <head>: for search engines and for link previews. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute address of the page. */
  url: string;
  locale: Locale;
  /** The same page's absolute address in each language (hreflang). */
  alternates: Record<Locale, string>;
  /** Absolute address of a picture for link previews. */
  image?: string;
  type: 'website' | 'article';
  /** The page's largest picture, fetched before any script asks for it. */
  preload?: { src: string; srcSet?: string; sizes: string };
}

/** Cuts a text at a word boundary to at most `max` characters, for a description meta tag. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * Describes the page at `pathname`. A destination's page is for signed-in travellers, but the HTML
 * at its address already names the destination, so a shared link gets a proper preview.
 */
export async function describePage(
  catalogue: PageCatalogue,
  publicUrl: string,
  pathname: string,
): Promise<PageMeta> {
  const absolute = (address: string) => (address.startsWith('/') ? `${publicUrl}${address}` : address);
  const { locale, path } = splitLocale(pathname);
  const url = `${publicUrl}${localizedPath(path, locale)}`;
  const alternates = Object.fromEntries(
    LOCALES.map((other) => [other, `${publicUrl}${localizedPath(path, other)}`]),
  ) as Record<Locale, string>;
  const page = findPage(path);
  const t = (text: string) => translate(locale, text);

  const destinationId = page?.id === 'destinationDetail' ? page.params.id : undefined;
  if (destinationId && isRecordId(destinationId)) {
    const destination = await catalogue.find(destinationId, locale);
    if (destination) {
      return {
        title: pageTitle(destination.destinationName),
        description: summarize(destination.description),
        url,
        locale,
        alternates,
        image: absolute(destination.img),
        type: 'article',
        // The page itself is drawn in the browser after sign-in; its picture need not wait for that.
        preload: { ...imageSources(destination.img), sizes: DESTINATION_HERO_SIZES },
      };
    }
  }

  // Only a page with a description of its own is named in its HTML (see PageDefinition).
  const known: { title: string; description?: string } | undefined = page && pages[page.id];
  const [cover] = await catalogue.list();
  return {
    title: known?.description ? pageTitle(t(known.title)) : PRODUCT_NAME,
    description: t(known?.description ?? SITE_DESCRIPTION),
    url,
    locale,
    alternates,
    ...(cover ? { image: absolute(cover.img) } : {}),
    type: 'website',
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The <head> elements for a page: title, description, Open Graph and Twitter card tags. */
export function metaTags(meta: PageMeta): string {
  const tag = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', meta.description),
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    ...LOCALES.map(
      (locale) =>
        `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(meta.alternates[locale])}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(meta.alternates.en)}" />`,
    tag('property', 'og:locale', meta.locale === 'de' ? 'de_DE' : 'en_US'),
    tag('property', 'og:site_name', PRODUCT_NAME),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', meta.url),
    ...(meta.image ? [tag('property', 'og:image', meta.image)] : []),
    tag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    ...(meta.preload
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(meta.preload.src)}"${
            meta.preload.srcSet
              ? ` imagesrcset="${escapeHtml(meta.preload.srcSet)}" imagesizes="${escapeHtml(meta.preload.sizes)}"`
              : ''
          } fetchpriority="high" />`,
        ]
      : []),
  ].join('\n    ');
}
