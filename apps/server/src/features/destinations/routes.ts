import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import type { Db } from '../../db/client';
import type { CatalogueCache } from './catalogue-cache';
import { findDestination } from './service';

export interface DestinationRoutesOptions {
  db: Db;
  catalogue: CatalogueCache;
}

export const destinationRoutes: FastifyPluginAsync<DestinationRoutesOptions> = async (
  app,
  { db, catalogue },
) => {
  app.get('/destination', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(await catalogue.json()),
  );

  app.get<{ Params: { id: string } }>('/destination/:id', async (request) => {
    const destination = await findDestination(db, recordId(request.params.id, 'Destination'));
    if (!destination) throw notFound('Destination not found.');
    return destination;
  });
};
