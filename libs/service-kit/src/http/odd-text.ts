import type { FastifyInstance } from 'fastify';

/** A NUL, or half of a surrogate pair without its other half: text no column can store. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const ODD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ODD_TEXT_ERROR = 'Text must not contain NUL characters or invalid Unicode';

function hasOddText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return ODD_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasOddText(item, depth + 1));
  for (const key in value) {
    if (ODD_TEXT.test(key) || hasOddText((value as Record<string, unknown>)[key], depth + 1)) return true;
  }
  return false;
}

/** The path and query as the app will read them (a `%00` or a lone `%ED%A0%80` counts). */
function decodedUrl(url: string): string | null {
  try {
    return decodeURIComponent(url);
  } catch {
    return null;
  }
}

/** Whether a parsed body holds NUL or invalid UTF-16 in any string or key (the body parsers ask). */
export function oddTextIn(value: unknown): boolean {
  return hasOddText(value);
}

/**
 * Odd input never reaches a handler. A NUL or invalid UTF-16 anywhere in the path or the
 * query is refused with 400 when the request arrives, so no route can answer it with a 500 (Postgres
 * refuses NUL in text) or store it; the body parsers refuse the same in a body (bootstrap.ts).
 * Only a `%` escape can put either into a URL: Node reads the raw bytes as Latin-1, and refuses NUL.
 */
export function refuseOddUrls(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!request.url.includes('%')) return done();
    const url = decodedUrl(request.url);
    if (url === null) return void reply.code(400).send({ error: 'Malformed URL' });
    if (ODD_TEXT.test(url)) return void reply.code(400).send({ error: ODD_TEXT_ERROR });
    done();
  });
}
