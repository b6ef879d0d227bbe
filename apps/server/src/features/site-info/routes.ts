import { siteInfoAnswerSchema, type SiteInfo } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';

const contract = {
  access: 'public',
  tag: 'Service',
  summary: 'Who runs the site, and the settings its legal pages quote',
  description:
    'The operator (OPERATOR_*) and the settings that the imprint, the privacy notice and the booking ' +
    'terms state: free cancellation, the hold of unpaid bookings, retention, reminders, VAT and the ' +
    'payment processor.',
  answers: { 200: ok("The operator's details and the settings.", siteInfoAnswerSchema) },
} satisfies RouteContract;

/**
 * GET /api/site-info: what /imprint, /privacy and /terms show, read from the configuration once
 * (app.ts passes it), so that the pages always say what this server does.
 */
export const siteInfoRoutes: FastifyPluginAsync<{ info: SiteInfo }> = async (app, { info }) => {
  defineRoute(app, 'get', '/site-info', contract, async (_input, _request, reply) => {
    // Set when the server starts; no-cache so that a restart with new settings shows at once.
    reply.header('cache-control', 'no-cache');
    return info;
  });
};
