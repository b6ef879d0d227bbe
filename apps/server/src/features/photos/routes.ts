import {
  createPhotoSchema,
  deletedAnswerSchema,
  insertedAnswerSchema,
  pageQuerySchema,
  photoSchema,
  type DeletedAnswer,
  type InsertedAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { adminPowerOf } from '../../auth/guards';
import type { Db } from '../../db/client';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { deleteImageIfUnused } from '../../domain/media-files';
import { idPath, ok, page, refused } from '../../http/api-answers';
import { requestLocale } from '../../http/answer-language';
import { invalidField, notFound } from '../../http/errors';
import { recordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { requireStoredImage } from '../../http/stored-image';
import type { MediaStore } from '../../infra/images/store';
import { createPhoto, listPhotos, listPhotosOf, removePhoto } from './service';

export interface PhotoRoutesOptions {
  db: Db;
  store: MediaStore;
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
      destinationName: placeSchema.meta({
        description: "The destination's name (any case), in English or German (München).",
      }),
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

  defineRoute(app, 'get', '/photos', contracts.gallery, async ({ query }, request, reply) =>
    // Places are named in the caller's language (Munich is München on German pages).
    sendPage(reply.header('vary', 'Accept-Language'), await listPhotos(db, query, requestLocale(request))),
  );

  defineRoute(app, 'post', '/photos', contracts.add, async ({ caller, body }, _request, reply) => {
    const place = await options.findPlace(body.place);
    if (!place) throw invalidField('place', 'Choose one of our destinations as the location');
    await requireStoredImage(options.store, body.image);
    const insertedId = await createPhoto(db, { image: body.image, place, uploader: caller });
    options.changed();
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });

  defineRoute(
    app,
    'get',
    '/destinationPhoto/:destinationName',
    contracts.ofDestination,
    async ({ params, query }, request, reply) =>
      sendPage(
        reply.header('vary', 'Accept-Language'),
        await listPhotosOf(db, params.destinationName, query, requestLocale(request)),
      ),
  );

  defineRoute(app, 'delete', '/photos/:id', contracts.remove, async ({ caller, params }, request) => {
    const id = recordId(params.id, 'Photo');
    const image = await removePhoto(db, id, {
      id: caller.id,
      email: caller.email,
      admin: adminPowerOf(request, caller),
    });
    if (image === undefined) throw noSuchPhoto();
    options.changed();
    // The record is gone whatever becomes of its files: files left behind are unused uploads,
    // which the retention pass deletes after a day.
    await deleteImageIfUnused(db, options.store, image).catch((error: unknown) => {
      request.log.warn({ err: error }, `could not delete the files of ${image}`);
    });
    return { deletedCount: 1 } satisfies DeletedAnswer;
  });
};
