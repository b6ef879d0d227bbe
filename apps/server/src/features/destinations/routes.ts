import {
  createDestinationSchema,
  destinationSearchSchema,
  hasSearchParams,
  updateDestinationSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ModifiedAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireAdmin } from '../../auth/guards';
import type { Db } from '../../db/client';
import { HttpError, notFound, parseInput } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import type { CatalogueCache } from './catalogue-cache';
import {
  archiveDestination,
  createDestination,
  findDestination,
  searchDestinations,
  updateDestination,
} from './service';

export interface DestinationRoutesOptions {
  db: Db;
  /** Where uploaded images live: a destination's picture must be one of them. */
  media: MediaStore;
  catalogue: CatalogueCache;
}

type IdParams = { Params: { id: string } };

const noSuchDestination = () => notFound('Destination not found.');
const destinationId = (request: FastifyRequest<IdParams>) => recordId(request.params.id, 'Destination');

export const destinationRoutes: FastifyPluginAsync<DestinationRoutesOptions> = async (
  app,
  { db, media, catalogue },
) => {
  // Without search parameters: SPEC.md's whole catalogue as a plain array, from memory. With them:
  // one page of the matches, filtered, sorted and counted by the database (X-Total-Count).
  app.get<{ Querystring: Record<string, unknown> }>('/destination', async (request, reply) => {
    if (!hasSearchParams(request.query)) {
      return reply.type('application/json; charset=utf-8').send(await catalogue.json());
    }
    const search = parseInput(destinationSearchSchema, request.query);
    return sendPage(reply, await searchDestinations(db, search));
  });

  app.get<IdParams>('/destination/:id', async (request) => {
    const destination = await findDestination(db, destinationId(request));
    if (!destination) throw noSuchDestination();
    return destination;
  });

  app.post('/destination', async (request, reply) => {
    await requireAdmin(request);
    const input = parseInput(createDestinationSchema, request.body ?? {});
    await requireStoredImage(media, input.img, 'img');
    const insertedId = await createDestination(db, input);
    catalogue.invalidate();
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });

  // The admin's Edit (beyond SPEC.md): PUT and PATCH alike change the fields sent.
  const edit = async (request: FastifyRequest<IdParams>) => {
    await requireAdmin(request);
    const id = destinationId(request);
    const update = parseInput(updateDestinationSchema, request.body ?? {});
    if (Object.values(update).every((value) => value === undefined)) {
      throw new HttpError(
        400,
        'Send at least one of destinationName, description, cost, img, and latitude with longitude.',
      );
    }
    if (update.img !== undefined) await requireStoredImage(media, update.img, 'img');
    const modifiedCount = await updateDestination(db, id, update);
    if (modifiedCount === undefined) throw noSuchDestination();
    catalogue.invalidate();
    return { modifiedCount } satisfies ModifiedAnswer;
  };
  app.put<IdParams>('/destination/:id', edit);
  app.patch<IdParams>('/destination/:id', edit);

  // SPEC.md's delete archives: bookings, payments and photos of the destination keep their records.
  app.delete<IdParams>('/destination/:id', async (request) => {
    await requireAdmin(request);
    const deletedCount = await archiveDestination(db, destinationId(request));
    if (deletedCount === 0) throw noSuchDestination();
    catalogue.invalidate();
    return { deletedCount } satisfies DeletedAnswer;
  });
};
