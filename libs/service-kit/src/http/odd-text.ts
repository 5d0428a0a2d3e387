import type { NextFunction, Request, Response } from 'express';

/** A NUL, or half of a surrogate pair without its other half: text no column can store. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const ODD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const ODD_TEXT_ERROR = 'Text must not contain NUL characters or invalid Unicode';

function hasOddText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return ODD_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasOddText(item, depth + 1));
  return Object.entries(value).some(([key, item]) => ODD_TEXT.test(key) || hasOddText(item, depth + 1));
}

/** The path and query as the app will read them (a `%00` or a lone `%ED%A0%80` counts). */
function decodedUrl(url: string): string | null {
  try {
    return decodeURIComponent(url);
  } catch {
    return null;
  }
}

/**
 * Issue 13: odd input never reaches a handler. A NUL or invalid UTF-16 anywhere in the path, the query
 * or a JSON body is refused with 400 before validation, so no route can answer it with a 500 (Postgres
 * refuses NUL in text) or store it. Runs after the body parser.
 */
export function refuseOddText() {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = decodedUrl(req.originalUrl ?? req.url);
    if (url === null) {
      res.status(400).json({ error: 'Malformed URL' });
      return;
    }
    if (ODD_TEXT.test(url) || hasOddText(req.body)) {
      res.status(400).json({ error: ODD_TEXT_ERROR });
      return;
    }
    next();
  };
}
