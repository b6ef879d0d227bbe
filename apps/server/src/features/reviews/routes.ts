import {
  BOOKING_TIME_ZONE,
  calendarDateIn,
  createReviewSchema,
  deletedAnswerSchema,
  insertedAnswerSchema,
  pageQuerySchema,
  reviewMessages,
  reviewSchema,
  type DeletedAnswer,
  type InsertedAnswer,
} from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { adminPowerOf } from '../../auth/guards';
import type { Db } from '../../db/client';
import { requestLocale } from '../../http/answer-language';
import { invalidField, notFound } from '../../http/errors';
import type { AnnounceCatalogueChange } from '../../domain/catalogue-changes';
import { isRecordId, recordId } from '../../http/ids';
import { idPath, ok, page, refused } from '../../http/api-answers';
import { sendPage } from '../../http/paging';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { createReview, listReviews, removeReview } from './service';

export interface ReviewRoutesOptions {
  db: Db;
  /** True when the destination with this id is on offer. */
  destinationOnOffer: (id: string) => Promise<boolean>;
  /** Told when a review is written or removed (the reviews page and the catalogue's ratings show it). */
  catalogueChanged: AnnounceCatalogueChange;
  /** The clock that says which trips have taken place ("Booked with us"); tests set their own. */
  now: () => Date;
  /** Reviews one client address may write a minute (REVIEW_RATE_LIMIT). */
  reviewsPerMinute: number;
}

const contracts = {
  list: {
    access: 'public',
    tag: 'Reviews',
    summary: 'List reviews, newest first',
    description:
      'Reviewers are named by first name and initial. `bookedWithUs` marks a reviewer whose paid ' +
      'trip to that destination has taken place (dated before today in Germany).',
    query: pageQuerySchema,
    answers: { 200: page('A page of reviews.', reviewSchema), ...refused(400) },
  },
  write: {
    access: 'verified',
    tag: 'Reviews',
    summary: 'Write a review',
    description:
      "The reviewer's name comes from the session; a `name` in the body is ignored. One review per traveller and destination: writing another edits it (200). Rate-limited per client address.",
    body: createReviewSchema,
    answers: {
      201: ok('Stored.', insertedAnswerSchema),
      200: ok("Edited the caller's earlier review of the same destination.", insertedAnswerSchema),
      ...refused(400, 429),
    },
  },
  remove: {
    access: 'owner',
    owns: 'review',
    othersForAdmins: { path: 'id' },
    tag: 'Reviews',
    summary: 'Remove a review',
    description:
      "Its author removes it; an admin removes anyone's (and the audit trail records it). Someone " +
      "else's review answers 404, as an unknown one does.",
    params: idPath('review'),
    answers: { 200: ok('Removed: `deletedCount` is 1.', deletedAnswerSchema), ...refused(404) },
  },
} satisfies Record<string, RouteContract>;

const noSuchReview = () => notFound('There is no review with that id among those you may remove.');

export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (
  app,
  { db, destinationOnOffer, catalogueChanged, now, reviewsPerMinute },
) => {
  // Public, newest first; without ?limit= it answers the first page.
  defineRoute(app, 'get', '/review', contracts.list, async ({ query }, request, reply) =>
    // Trips are counted by the day in Germany, as bookings are dated.
    sendPage(
      reply.header('vary', 'Accept-Language'),
      await listReviews(db, query, calendarDateIn(BOOKING_TIME_ZONE, now()), requestLocale(request)),
    ),
  );

  // Only signed-in travellers with a verified address write reviews (the contract's access).
  defineRoute(
    app,
    'post',
    '/review',
    contracts.write,
    async ({ caller, body }, _request, reply) => {
      // A `name` in the body is ignored: reviews carry the author's own name.
      // An empty choice in the form means "no destination".
      const destinationId = body.destinationId || null;
      if (destinationId !== null) {
        const known = isRecordId(destinationId) && (await destinationOnOffer(destinationId));
        if (!known) throw invalidField('destinationId', reviewMessages.destinationUnknown);
      }
      const { id, edited } = await createReview(
        db,
        { comment: body.comment, rating: body.rating, destinationId, author: caller },
        catalogueChanged,
      );
      // A second review of the same destination edited the first: 200 with its id.
      return reply.status(edited ? 200 : 201).send({ insertedId: id } satisfies InsertedAnswer);
    },
    { config: { rateLimit: { max: reviewsPerMinute, timeWindow: '1 minute' } } },
  );

  defineRoute(app, 'delete', '/review/:id', contracts.remove, async ({ caller, params }, request) => {
    const id = recordId(params.id, 'Review');
    const by = { id: caller.id, email: caller.email, admin: adminPowerOf(request, caller) };
    if (!(await removeReview(db, id, by, catalogueChanged))) throw noSuchReview();
    return { deletedCount: 1 } satisfies DeletedAnswer;
  });
};
