import {
  createPhotoSchema,
  deletedAnswerSchema,
  insertedAnswerSchema,
  pageQuerySchema,
  photoSchema,
  type DeletedAnswer,
  type InsertedAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminPowerOf, requireVerifiedUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { deleteImageIfUnused } from '../../domain/media-files';
import { idPath, ok, page, refused } from '../../http/api-answers';
import { requestLocale } from '../../http/answer-language';
import { invalidField, notFound, parseInput } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import { createPhoto, listPhotos, listPhotosOf, removePhoto } from './service';

export interface PhotoRoutesOptions {
  db: Db;
  store: MediaStore;
  /** Who may add photos: resolves with the signed-in user or throws 401/403. */
  requireUploader: (request: FastifyRequest) => Promise<{ id: string; name: string }>;
  /** The destination of that name (any case), or undefined. */
  findPlace: (name: string) => Promise<string | undefined>;
  /** Told when a photo is added or removed: home shows the newest ones. */
  changed: AnnounceCatalogueChange;
}

const placeSchema = z.string().trim().min(1, 'Name a destination').max(100, 'That name is too long');

const contracts = {
  gallery: {
    access: 'public',
    tag: 'Photos and images',
    summary: 'The gallery, newest first',
    description: "Each `place` is the destination's name in the language asked for (Accept-Language).",
    query: pageQuerySchema,
    answers: { 200: page('A page of photos.', photoSchema), ...refused(400) },
  },
  add: {
    access: 'verified',
    tag: 'Photos and images',
    summary: 'Add a photo to the gallery',
    description: '`image` must be an address answered by POST /api/images; `place` a destination’s name.',
    body: createPhotoSchema,
    answers: { 201: ok('Added.', insertedAnswerSchema), ...refused(400) },
  },
  ofDestination: {
    access: 'public',
    tag: 'Photos and images',
    summary: 'Photos of one destination',
    params: z.object({
      destinationName: z
        .string()
        .meta({ description: "The destination's name (any case), in English or German (München)." }),
    }),
    query: pageQuerySchema,
    answers: { 200: page('A page of photos.', photoSchema), ...refused(400) },
  },
  remove: {
    access: 'owner',
    owns: 'photo',
    othersForAdmins: { path: 'id' },
    tag: 'Photos and images',
    summary: 'Remove a photo',
    description:
      "Its uploader removes it; an admin removes anyone's (and the audit trail records it). Its " +
      "files leave the image store unless another record shows the same picture. Someone else's " +
      'photo answers 404, as an unknown one does.',
    params: idPath('photo'),
    answers: { 200: ok('Removed: `deletedCount` is 1.', deletedAnswerSchema), ...refused(404) },
  },
} satisfies Record<string, RouteContract>;

const noSuchPhoto = () => notFound('There is no photo with that id among those you may remove.');

export const photoRoutes: FastifyPluginAsync<PhotoRoutesOptions> = async (app, options) => {
  const { db } = options;

  app.get('/photos', { config: { contract: contracts.gallery } }, async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    // Places are named in the caller's language (Munich is München on German pages).
    return sendPage(
      reply.header('vary', 'Accept-Language'),
      await listPhotos(db, page, requestLocale(request)),
    );
  });

  app.post('/photos', { config: { contract: contracts.add } }, async (request, reply) => {
    const user = await options.requireUploader(request);
    const input = parseInput(createPhotoSchema, request.body ?? {});
    const place = await options.findPlace(input.place);
    if (!place) throw invalidField('place', 'Choose one of our destinations as the location');
    await requireStoredImage(options.store, input.image);
    const insertedId = await createPhoto(db, { image: input.image, place, uploader: user });
    options.changed();
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });

  app.get<{ Params: { destinationName: string } }>(
    '/destinationPhoto/:destinationName',
    { config: { contract: contracts.ofDestination } },
    async (request, reply) => {
      const place = parseInput(placeSchema, request.params.destinationName);
      const page = parseInput(pageQuerySchema, request.query);
      return sendPage(
        reply.header('vary', 'Accept-Language'),
        await listPhotosOf(db, place, page, requestLocale(request)),
      );
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/photos/:id',
    { config: { contract: contracts.remove } },
    async (request) => {
      const user = await requireVerifiedUser(request);
      const id = recordId(request.params.id, 'Photo');
      const image = await removePhoto(db, id, {
        id: user.id,
        email: user.email,
        admin: adminPowerOf(request, user),
      });
      if (image === undefined) throw noSuchPhoto();
      options.changed();
      // The record is gone whatever becomes of its files: files left behind are unused uploads,
      // which the retention pass deletes after a day.
      await deleteImageIfUnused(db, options.store, image).catch((error: unknown) => {
        request.log.warn({ err: error }, `could not delete the files of ${image}`);
      });
      return { deletedCount: 1 } satisfies DeletedAnswer;
    },
  );
};
