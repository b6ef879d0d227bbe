import { createPhotoSchema, pageQuerySchema, type InsertedAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { invalidField, parseInput } from '../../http/errors';
import { sendPage } from '../../http/paging';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import { createPhoto, listPhotos, listPhotosOf } from './service';

export interface PhotoRoutesOptions {
  db: Db;
  store: MediaStore;
  /** Who may add photos: resolves with the signed-in user or throws 401/403. */
  requireUploader: (request: FastifyRequest) => Promise<{ id: string; name: string }>;
  /** The destination of that name (any case), or undefined. */
  findPlace: (name: string) => Promise<string | undefined>;
}

const placeSchema = z.string().trim().min(1, 'Name a destination').max(100, 'That name is too long');

export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get('/photos', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    return sendPage(reply, await listPhotos(db, page));
  });

  app.post('/photos', async (request, reply) => {
    const user = await options.requireUploader(request);
    const input = parseInput(createPhotoSchema, request.body ?? {});
    const place = await options.findPlace(input.place);
    if (!place) throw invalidField('place', 'Choose one of our destinations as the location');
    await requireStoredImage(options.store, input.image);
    const insertedId = await createPhoto(db, { image: input.image, place, uploader: user });
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });

  app.get<{ Params: { destinationName: string } }>(
    '/destinationPhoto/:destinationName',
    async (request, reply) => {
      const place = parseInput(placeSchema, request.params.destinationName);
      const page = parseInput(pageQuerySchema, request.query);
      return sendPage(reply, await listPhotosOf(db, place, page));
    },
  );
};
