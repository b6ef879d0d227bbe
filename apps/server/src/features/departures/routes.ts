import { departureSchema, type Departure } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { ok, refused } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { cancelDeparture, closeDeparture } from './service';

export interface DepartureRoutesOptions {
  db: Db;
  now: () => Date;
  /** Wakes this server's job worker: the cancelled bookings' refunds start at once. */
  wake: () => void;
}

const departurePath = z.object({
  id: z.string().meta({ description: "A departure's id, as a destination's departures list it." }),
});

const contracts = {
  close: {
    access: 'admin',
    tag: 'Bookings',
    summary: 'Close a departure to new bookings',
    description: 'Its bookings stay. Closing it again changes nothing.',
    params: departurePath,
    answers: { 200: ok('The departure as it now stands.', departureSchema), ...refused(400, 404, 409) },
  },
  cancel: {
    access: 'admin',
    tag: 'Bookings',
    summary: 'Cancel a departure',
    description:
      'Every paid booking of it is cancelled and refunded in full and its traveller mailed; unpaid ones ' +
      'expire. Runs once however often it is called.',
    params: departurePath,
    answers: { 200: ok('The departure, now cancelled.', departureSchema), ...refused(400, 404) },
  },
} satisfies Record<string, RouteContract>;

export const departureRoutes: FastifyPluginAsync<DepartureRoutesOptions> = async (app, { db, now, wake }) => {
  defineRoute(
    app,
    'post',
    '/admin/departures/:id/close',
    contracts.close,
    async ({ caller, params }): Promise<Departure> => closeDeparture(db, params.id, caller, now()),
  );
  defineRoute(
    app,
    'post',
    '/admin/departures/:id/cancel',
    contracts.cancel,
    async ({ caller, params }): Promise<Departure> => cancelDeparture(db, params.id, caller, now(), wake),
  );
};
