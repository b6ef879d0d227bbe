import type { Locale } from '@tgde/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requestLocale } from '../../http/answer-language';
import { ok, text } from '../../http/api-answers';
import type { RouteContract } from '../../http/route-contract';
import { defineRoute } from '../../http/route-table';
import { DOCS_CSS } from './docs-css';
import { buildOpenApiDocument } from './document';
import { renderDocsPage } from './render-html';

const contracts = {
  document: {
    access: 'public',
    tag: 'Service',
    summary: 'This API as an OpenAPI 3.1 document',
    answers: {
      200: ok(
        'The OpenAPI document, generated from the contract schemas.',
        z.looseObject({ openapi: z.string() }),
      ),
    },
  },
  page: {
    access: 'public',
    tag: 'Service',
    summary: 'This API reference as a web page',
    answers: { 200: text('The reference, as HTML.', 'text/html') },
  },
  stylesheet: {
    access: 'public',
    tag: 'Service',
    summary: 'The stylesheet of the reference page',
    answers: { 200: text('CSS.', 'text/css') },
  },
} satisfies Record<string, RouteContract>;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every /api call), GET /api/docs (the same as a
 * readable page, its introduction in the caller's language) and its stylesheet. The document is
 * built from the contracts in the app's route table once every route is registered (onReady), and
 * does not change while the server runs.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  let json = '';
  let pages: Record<Locale, string> = { en: '', de: '' };
  app.addHook('onReady', async () => {
    const document = buildOpenApiDocument([...app.routeTable, ...app.routesOfOtherSetups]);
    json = JSON.stringify(document);
    pages = { en: renderDocsPage(document, 'en'), de: renderDocsPage(document, 'de') };
  });

  defineRoute(app, 'get', '/openapi.json', contracts.document, async (_input, _request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json),
  );
  defineRoute(app, 'get', '/docs', contracts.page, async (_input, request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .type('text/html; charset=utf-8')
      .send(pages[requestLocale(request)]),
  );
  defineRoute(app, 'get', '/docs/docs.css', contracts.stylesheet, async (_input, _request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(DOCS_CSS),
  );
};
