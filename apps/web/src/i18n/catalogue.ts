import { createI18n, type I18n, type Locale } from '@tgde/contracts';

/** Each language's catalogue is its own chunk: a page downloads only the one it shows. */
const loaders: Record<Locale, () => Promise<{ default: I18n['messages'] }>> = {
  en: () => import('virtual:messages/en'),
  de: () => import('virtual:messages/de'),
};

/** An I18n for `locale` with its catalogue loaded. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  const { default: messages } = await loaders[locale]();
  return createI18n(locale, messages);
}
