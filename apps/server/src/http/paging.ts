import { TOTAL_COUNT_HEADER } from '@tgde/contracts';
import type { FastifyReply } from 'fastify';

/** One page of a list and how many items the whole list has. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * Answers one page of a list: the items as the body, the size of the whole list in X-Total-Count
 * (pagination.ts), so that clients can page without a second call.
 */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}
