import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError, registerErrorHandling } from './errors';
import type { AccessGuard, AccessGuards, RouteContract, RouteSession } from './route-contract';
import { defineRoute, recordRoutes } from './route-table';

// A caller as the auth layer would admit them: the header names who is asking.
const admit: AccessGuard = async (request) => {
  const name = request.headers['x-caller'];
  if (typeof name !== 'string') throw new HttpError(401, 'Please sign in to continue.');
  return { user: { name }, token: `token-of-${name}` } as unknown as RouteSession;
};
const guards: AccessGuards = { user: admit, verified: admit, owner: admit, admin: admit };

const contract = {
  access: 'user',
  tag: 'Service',
  summary: 'Echo',
  params: z.object({ id: z.string() }),
  query: z.object({ limit: z.coerce.number().int().min(1).default(10) }),
  body: z.object({
    title: z.string().trim().min(1, 'Give it a title'),
    count: z.number().int('Whole numbers only'),
  }),
  answers: {},
} satisfies RouteContract;

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function echoApp(seen: unknown[] = []): Promise<FastifyInstance> {
  app = Fastify();
  recordRoutes(app, guards);
  registerErrorHandling(app);
  defineRoute(app, 'post', '/api/echo/:id', contract, async ({ params, query, body, caller, session }) => {
    const input = { params, query, body, caller, token: session.token };
    seen.push(input);
    return input;
  });
  await app.ready();
  return app;
}

describe('defineRoute', () => {
  it("hands the handler its contract's parsed params, query and body, and the admitted caller", async () => {
    const seen: unknown[] = [];
    const api = await echoApp(seen);
    const answer = await api.inject({
      method: 'POST',
      url: '/api/echo/abc?limit=3',
      headers: { 'x-caller': 'Ada' },
      payload: { title: '  Rhine  ', count: 2, ignored: true },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(seen).toEqual([
      {
        params: { id: 'abc' },
        query: { limit: 3 },
        body: { title: 'Rhine', count: 2 },
        caller: { name: 'Ada' },
        token: 'token-of-Ada',
      },
    ]);
  });

  it('refuses a bad body with a 400 that names each field, before the handler runs', async () => {
    const seen: unknown[] = [];
    const api = await echoApp(seen);
    const one = await api.inject({
      method: 'POST',
      url: '/api/echo/abc',
      headers: { 'x-caller': 'Ada' },
      payload: { title: ' ', count: 2 },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({
      message: 'Give it a title',
      errors: [{ path: 'title', message: 'Give it a title' }],
    });
    const two = await api.inject({
      method: 'POST',
      url: '/api/echo/abc',
      headers: { 'x-caller': 'Ada' },
      payload: { title: '', count: 1.5 },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({
      message: 'Some fields are not valid: please correct them and try again.',
      errors: [
        { path: 'title', message: 'Give it a title' },
        { path: 'count', message: 'Whole numbers only' },
      ],
    });
    // A missing body is read as `{}`: each required field is named.
    const none = await api.inject({ method: 'POST', url: '/api/echo/abc', headers: { 'x-caller': 'Ada' } });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ errors: { path: string }[] }>().errors.map((error) => error.path)).toEqual([
      'title',
      'count',
    ]);
    // A bad query is refused the same way.
    const query = await api.inject({
      method: 'POST',
      url: '/api/echo/abc?limit=0',
      headers: { 'x-caller': 'Ada' },
      payload: { title: 'Rhine', count: 1 },
    });
    expect(query.statusCode).toBe(400);
    expect(query.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('limit');
    expect(seen).toEqual([]);
  });

  it('runs the access guard first: nobody is refused before the input is looked at', async () => {
    const api = await echoApp();
    const answer = await api.inject({ method: 'POST', url: '/api/echo/abc', payload: { title: '' } });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('records the route with its contract, for the API document and the authorization test', async () => {
    const api = await echoApp();
    expect(api.routeTable.find((route) => route.url === '/api/echo/:id' && route.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/echo/:id',
      contract,
    });
  });
});
