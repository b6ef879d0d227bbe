import {
  moderatedPhotoSchema,
  moderatedReviewSchema,
  pageQuerySchema,
  type ModeratedPhoto,
  type ModeratedReview,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { page, refused } from '../../http/api-answers';
import { requestLocale } from '../../http/answer-language';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { moderatedPhotos, moderatedReviews } from './service';

const contracts = {
  reviews: {
    access: 'admin',
    tag: 'Reviews',
    summary: 'Every review with its author, for moderation',
    description:
      'Newest first, with the author’s full name and e-mail address (null once the account is ' +
      'deleted). DELETE /api/review/{id} removes one.',
    query: pageQuerySchema,
    answers: { 200: page('A page of reviews, newest first.', moderatedReviewSchema), ...refused(400) },
  },
  photos: {
    access: 'admin',
    tag: 'Photos and images',
    summary: 'Every photo with its uploader, for moderation',
    description:
      'Newest first, with the uploader’s full name and e-mail address (null once the account is ' +
      'deleted, and for our own artwork). DELETE /api/photos/{id} removes one.',
    query: pageQuerySchema,
    answers: { 200: page('A page of photos, newest first.', moderatedPhotoSchema), ...refused(400) },
  },
} satisfies Record<string, RouteContract>;

/** The admins' Moderation page: reviews and photos with their authors. Removal is the DELETE calls'. */
export const adminModerationRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  defineRoute(
    app,
    'get',
    '/admin/reviews',
    contracts.reviews,
    async ({ query }, request, reply) =>
      // Destinations and places are named in the caller's language (Munich is München in German).
      sendPage(
        reply.header('vary', 'Accept-Language'),
        await moderatedReviews(db, query, requestLocale(request)),
      ) satisfies ModeratedReview[],
  );

  defineRoute(
    app,
    'get',
    '/admin/photos',
    contracts.photos,
    async ({ query }, request, reply) =>
      sendPage(
        reply.header('vary', 'Accept-Language'),
        await moderatedPhotos(db, query, requestLocale(request)),
      ) satisfies ModeratedPhoto[],
  );
};
