import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger options (its own and pino's). */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/*
 * What the server's log may hold: no secrets (session tokens, the tokens of mailed links, OAuth
 * codes) and no personal data (e-mail addresses). Request lines keep the path and the names of the
 * query's parameters, which is what finding a fault needs; the values go. Messages are cleaned as
 * they are written, so a line written anywhere in the server (a mail that failed, a provider's
 * error) cannot carry an address either.
 */

/**
 * An e-mail address, also when it is percent-encoded in a URL (`lena%40example.com`). The parts are
 * bounded (as addresses are) so that a long line costs linear time.
 */
const EMAIL =
  /[A-Za-z0-9._%+-]{1,64}(?:@|%40)[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/gi;
/** A path segment that is an address as a whole (`/api/user/{email}`), once decoded. */
const EMAIL_SEGMENT = /^[^\s@/]+@[^\s@/]+$/;
/**
 * The value of a parameter in a query string inside a message. Quotes and backslashes end it, so
 * the replacement never cuts into the escaping of a JSON string.
 */
const QUERY_VALUE = /([?&][^\s=&#?"'<>\\]{1,100}=)[^\s&#"'<>\\]+/g;
/** Segments after which the next one is a secret: better-auth's GET /api/auth/reset-password/{token}. */
const SECRET_AFTER = new Set(['reset-password']);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A request's URL as the log shows it: every query value dropped (`?token=abc&user=x` becomes
 * `?token=&user=`), path segments that are e-mail addresses replaced with `[email]`, and the token
 * of a reset link's path with `[token]`.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = pathname.split('/');
  const cleanPath = segments
    .map((segment, i) => {
      if (EMAIL_SEGMENT.test(decoded(segment))) return '[email]';
      const before = segments[i - 1];
      return before !== undefined && SECRET_AFTER.has(before) && segment !== '' ? '[token]' : segment;
    })
    .join('/');
  if (queryAt < 0) return cleanPath;
  // A parameter without `=` is all value: it goes whole.
  const names = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair.includes('='))
    .map((pair) => `${pair.slice(0, pair.indexOf('=')).replace(EMAIL, '[email]')}=`);
  return `${cleanPath}?${names.join('&')}`;
}

/** Free text (a log message, an error's message or stack) without addresses or query values. */
export function redactText(text: string): string {
  return text.replace(EMAIL, '[email]').replace(QUERY_VALUE, '$1');
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value);
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, redactValue(inner)]));
  }
  return value;
}

/**
 * One finished log line (pino's JSON) with every string in it cleaned by redactText. A line that is
 * not JSON is cleaned as text.
 */
export function redactLogLine(line: string): string {
  const end = line.endsWith('\n') ? '\n' : '';
  try {
    return JSON.stringify(redactValue(JSON.parse(line))) + end;
  } catch {
    return redactText(line);
  }
}

/** Fastify's request fields for its request lines, with the URL cleaned. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * The logger options every server uses (app.ts adds level and destination): the request
 * serializer, headers that carry credentials censored wherever a line holds them, and every line
 * cleaned as it is written.
 */
export function logRedaction(): Pick<LoggerOptions, 'serializers' | 'redact' | 'hooks'> {
  return {
    serializers: { req: requestForLog },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'headers["set-cookie"]',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: redactLogLine },
  };
}
