import { pricesOf, questionIn } from '../../domain/departures';
import {
  centsToDollars,
  dollarsToCents,
  type Destination,
  type DestinationSearch,
  type Locale,
} from '@tgde/contracts';
import { and, asc, desc, eq, getTableColumns, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { destinations, reviews } from '../../db/schema';
import { onOffer } from '../../domain/on-offer';
import type { Page } from '../../http/paging';

/*
 * The public reads of the catalogue: the list, the search, one destination, and the checks other
 * features make (is it on offer, what is its name). The admins' writes are in admin-service.ts.
 */

export type Row = typeof destinations.$inferSelect;

/** The columns answers are made of: the stored search text stays in the database. */
const { searchText: _searchText, ...columnsAnswered } = getTableColumns(destinations);
export const answerColumns = columnsAnswered;

/** Names are one name in any case (the unique index is on lower(name)). */
export const sameName = (name: string) => eq(sql`lower(${destinations.name})`, name.trim().toLowerCase());

/**
 * One destination's review count and mean rating (one decimal, as answers show it), computed by the
 * database for each row it is joined to (LATERAL): a search with words pays for the rows it returns
 * or compares, never for every review (reviews_destination_idx finds them).
 */
const ratings = (db: Db) =>
  db
    .select({
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
      averageRating: sql<string | null>`round(avg(${reviews.rating}), 1)`.as('average_rating'),
    })
    .from(reviews)
    .where(eq(reviews.destinationId, destinations.id))
    .as('ratings');

interface Rated {
  row: Omit<Row, 'searchText'>;
  reviewCount: number | null;
  averageRating: string | null;
}

/**
 * A destination as answers show it, its texts in `locale` (the English where German is missing);
 * `withTranslations` adds the stored texts of both languages (the answer about one destination).
 */
export function toDestination(
  { row, reviewCount, averageRating }: Rated,
  locale: Locale = 'en',
  withTranslations = false,
): Destination {
  const german = locale === 'de';
  return {
    _id: row.id,
    destinationName: (german && row.nameDe) || row.name,
    description: (german && row.descriptionDe) || row.description,
    cost: centsToDollars(row.costCents),
    img: row.img,
    // PostgreSQL's numeric arrives as a string.
    averageRating: averageRating === null ? null : Number(averageRating),
    reviewCount: reviewCount ?? 0,
    latitude: row.latitude,
    longitude: row.longitude,
    capacity: row.capacity,
    startTimes: row.startTimes,
    prices: pricesOf(row),
    questions: row.questions.map((question) => questionIn(question, locale)),
    cutoffMinutes: row.cutoffMinutes,
    minTravellers: row.minTravellers,
    decideHours: row.decideHours,
    meetingPoint: row.meetingPoint ?? null,
    ...(withTranslations
      ? {
          translations: {
            en: { destinationName: row.name, description: row.description },
            de: { destinationName: row.nameDe, description: row.descriptionDe },
            questions: row.questions.map((question) => ({ ...question, labelDe: question.labelDe ?? null })),
          },
        }
      : {}),
  };
}

function selectRated(db: Db) {
  const r = ratings(db);
  return db
    .select({ row: answerColumns, reviewCount: r.reviewCount, averageRating: r.averageRating })
    .from(destinations)
    .leftJoinLateral(r, sql`true`);
}

/**
 * The most destinations the plain catalogue (GET /api/destination without search parameters)
 * answers, in the order they were added: a catalogue of Germany stays far below it, and the answer
 * (about 4 MB at the limit) is built once for every caller. Beyond it, search pages reach them all.
 */
export const CATALOGUE_LIMIT = 10_000;

/** The destinations on offer in the order they were added (the first CATALOGUE_LIMIT), with their ratings. */
export async function listDestinations(db: Db, locale: Locale = 'en'): Promise<Destination[]> {
  const rows = await selectRated(db).where(onOffer).orderBy(asc(destinations.seq)).limit(CATALOGUE_LIMIT);
  return rows.map((row) => toDestination(row, locale));
}

/**
 * The migration's search_fold: lower case, accents dropped ('Lübeck' → 'lubeck'). The query's words
 * go through the same function as the stored search text, so both sides fold alike.
 */
const fold = (text: SQL | string) => sql`search_fold(${text})`;

/** A word as a LIKE pattern matching it anywhere; a % _ or \ in the word matches only itself. */
const containing = (word: string) => `%${word.replace(/[\\%_]/g, '\\$&')}%`;

/** The words of a search, each once. */
export const searchWords = (q: string) => [...new Set(q.split(/\s+/).filter(Boolean))];

/**
 * Every destination's review count and mean rating at once (one pass over the reviews, grouped):
 * cheaper than a lookup per row when a search without words filters or sorts the whole catalogue
 * by rating.
 */
const allRatings = (db: Db) =>
  db
    .select({
      destinationId: reviews.destinationId,
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
      averageRating: sql<string | null>`round(avg(${reviews.rating}), 1)`.as('average_rating'),
    })
    .from(reviews)
    .groupBy(reviews.destinationId)
    .as('ratings');

type Ratings = Pick<ReturnType<typeof ratings>, 'reviewCount' | 'averageRating'>;

/** The order a search asks for; `r` is the ratings joined where the order is used. */
function searchOrder(search: DestinationSearch, r: Ratings): SQL[] {
  switch (search.sort) {
    case 'name':
      return [asc(fold(sql`${destinations.name}`))];
    case 'price':
      return [asc(destinations.costCents)];
    case 'price-desc':
      return [desc(destinations.costCents)];
    case 'rating':
      return [sql`${r.averageRating} desc nulls last`, desc(r.reviewCount)];
    case undefined:
      // Best match first: names like the search (Lübeck for 'lubeck') before places whose text
      // merely contains the words. Only the short name is compared, to keep each match cheap.
      return search.q === undefined
        ? []
        : [desc(sql`similarity(${fold(sql`${destinations.name}`)}, ${fold(search.q)})`)];
  }
}

/**
 * The query for one page of the destinations on offer that match a search, each row carrying the
 * number of matches in all (a window count: the total comes with the page, no second query). Each
 * word of `q` must occur in the stored, folded name and description (search_text), which the
 * trigram index answers, so the cost follows the matches rather than the catalogue's size. The page
 * is chosen first; ratings are then computed for its rows only, unless the search filters or sorts
 * by rating (then for the rows that pass the other filters). Exported so that tests and the
 * benchmark can EXPLAIN it.
 */
export function searchQuery(db: Db, search: DestinationSearch, limit = search.limit, offset = search.offset) {
  const words = search.q === undefined ? [] : searchWords(search.q);
  const byRating = search.sort === 'rating' || search.minRating !== undefined;
  // Words narrow the rows down through the index: look up the ratings of those rows only.
  // Without words every row is a candidate, and one grouped pass over the reviews is cheaper.
  const perRow = ratings(db);
  const grouped = allRatings(db);
  const choosing: Ratings = words.length > 0 ? perRow : grouped;
  const conditions: (SQL | undefined)[] = [
    onOffer,
    ...words.map((word) => sql`${destinations.searchText} like ${fold(containing(word))}`),
    search.minCost === undefined ? undefined : gte(destinations.costCents, dollarsToCents(search.minCost)),
    search.maxCost === undefined ? undefined : lte(destinations.costCents, dollarsToCents(search.maxCost)),
    // Unrated destinations count as 0: minRating=0 keeps them, any higher minimum leaves them out.
    search.minRating === undefined
      ? undefined
      : sql`coalesce(${choosing.averageRating}, 0) >= ${search.minRating}`,
  ];
  const matching = db
    .select({ id: destinations.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(destinations)
    .$dynamic();
  const withRatings = () =>
    words.length > 0
      ? matching.leftJoinLateral(perRow, sql`true`)
      : matching.leftJoin(grouped, eq(grouped.destinationId, destinations.id));
  const page = (byRating ? withRatings() : matching)
    .where(and(...conditions))
    // The catalogue's own order breaks ties, so pages never overlap or skip.
    .orderBy(...searchOrder(search, choosing), asc(destinations.seq))
    .limit(limit)
    .offset(offset)
    .as('page');
  const r = ratings(db);
  return db
    .select({
      row: answerColumns,
      reviewCount: r.reviewCount,
      averageRating: r.averageRating,
      total: page.total,
    })
    .from(page)
    .innerJoin(destinations, eq(destinations.id, page.id))
    .leftJoinLateral(r, sql`true`)
    .orderBy(...searchOrder(search, r), asc(destinations.seq));
}

/** One page of the destinations on offer that match a search, and how many match in all. */
export async function searchDestinations(
  db: Db,
  search: DestinationSearch,
  locale: Locale = 'en',
): Promise<Page<Destination>> {
  const rows = await searchQuery(db, search);
  // A page past the end carries no count: the first row alone tells the total.
  const total =
    rows[0]?.total ?? (search.offset > 0 ? ((await searchQuery(db, search, 1, 0))[0]?.total ?? 0) : 0);
  return { items: rows.map((row) => toDestination(row, locale)), total: Number(total) };
}

/** A destination on offer, or undefined (unknown or archived). */
export async function findDestination(
  db: Db,
  id: string,
  locale: Locale = 'en',
): Promise<Destination | undefined> {
  const [row] = await selectRated(db)
    .where(and(eq(destinations.id, id), onOffer))
    .limit(1);
  return row ? toDestination(row, locale, true) : undefined;
}

/**
 * The catalogue's spelling of a destination on offer, named in any case, or undefined. German pages
 * offer the German names (München), which name it too; the English name is what is stored, and
 * German pages show it in German again.
 */
export async function canonicalDestinationName(db: Db, name: string): Promise<string | undefined> {
  const lowered = name.trim().toLowerCase();
  const [row] = await db
    .select({ name: destinations.name })
    .from(destinations)
    .where(and(or(sameName(name), eq(sql`lower(${destinations.nameDe})`, lowered)), onOffer))
    // The English name first, should one destination's German name be another's English one.
    .orderBy(sql`lower(${destinations.name}) = ${lowered} desc`)
    .limit(1);
  return row?.name;
}

/** True when a destination with this id is on offer (so it can be booked, reviewed or pictured). */
export async function destinationOnOffer(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(eq(destinations.id, id), onOffer))
    .limit(1);
  return row !== undefined;
}
