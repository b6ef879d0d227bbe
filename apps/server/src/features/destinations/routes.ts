import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import { findDestination, listDestinations } from './service';

export const destinationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/destination', async () => listDestinations(db));

  app.get<{ Params: { id: string } }>('/destination/:id', async (request) => {
    const destination = await findDestination(db, recordId(request.params.id, 'Destination'));
    if (!destination) throw notFound('Destination not found.');
    return destination;
  });
};
