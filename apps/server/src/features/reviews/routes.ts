import { createReviewSchema, pageQuerySchema, reviewMessages, type InsertedAnswer } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireVerifiedUser } from '../../auth/guards';
import type { Db } from '../../db/client';
import { invalidField, parseInput } from '../../http/errors';
import { isRecordId } from '../../http/ids';
import { sendPage } from '../../http/paging';
import { createReview, listReviews } from './service';

export interface ReviewRoutesOptions {
  db: Db;
  /** True when the destination with this id is on offer. */
  destinationOnOffer: (id: string) => Promise<boolean>;
  /** Called after a review is stored: the catalogue shows each destination's ratings. */
  onReviewAdded: () => void;
}

export const reviewRoutes: FastifyPluginAsync<ReviewRoutesOptions> = async (
  app,
  { db, destinationOnOffer, onReviewAdded },
) => {
  // Public, newest first; without ?limit= the first page, as SPEC.md's plain GET /review.
  app.get('/review', async (request, reply) => {
    const page = parseInput(pageQuerySchema, request.query);
    return sendPage(reply, await listReviews(db, page));
  });

  app.post('/review', async (request, reply) => {
    // SPEC.md §6: signed-in travellers with a verified address.
    const author = await requireVerifiedUser(request);
    // A `name` in the body (SPEC.md's payload) is ignored: reviews carry the author's own name.
    const input = parseInput(createReviewSchema, request.body ?? {});
    // An empty choice in the form means "no destination".
    const destinationId = input.destinationId || null;
    if (destinationId !== null) {
      const known = isRecordId(destinationId) && (await destinationOnOffer(destinationId));
      if (!known) throw invalidField('destinationId', reviewMessages.destinationUnknown);
    }
    const insertedId = await createReview(db, {
      comment: input.comment,
      rating: input.rating,
      destinationId,
      author,
    });
    onReviewAdded();
    return reply.status(201).send({ insertedId } satisfies InsertedAnswer);
  });
};
