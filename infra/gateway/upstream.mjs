// How the gateway passes a request to a service and its answer back: undici's connection pool (the
// HTTP client Node itself ships) over kept-alive connections, with a timeout per request, through its
// dispatcher interface. @fastify/reply-from did the same over undici's `request` API, which makes an
// AsyncResource and a Readable stream per answer and runs its retry layer (a GET answered 503 was
// retried up to ten times, each after the answer's Retry-After): the gateway spent 200-240 µs of CPU
// per save that way against 130-180 µs this way, at 1,500 a second (issue 11).
import { randomUUID } from 'node:crypto';
import { Pool } from 'undici';

/** Headers of one hop only (RFC 9110 §7.6.1), never passed on; `host` is the upstream's own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/** Written by the gateway itself (forwardedHeaders): what a client sends under these names is dropped. */
const FORWARDING = new Set(['x-forwarded-for', 'x-forwarded-proto', 'x-request-id']);
/** Answers up to this size, by their content-length, are sent with their headers in one write. */
export const WHOLE_BODY_MAX = 64 * 1024;

const ERRORS = {
  504: 'Upstream timed out',
  503: 'Service temporarily unavailable',
};

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** A JSON error answer written straight to the socket (the request was taken from Fastify). */
export function writeJsonError(res, status) {
  const body = JSON.stringify({ error: ERRORS[status] });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

/** The header names a Connection header lists: hop-by-hop as well (RFC 9110 §7.6.1). */
function connectionListed(value) {
  if (!value) return undefined;
  return new Set(
    String(value)
      .toLowerCase()
      .split(',')
      .map((name) => name.trim()),
  );
}

/**
 * The request's headers for the service, as a flat [name, value, …] list: hop-by-hop ones dropped,
 * `X-Forwarded-For` replaced (never appended) by the address that connected to us.
 */
function forwardedHeaders(raw, clientAddress) {
  const listed = connectionListed(raw.headers.connection);
  const headers = [];
  const names = raw.rawHeaders;
  for (let i = 0; i < names.length; i += 2) {
    const name = names[i].toLowerCase();
    if (HOP_BY_HOP.has(name) || FORWARDING.has(name) || listed?.has(name)) continue;
    headers.push(name, names[i + 1]);
  }
  const id = raw.headers['x-request-id'];
  headers.push(
    'x-forwarded-for',
    clientAddress ?? '',
    'x-forwarded-proto',
    'http',
    'x-request-id',
    typeof id === 'string' ? id : randomUUID(),
  );
  return headers;
}

/** The answer's headers for the client, as a flat list for writeHead: hop-by-hop ones dropped. */
function answerHeaders(headers) {
  const list = [];
  for (const name in headers) {
    if (HOP_BY_HOP.has(name)) continue;
    const value = headers[name];
    if (Array.isArray(value)) for (const item of value) list.push(name, item);
    else list.push(name, value);
  }
  return list;
}

/**
 * One dispatch's handler (undici's handler interface): a small answer with a length is gathered and
 * written with its headers at once; any other streams as it comes, paced by the client's socket.
 */
class AnswerRelay {
  constructor(res, method) {
    this.res = res;
    this.method = method;
    this.controller = undefined;
    this.whole = null;
    this.size = 0;
    this.done = false;
    // The client went away: the service's work for it is dropped too.
    res.once('close', () => {
      if (!this.done) this.controller?.abort(new Error('The client went away'));
    });
  }

  onRequestStart(controller) {
    this.controller = controller;
  }

  onResponseStart(controller, status, headers) {
    const length = Number(headers['content-length']);
    this.res.statusCode = status;
    this.headers = answerHeaders(headers);
    if (length > 0 && length <= WHOLE_BODY_MAX && this.method !== 'HEAD') this.whole = [];
    else this.res.writeHead(status, this.headers);
  }

  onResponseData(controller, chunk) {
    if (this.whole) {
      this.whole.push(chunk);
      this.size += chunk.length;
    } else if (!this.res.write(chunk)) {
      controller.pause();
      this.res.once('drain', () => controller.resume());
    }
  }

  onResponseEnd() {
    this.done = true;
    if (!this.whole) return this.res.end();
    this.res.writeHead(this.res.statusCode, this.headers);
    this.res.end(this.whole.length === 1 ? this.whole[0] : Buffer.concat(this.whole, this.size));
  }

  onResponseError(controller, error) {
    this.done = true;
    if (this.res.destroyed) return;
    // Cut off after its headers went out: the client sees the connection end, not a wrong body.
    if (this.res.headersSent) return this.res.destroy();
    writeJsonError(this.res, TIMEOUT_CODES.has(error?.code) ? 504 : 503);
  }
}

/**
 * The gateway's connections to the services: one pool per upstream origin (each replica its own),
 * `timeoutMs` for the answer's headers and between its chunks.
 */
export function createUpstreams({ timeoutMs, connections = 64 }) {
  const pools = new Map();
  const poolFor = (origin) => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections,
        pipelining: 1,
        keepAliveTimeout: 30_000,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      });
      pools.set(origin, pool);
    }
    return pool;
  };
  return {
    /**
     * Sends the request (`body`: a Buffer read whole, the request stream, or null) to `origin` and its
     * answer to `res`; failures answer 503, and 504 for a service that did not answer in time. The
     * request keeps its `X-Request-Id`, or gets one.
     */
    forward({ origin, raw, res, clientAddress, body }) {
      poolFor(origin).dispatch(
        {
          origin,
          path: raw.url,
          method: raw.method,
          headers: forwardedHeaders(raw, clientAddress),
          body,
        },
        new AnswerRelay(res, raw.method),
      );
    },
    close: () => Promise.all([...pools.values()].map((pool) => pool.close())),
  };
}
