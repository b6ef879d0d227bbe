import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MediaStore } from '../infra/images/store';

const YEAR = 'public, max-age=31536000, immutable';

/*
 * Files that name the current build and must be revalidated on every use: index.html, and the
 * service worker (apps/web/src/sw.ts), whose every check for a new version must reach the server.
 */
const revalidated = (rel: string) => rel.endsWith('.html') || rel === 'sw.js';

/**
 * Serves the built web app (apps/web/dist): hashed assets cached for a year, index.html and the
 * service worker never cached, and index.html for every other page path so that the client router
 * can take it. Returns false when there is no build to serve.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!existsSync(path.join(webDist, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      // With preCompressed the file is index.html.br or .gz: judge it by the file it stands for.
      const rel = path.relative(webDist, filePath).replace(/\.(br|gz)$/, '');
      if (revalidated(rel)) res.header('cache-control', 'no-cache');
      else if (rel.startsWith(`assets${path.sep}`)) res.header('cache-control', YEAR);
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  return true;
}

/** Page paths (no file extension) get the app's shell; anything else is a plain 404. */
export function looksLikePage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Uploaded and generated images under /media/: content-addressed names, so they are cached for a
 * year. A disk store is served as static files; an S3 store is read back through the server, so
 * that pages keep one origin.
 */
export async function registerMedia(app: FastifyInstance, store: MediaStore): Promise<void> {
  if (store.kind === 'disk') {
    const { dir } = store;
    mkdirSync(dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', YEAR);
        res.header('x-content-type-options', 'nosniff');
      },
    });
    return;
  }
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const data = await store.get(request.params.name);
    if (!data) return reply.status(404).send({ message: 'Not found.' });
    return reply
      .header('cache-control', YEAR)
      .header('x-content-type-options', 'nosniff')
      .type(request.params.name.endsWith('.webp') ? 'image/webp' : 'application/octet-stream')
      .send(data);
  });
}
