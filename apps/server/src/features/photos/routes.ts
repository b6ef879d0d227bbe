import { pageQuerySchema, TOTAL_COUNT_HEADER } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { parseInput } from '../../http/errors';
import { listPhotos, listPhotosOf } from './service';

const placeSchema = z.string().trim().min(1, 'Name a destination').max(100, 'That name is too long');

export const photoRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/photos', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    const { items, total } = await listPhotos(db, page);
    reply.header(TOTAL_COUNT_HEADER, String(total));
    return items;
  });

  app.get<{ Params: { destinationName: string } }>('/destinationPhoto/:destinationName', async (request) => {
    const place = parseInput(placeSchema, request.params.destinationName);
    const page = parseInput(pageQuerySchema, request.query);
    return listPhotosOf(db, place, page);
  });
};
