import { z } from 'zod';
import { notFound } from './errors';

const uuid = z.uuid();

/** Record ids are UUIDs: anything else cannot name a record. */
export const isRecordId = (value: unknown): value is string => uuid.safeParse(value).success;

/** Record ids are UUIDs; anything else cannot name a record, so it is a 404 like an unknown id. */
export function recordId(value: unknown, what: string): string {
  if (!isRecordId(value)) throw notFound(`${what} not found.`);
  return value;
}
