import {
  DEFAULT_CUTOFF_MINUTES,
  DEFAULT_DECIDE_HOURS,
  firstBookableDate,
  centsToDollars,
  destinationMessages,
  dollarsToCents,
  type CreateDestination,
  type UpdateDestination,
} from '@tgde/contracts';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookings, destinations, photos } from '../../db/schema';
import { recordAudit, type AuditActor } from '../../domain/audit';
import { changedFields } from '../../domain/audit-details';
import { PLACE_HOLDING_STATUSES } from '../../domain/booking-state';
import { storedPrices } from '../../domain/departures';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { onOffer } from '../../domain/on-offer';
import { HttpError } from '../../http/errors';
import { answerColumns, sameName, type Row } from './service';

/*
 * The admins' writes to the catalogue: add, change and take off offer a destination, each recorded
 * in the audit trail and announced, so that the public reads (service.ts) and pages show it.
 */

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
  | 'startTimes'
  | 'prices'
  | 'questions'
  | 'cutoffMinutes'
  | 'minTravellers'
  | 'decideHours'
  | 'meetingPoint'
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
  startTimes: row.startTimes,
  prices: row.prices.map((price) => ({ ...price, cost: centsToDollars(price.costCents) })),
  questions: row.questions,
  cutoffMinutes: row.cutoffMinutes,
  minTravellers: row.minTravellers,
  decideHours: row.decideHours,
  meetingPoint: row.meetingPoint,
});

/** A new destination's departure settings when none are sent: the trail records only the others. */
const DEPARTURE_DEFAULTS = {
  startTimes: [],
  prices: [],
  questions: [],
  cutoffMinutes: DEFAULT_CUTOFF_MINUTES,
  decideHours: DEFAULT_DECIDE_HOURS,
};

/** The departure settings sent, as stored (adult's price is the destination's cost, not a category). */
function departureChanges(input: UpdateDestination): Partial<EditableRow> {
  const changes: Partial<EditableRow> = {};
  if (input.startTimes !== undefined) changes.startTimes = input.startTimes;
  if (input.prices !== undefined) changes.prices = storedPrices(input.prices);
  if (input.questions !== undefined) changes.questions = input.questions;
  if (input.cutoffMinutes !== undefined) changes.cutoffMinutes = input.cutoffMinutes;
  if (input.minTravellers !== undefined) changes.minTravellers = input.minTravellers;
  if (input.decideHours !== undefined) changes.decideHours = input.decideHours;
  if (input.meetingPoint !== undefined) changes.meetingPoint = input.meetingPoint;
  return changes;
}

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
          ...departureChanges(input),
        })
        .returning();
      if (!added) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actor,
        action: 'destination.create',
        target: `destination:${added.id}`,
        details: { name: added.name, changes: changedFields(DEPARTURE_DEFAULTS, asFields(added)) },
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
  Object.assign(changes, departureChanges(update));
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
      // The trips still ahead meet where the destination now says; past ones keep where they met.
      if (
        changes.meetingPoint !== undefined &&
        JSON.stringify(changes.meetingPoint) !== JSON.stringify(before.meetingPoint)
      ) {
        await tx
          .update(bookings)
          .set({ meetingPoint: changes.meetingPoint })
          .where(
            and(
              eq(bookings.destinationId, id),
              inArray(bookings.status, PLACE_HOLDING_STATUSES),
              gte(bookings.date, firstBookableDate(new Date())),
            ),
          );
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
