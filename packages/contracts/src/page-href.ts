import { localizedPath, type Locale } from './i18n/locale';
import { pages, type PageId } from './pages';

/*
 * Links to our own pages, made from the page table: the web's links and menus, the server's mails
 * and the documents all ask pageHref for an address instead of writing it, so a page's address is
 * written once, in pages.ts.
 */

/** The parameters an address names: `'id'` for `/destination/:id`, never for `/gallery`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values of page `Id`'s parameters, as the page's address names them. */
export type PageParams<Id extends PageId> = { [Name in ParamNames<(typeof pages)[Id]['path']>]: string };

/** The pages whose address has no parameters: a menu's entries, say. */
export type PlainPageId = {
  [Id in PageId]: [ParamNames<(typeof pages)[Id]['path']>] extends [never] ? Id : never;
}[PageId];

/** What pageHref takes after the page: its parameters (required exactly when it has some), then the language. */
export type PageHrefArgs<Id extends PageId> = [ParamNames<(typeof pages)[Id]['path']>] extends [never]
  ? [params?: Record<string, never>, locale?: Locale]
  : [params: PageParams<Id>, locale?: Locale];

/**
 * The address of page `id` with its parameters filled in (each encoded as one segment), in
 * `locale`: English by default, which is also the address inside the web's router (its /de
 * basename adds the German prefix, but not the German words of a `germanPath`: the router's own
 * path of such a page is `routerPath(pageHref(id), locale)`). German: under /de, with the page's
 * `germanPath` where the table gives one (`/de/impressum`).
 */
export function pageHref<Id extends PageId>(id: Id, ...[params, locale = 'en']: PageHrefArgs<Id>): string {
  const values: Record<string, string> = params ?? {};
  const path = pages[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`pageHref('${id}'): no value for :${name}`);
    return encodeURIComponent(value);
  });
  return localizedPath(path, locale);
}
