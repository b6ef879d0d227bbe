import {
  centsToDollars,
  destinationMessages,
  dollarsToCents,
  type CreateDestination,
  type Destination,
  type DestinationSearch,
  type Locale,
  type UpdateDestination,
} from '@tgde/contracts';
import { and, asc, desc, eq, getTableColumns, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { destinations, photos, reviews } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';
import { changedFields } from '../../domain/audit-details';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { onOffer } from '../../domain/on-offer';
import { HttpError } from '../../http/errors';
import type { Page } from '../../http/paging';

type Row = typeof destinations.$inferSelect;

/** The columns answers are made of: the stored search text stays in the database. */
const { searchText: _searchText, ...answerColumns } = getTableColumns(destinations);

/** Names are one name in any case (the unique index is on lower(name)). */
const sameName = (name: string) => eq(sql`lower(${destinations.name})`, name.trim().toLowerCase());

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
    ...(withTranslations
      ? {
          translations: {
            en: { destinationName: row.name, description: row.description },
            de: { destinationName: row.nameDe, description: row.descriptionDe },
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

const nameTaken = () =>
  new HttpError(409, destinationMessages.nameTaken, [
    { path: 'destinationName', message: destinationMessages.nameTaken },
  ]);

/** Another destination on offer already has this name, in any case. */
async function nameInUse(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: destinations.id })
    .from(destinations)
    .where(and(sameName(name), onOffer, exceptId ? ne(destinations.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a write that may break the unique name of destinations on offer. The check before gives the
 * usual answer; the unique index catches two admins saving the same name at the same moment.
 */
async function withUniqueName<T>(
  db: Db,
  name: string | undefined,
  exceptId: string | undefined,
  write: () => Promise<T>,
) {
  if (name !== undefined && (await nameInUse(db, name, exceptId))) throw nameTaken();
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

type EditableRow = Pick<
  Row,
  | 'name'
  | 'description'
  | 'nameDe'
  | 'descriptionDe'
  | 'costCents'
  | 'img'
  | 'latitude'
  | 'longitude'
  | 'capacity'
>;

/** A destination's editable fields as the API names them (dollars), for the audit trail. */
const asFields = (row: EditableRow) => ({
  destinationName: row.name,
  description: row.description,
  destinationNameDe: row.nameDe,
  descriptionDe: row.descriptionDe,
  cost: centsToDollars(row.costCents),
  img: row.img,
  latitude: row.latitude,
  longitude: row.longitude,
  capacity: row.capacity,
});

/**
 * Adds a destination to the catalogue and announces the change; answers its id. 409 when the name
 * is on offer already. Recorded in the audit trail as `actor`'s, with the values it was added with.
 */
export async function createDestination(
  db: Db,
  input: CreateDestination,
  announce: AnnounceCatalogueChange,
  actor: AuditActor,
): Promise<string> {
  const row = await withUniqueName(db, input.destinationName, undefined, () =>
    db.transaction(async (tx) => {
      const [added] = await tx
        .insert(destinations)
        .values({
          name: input.destinationName,
          description: input.description,
          costCents: dollarsToCents(input.cost),
          img: input.img,
          latitude: input.latitude ?? null,
          longitude: input.longitude ?? null,
          capacity: input.capacity ?? null,
          nameDe: input.destinationNameDe ?? null,
          descriptionDe: input.descriptionDe ?? null,
        })
        .returning();
      if (!added) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actor,
        action: 'destination.create',
        target: `destination:${added.id}`,
        details: { name: added.name, changes: changedFields({}, asFields(added)) },
      });
      return added;
    }),
  );
  announce();
  return row.id;
}

/**
 * Changes the fields sent of a destination on offer and announces the change; answers 1, or
 * undefined when there is no such destination on offer. Bookings keep their own cost and name: a new price applies to new bookings.
 * A new name carries the destination's gallery photos with it.
 */
export async function updateDestination(
  db: Db,
  id: string,
  update: UpdateDestination,
  announce: AnnounceCatalogueChange,
  actor: AuditActor,
): Promise<number | undefined> {
  const changes: Partial<EditableRow> = {};
  if (update.destinationName !== undefined) changes.name = update.destinationName;
  if (update.description !== undefined) changes.description = update.description;
  if (update.cost !== undefined) changes.costCents = dollarsToCents(update.cost);
  if (update.img !== undefined) changes.img = update.img;
  // Both or neither (the contract's rule): null clears the location.
  if (update.latitude !== undefined) changes.latitude = update.latitude;
  if (update.longitude !== undefined) changes.longitude = update.longitude;
  // null removes the limit; a limit below the places already taken only stops further bookings.
  if (update.capacity !== undefined) changes.capacity = update.capacity;
  if (update.destinationNameDe !== undefined) changes.nameDe = update.destinationNameDe;
  if (update.descriptionDe !== undefined) changes.descriptionDe = update.descriptionDe;
  const modified = await withUniqueName(db, update.destinationName, id, () =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select(answerColumns)
        .from(destinations)
        .where(and(eq(destinations.id, id), onOffer))
        .for('update');
      if (!before) return undefined;
      await tx
        .update(destinations)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(destinations.id, id));
      // Only what differs: saving the form unchanged leaves no entry.
      const changed = changedFields(asFields(before), asFields({ ...before, ...changes }));
      if (Object.keys(changed).length > 0) {
        await recordAudit(tx, {
          actor,
          action: 'destination.update',
          target: `destination:${id}`,
          details: { name: before.name, changes: changed },
        });
      }
      // Photos name their place (photos.place): they follow their destination to its new name.
      if (changes.name !== undefined && changes.name !== before.name) {
        await tx
          .update(photos)
          .set({ place: changes.name })
          .where(eq(sql`lower(${photos.place})`, before.name.toLowerCase()));
      }
      return 1;
    }),
  );
  if (modified !== undefined) announce();
  return modified;
}

/**
 * Takes a destination off offer (the admin's Delete): its bookings, payments, photos and reviews keep
 * their rows. Answers 1 and announces the change, or 0 when it is unknown or archived already.
 */
export async function archiveDestination(
  db: Db,
  id: string,
  announce: AnnounceCatalogueChange,
  actor: AuditActor,
): Promise<number> {
  const archived = await db.transaction(async (tx) => {
    const rows = await tx
      .update(destinations)
      .set({ archivedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(destinations.id, id), onOffer))
      .returning({ id: destinations.id, name: destinations.name });
    for (const row of rows) {
      await recordAudit(tx, {
        actor,
        action: 'destination.archive',
        target: `destination:${row.id}`,
        details: { name: row.name },
      });
    }
    return rows;
  });
  if (archived.length > 0) announce();
  return archived.length;
}
