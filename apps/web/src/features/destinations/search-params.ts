import { type DestinationSearch, destinationSearchSchema, type DestinationSort } from '@tgde/contracts';

/** A multiple of 2 and 3, so that the grid's rows end full on every layout. */
export const DESTINATIONS_PAGE_SIZE = 12;

/** The filters a traveller can set, as the address bar holds them. */
const FILTER_KEYS = ['q', 'minCost', 'maxCost', 'minRating', 'sort'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** What /destination?… asks for: the search's filters and the page (1-based) being looked at. */
export interface DestinationFilters {
  q?: string;
  minCost?: number;
  maxCost?: number;
  minRating?: number;
  sort?: DestinationSort;
  page: number;
}

/** Offsets beyond this are refused by the API; no catalogue of ours has that many pages. */
const MAX_PAGE = 10_000;

/**
 * The contract's reading of the filters, leaving out each one it refuses: a shared or hand-edited
 * address with a bad value (minCost=abc, sort=random) still shows the rest of the search, never an
 * error page. Whatever the schema blames is dropped and the rest read again, so a rule that spans
 * fields (minimum above maximum) drops those fields too.
 */
function readFilters(raw: Partial<Record<FilterKey, string>>): DestinationSearch {
  let input: Record<string, string> = { ...raw };
  for (;;) {
    const result = destinationSearchSchema.safeParse(input);
    if (result.success) return result.data;
    const blamed = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    const kept = Object.fromEntries(Object.entries(input).filter(([key]) => !blamed.has(key)));
    // A refusal that names no field of ours (or none left to drop): the plain catalogue.
    if (blamed.has('') || Object.keys(kept).length === Object.keys(input).length) {
      return destinationSearchSchema.parse({});
    }
    input = kept;
  }
}

/** The address bar's search (?q=castle&sort=price&page=2) as filters; bad values are ignored. */
export function filtersFromParams(params: URLSearchParams): DestinationFilters {
  const raw: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) raw[key] = value;
  }
  const search = readFilters(raw);
  const page = Number(params.get('page'));
  return {
    ...(search.q ? { q: search.q } : {}),
    ...(search.minCost !== undefined ? { minCost: search.minCost } : {}),
    ...(search.maxCost !== undefined ? { maxCost: search.maxCost } : {}),
    ...(search.minRating !== undefined ? { minRating: search.minRating } : {}),
    ...(search.sort !== undefined ? { sort: search.sort } : {}),
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The filters as an address bar search, with only what is set (page 1 is left out). */
export function filtersToParams(filters: DestinationFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API call for the filters' page: GET /api/destination with limit and offset. */
export function searchFromFilters({ page, ...filters }: DestinationFilters): DestinationSearch {
  return {
    ...filters,
    limit: DESTINATIONS_PAGE_SIZE,
    offset: (page - 1) * DESTINATIONS_PAGE_SIZE,
  };
}

/**
 * What the page at this address asks the API for. The server that renders /destination fills the
 * query cache with `destinationSearchQueryOptions(destinationSearchFromParams(url.searchParams))`,
 * the same key the page reads while hydrating.
 */
export function destinationSearchFromParams(params: URLSearchParams): DestinationSearch {
  return searchFromFilters(filtersFromParams(params));
}

/** True when any filter narrows or orders the catalogue (the page number does not count). */
export function hasFilters(filters: DestinationFilters): boolean {
  return FILTER_KEYS.some((key) => filters[key] !== undefined);
}

/**
 * How a change reaches the address bar: `typing` after a pause in the text fields (one history
 * entry per burst of typing, replaced while it lasts), `submit` for Enter or the Search button,
 * `choice` for a select.
 */
export type ApplyMode = 'typing' | 'submit' | 'choice';

/** Marks a history entry written by a pause in typing: the next pause replaces it. */
interface TypingEntry {
  typing: true;
}

function isTypingEntry(state: unknown): state is TypingEntry {
  return typeof state === 'object' && state !== null && (state as Partial<TypingEntry>).typing === true;
}

/**
 * How a new search goes into the history, given the address as it is now (its search and state):
 * each search is one entry, so Back returns to the previous one. A burst of typing is one entry
 * too: its first pause adds it, later pauses replace it, and Enter keeps it as it is. `null`: the
 * address stays as it is.
 */
export function searchHistoryStep(
  next: URLSearchParams,
  mode: ApplyMode | 'page',
  now: { search: string; state: unknown },
): { replace: boolean; state: TypingEntry | null } | null {
  const typing = isTypingEntry(now.state);
  // Compared as the page reads the address: a hand-written order or a dropped bad value is the same search.
  const shown = filtersToParams(filtersFromParams(new URLSearchParams(now.search)));
  if (next.toString() === shown.toString()) {
    // Already there. A pause that ends after Search was pressed, but before the page showed that
    // search, must not add it a second time (Back would then seem to do nothing).
    return typing && mode !== 'typing' ? { replace: true, state: null } : null;
  }
  if (mode === 'typing') return { replace: typing, state: { typing: true } };
  return { replace: false, state: null };
}
