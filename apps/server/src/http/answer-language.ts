import { localeFromAcceptLanguage, type Locale } from '@tgde/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translateFinished } from '../infra/i18n/server-i18n';

/** The language a caller asks for with `Accept-Language` (`de` or English). */
export function requestLocale(request: FastifyRequest): Locale {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

const SENTENCE_KEYS = new Set(['message', 'errors', 'code']);

interface Sentences {
  message?: unknown;
  errors?: unknown;
}

/**
 * Every `{message, errors}` an API call answers is written in English where it is made (a zod
 * rule, a refusal, better-auth's own words); here, on its way out, it takes the caller's language.
 */
export function registerAnswerLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    const locale = requestLocale(request);
    if (locale === 'en' || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return payload;
    }
    const body = payload as Sentences;
    // A success's own data may have a `message` too (a visitor's message): only a refusal, or an
    // answer that is nothing but a sentence, is ours to translate.
    const onlySentence = Object.keys(body).every((key) => SENTENCE_KEYS.has(key));
    if (
      (reply.statusCode < 400 && !onlySentence) ||
      (typeof body.message !== 'string' && !Array.isArray(body.errors))
    ) {
      return payload;
    }
    const translated: Sentences = { ...body };
    if (typeof body.message === 'string') translated.message = translateFinished(locale, body.message);
    if (Array.isArray(body.errors)) {
      translated.errors = body.errors.map((error: unknown) =>
        typeof error === 'object' && error !== null && typeof (error as Sentences).message === 'string'
          ? { ...error, message: translateFinished(locale, (error as { message: string }).message) }
          : error,
      );
    }
    return translated;
  });
}
