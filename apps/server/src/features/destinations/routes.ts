import {
  createDestinationSchema,
  deletedAnswerSchema,
  destinationSchema,
  destinationSearchSchema,
  hasSearchParams,
  insertedAnswerSchema,
  modifiedAnswerSchema,
  TOTAL_COUNT_HEADER,
  updateDestinationSchema,
  type DeletedAnswer,
  type InsertedAnswer,
  type ModifiedAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { idPath, ok, refused } from '../../http/api-answers';
import { requestLocale } from '../../http/answer-language';
import { HttpError, notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute, type RouteHandler } from '../../http/route-table';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import type { CatalogueCache } from './catalogue-cache';
import { archiveDestination, createDestination, updateDestination } from './admin-service';
import { CATALOGUE_LIMIT, findDestination, searchDestinations } from './service';

export interface DestinationRoutesOptions {
  db: Db;
  /** Where uploaded images live: a destination's picture must be one of them. */
  media: MediaStore;
  catalogue: CatalogueCache;
}

const noSuchDestination = () => notFound('Destination not found.');
const destinationId = (params: { id: string }) => recordId(params.id, 'Destination');

const editContract = (summary: string) =>
  ({
    access: 'admin',
    tag: 'Destinations',
    summary,
    description: 'Changes the fields sent; at least one.',
    params: idPath('destination'),
    body: updateDestinationSchema,
    answers: { 200: ok('Changed.', modifiedAnswerSchema), ...refused(400, 404) },
  }) satisfies RouteContract;

const contracts = {
  list: {
    access: 'public',
    tag: 'Destinations',
    summary: 'List the destinations',
    description:
      `Without parameters: every destination on offer, as one array, in the order they were added (at most the first ${CATALOGUE_LIMIT.toLocaleString('en-US')}; ` +
      'search parameters page through any number). With search parameters: one page of ' +
      'the matches, their number in X-Total-Count. Each word of `q` must appear in the name or the ' +
      'description, in any case, accents optional.',
    query: destinationSearchSchema,
    answers: {
      200: {
        description: 'The destinations.',
        content: { 'application/json': { schema: z.array(destinationSchema) } },
        headers: z.object({
          [TOTAL_COUNT_HEADER]: z
            .string()
            .optional()
            .meta({ description: 'How many destinations match (only when search parameters are sent).' }),
        }),
      },
      ...refused(400),
    },
  },
  read: {
    access: 'public',
    tag: 'Destinations',
    summary: 'One destination',
    params: idPath('destination'),
    answers: { 200: ok('The destination.', destinationSchema), ...refused(404) },
  },
  add: {
    access: 'admin',
    tag: 'Destinations',
    summary: 'Add a destination',
    description: '`img` must be an address answered by POST /api/images.',
    body: createDestinationSchema,
    answers: { 201: ok('Added.', insertedAnswerSchema), ...refused(400) },
  },
  put: editContract('Change a destination'),
  patch: editContract('Change a destination (same as PUT)'),
  archive: {
    access: 'admin',
    tag: 'Destinations',
    summary: 'Take a destination off offer',
    description: 'Archives it: its bookings, payments and photos keep their records.',
    params: idPath('destination'),
    answers: { 200: ok('Archived.', deletedAnswerSchema), ...refused(400, 404) },
  },
} satisfies Record<string, RouteContract>;

export const destinationRoutes: FastifyPluginAsync<DestinationRoutesOptions> = async (
  app,
  { db, media, catalogue },
) => {
  // The services announce their changes: the cached list is dropped, here and on other servers.
  const announce = () => catalogue.invalidate();

  // Without search parameters: the whole catalogue as a plain array, from memory. With them:
  // one page of the matches, filtered, sorted and counted by the database (X-Total-Count).
  defineRoute(app, 'get', '/destination', contracts.list, async (input, request, reply) => {
    // Fastify parses every query string into an object.
    if (!hasSearchParams(request.query as Record<string, unknown>)) {
      return reply
        .type('application/json; charset=utf-8')
        .header('vary', 'Accept-Language')
        .send(await catalogue.json(requestLocale(request)));
    }
    return sendPage(
      reply.header('vary', 'Accept-Language'),
      await searchDestinations(db, input.query, requestLocale(request)),
    );
  });

  defineRoute(app, 'get', '/destination/:id', contracts.read, async ({ params }, request) => {
    const destination = await findDestination(db, destinationId(params), requestLocale(request));
    if (!destination) throw noSuchDestination();
    return destination;
  });

  defineRoute(app, 'post', '/destination', contracts.add, async ({ caller, body }, _request, reply) => {
    await requireStoredImage(media, body.img, 'img');
    const insertedId = await createDestination(db, body, announce, caller);
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });

  // The admin's Edit: PUT and PATCH alike change the fields sent.
  const edit: RouteHandler<typeof contracts.put> = async (input) => {
    const id = destinationId(input.params);
    const update = input.body;
    if (Object.values(update).every((value) => value === undefined)) {
      throw new HttpError(
        400,
        'Send at least one of destinationName, description, cost, img, and latitude with longitude.',
      );
    }
    if (update.img !== undefined) await requireStoredImage(media, update.img, 'img');
    const modifiedCount = await updateDestination(db, id, update, announce, input.caller);
    if (modifiedCount === undefined) throw noSuchDestination();
    return { modifiedCount } satisfies ModifiedAnswer;
  };
  defineRoute(app, 'put', '/destination/:id', contracts.put, edit);
  defineRoute(app, 'patch', '/destination/:id', contracts.patch, edit);

  // Delete archives: bookings, payments and photos of the destination keep their records.
  defineRoute(app, 'delete', '/destination/:id', contracts.archive, async ({ caller, params }) => {
    const deletedCount = await archiveDestination(db, destinationId(params), announce, caller);
    if (deletedCount === 0) throw noSuchDestination();
    return { deletedCount } satisfies DeletedAnswer;
  });
};
