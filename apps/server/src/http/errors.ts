import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiError } from '@tgde/contracts';
import { z } from 'zod';
import { isDatabaseUnavailable } from '../db/errors';

/**
 * A refusal: a 4xx status and a body `{message, errors?}`, where `message` is a sentence for the
 * person using the product and `errors` lists `{path, message}` for each invalid field.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: ApiError['errors'],
    /** A machine-readable reason the web app acts on (TWO_FACTOR_REQUIRED), beside the sentence. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);

/** Seconds a client is asked to wait (Retry-After) when the service is overloaded or its database is down. */
export const RETRY_AFTER_SECONDS = 5;
export const DATABASE_DOWN_MESSAGE =
  'Our database cannot be reached right now. Please try again in a moment.';

type FieldErrors = NonNullable<ApiError['errors']>;

/**
 * A refusal's body for failed zod checks: each bad field under `errors`, and a sentence. One field:
 * its own message (the form's words read as a sentence); several: a sentence that asks to correct
 * them.
 */
export function describeInvalidInput(issues: readonly z.core.$ZodIssue[]): {
  message: string;
  errors: FieldErrors;
} {
  const [message, errors] = sentenceAndErrors(
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  );
  return { message, errors };
}

function sentenceAndErrors(errors: FieldErrors): [string, FieldErrors] {
  const first = errors[0];
  const message =
    errors.length === 1 && first
      ? first.message
      : 'Some fields are not valid: please correct them and try again.';
  return [message, errors];
}

/**
 * Refuses fields checked outside a schema with a 400, worded as a schema's refusal is (one field: its
 * message; several: a sentence asking to correct them).
 */
export function invalidFields(
  errors: readonly { path: readonly (string | number)[]; message: string }[],
): HttpError {
  return new HttpError(
    400,
    ...sentenceAndErrors(errors.map((e) => ({ path: e.path.map(String).join('.'), message: e.message }))),
  );
}

/** Refuses one field with a 400 whose `errors` names it. */
export function invalidField(path: string, message: string): HttpError {
  return new HttpError(400, message, [{ path, message }]);
}

/**
 * Checks input against a contract schema; a failure is a 400 that lists each bad field. Routes get
 * their input checked by the route table (defineRoute), which calls this.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = z.safeParse(schema, input);
  if (result.success) return result.data;
  const { message, errors } = describeInvalidInput(result.error.issues);
  throw new HttpError(400, message, errors);
}

const genericMessages: Record<number, string> = {
  400: 'The request could not be understood.',
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'That method is not allowed here.',
  413: 'The request is too large.',
  415: 'That content type is not supported.',
  429: 'Too many requests: please wait a moment and try again.',
};

/** Every error leaves as `{message, errors?}`; nothing a client sends turns into a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message };
      if (error.errors) body.errors = error.errors;
      if (error.code) body.code = error.code;
      return reply.status(error.statusCode).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (bad JSON, body too large, wrong content type, rate limit).
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : (genericMessages[status] ?? 'The request was refused.');
      return reply.status(status).send({ message } satisfies ApiError);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply
        .status(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_DOWN_MESSAGE } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({
      message: 'Something went wrong on our side. Please try again in a moment.',
    } satisfies ApiError);
  });
}
