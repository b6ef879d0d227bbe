import { createI18n, type I18n, type Locale } from '@tgde/contracts';
import loaders from 'virtual:messages/loaders';

/**
 * The parts of the app whose texts load with their pages (packages/contracts/messages/de/web-<group>.json).
 * `layout`, every page's frame, loads before the first render; `common`, the texts of the building
 * blocks many pages share (pagers, dialogs, photo credits, booking terms), with every lazy page.
 */
export type MessageGroup =
  'layout' | 'common' | 'home' | 'rules' | 'catalogue' | 'account' | 'bookings' | 'admin' | 'legal';

async function messagesOf(locale: Locale, group: MessageGroup): Promise<I18n['messages']> {
  const load = loaders[locale][group];
  return load ? (await load()).default : {};
}

// The browser's one I18n (a page load has one language); pages add their groups to it as they load.
let pageI18n: I18n | undefined;
const loaded = new Set<MessageGroup>();

/** The browser's I18n for `locale` with the frame's texts and `groups` loaded. */
export async function loadI18n(locale: Locale, groups: MessageGroup[] = []): Promise<I18n> {
  const all: MessageGroup[] = ['layout', ...groups];
  const catalogues = await Promise.all(all.map((group) => messagesOf(locale, group)));
  const i18n = createI18n(locale, Object.assign({}, ...catalogues) as I18n['messages']);
  all.forEach((group) => loaded.add(group));
  pageI18n = i18n;
  return i18n;
}

/**
 * Adds the texts of `groups` to the browser's I18n, before a page that shows them renders (lazy
 * pages wait for it). On the server, whose I18n has every group, there is nothing to do.
 */
export async function loadMessageGroups(groups: readonly MessageGroup[]): Promise<void> {
  const i18n = pageI18n;
  if (!i18n) return;
  const missing = groups.filter((group) => !loaded.has(group));
  const catalogues = await Promise.all(missing.map((group) => messagesOf(i18n.locale as Locale, group)));
  missing.forEach((group) => loaded.add(group));
  for (const messages of catalogues) i18n.load(i18n.locale, messages);
}

/** An I18n with every group's texts: the server's renderer. */
export async function loadWholeI18n(locale: Locale): Promise<I18n> {
  const groups = Object.keys(loaders[locale]) as MessageGroup[];
  const catalogues = await Promise.all(groups.map((group) => messagesOf(locale, group)));
  return createI18n(locale, Object.assign({}, ...catalogues) as I18n['messages']);
}
