import type { FastifyPluginAsync } from 'fastify';
import { DOCS_CSS } from './docs-css';
import { buildOpenApiDocument } from './document';
import { renderDocsPage } from './render-html';

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every /api call), GET /api/docs (the same as a
 * readable page) and its stylesheet. All three are built once, when the app starts.
 */
export const apiDocsRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument();
  const json = JSON.stringify(document);
  const page = renderDocsPage(document);

  app.get('/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json),
  );
  app.get('/docs', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page),
  );
  app.get('/docs/docs.css', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(DOCS_CSS),
  );
};
