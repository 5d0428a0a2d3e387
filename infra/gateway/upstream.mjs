// How the gateway passes a request to a service and its answer back: undici's connection pool (the
// HTTP client Node itself ships) over kept-alive connections, with a timeout per request, through its
// dispatcher interface, which costs the gateway less CPU per request than undici's `request` API (an
// AsyncResource and a Readable stream per answer; docs/adr/0008-fastify-gateway-and-services.md).
//
// A service's replicas sit behind one undici BalancedPool (weighted round-robin; a replica whose
// connections fail loses weight) composed with undici's retry interceptor, which sends a request that
// never reached a replica's handler to another: the connection was refused, a draining replica answered
// 503 with its draining header, or (for a request that is safe to repeat) the connection was reset
// before any answer began. A replica that keeps refusing is taken out of the pool, and the health check
// (its readiness, every second) takes a draining one out and puts each back once it is ready again.
import { randomUUID } from 'node:crypto';
import { BalancedPool, interceptors } from 'undici';

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
/** The connection broke before an answer began: the request may or may not have been carried out. */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
/** Methods whose repeat changes nothing beyond the first (RFC 9110 §9.2.2). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** What a replica that is stopping puts on the 503 for a request it did not start (the service kit's shutdown). */
export const DRAINING_HEADER = 'x-replica-draining';
/** The key of a write sent with sendBeacon, which cannot set headers (the service kit reads it there too). */
const BEACON_KEY = /[?&]idempotency-key=[^&]/;
/** Tries after the first; each goes to the pool again, which by then prefers another replica. */
const MAX_RETRIES = 3;
/** Connection failures in a row after which a replica leaves the pool until its health check passes. */
const EJECT_AFTER = 2;

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
    this.started = true;
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
 * Whether a failed try may go to another replica: never once an answer began; a refused connection or
 * a draining replica's 503 always (nothing was started); a connection reset before the answer only for a
 * request that is safe to repeat: an idempotent method, or one with an Idempotency-Key (the services
 * answer a repeat of it with the first answer and change nothing).
 */
function retryPolicy(relay, repeatable) {
  return (error, { state }, done) => {
    if (relay.started || relay.done || state.counter > MAX_RETRIES) return done(error);
    let again = false;
    if (error.statusCode !== undefined)
      again = error.statusCode === 503 && error.headers?.[DRAINING_HEADER] !== undefined;
    else if (error.code === 'ECONNREFUSED') again = true;
    else if (RESET_CODES.has(error.code)) again = repeatable;
    if (!again) return done(error);
    // The first retry at once (another replica is there); later ones after a short pause.
    if (state.counter <= 1) return done(null);
    setTimeout(() => done(null), 50 * state.counter).unref?.();
  };
}

/** One service's replicas: a BalancedPool of the ones in rotation, ejection on failures, health checks. */
class Replicas {
  constructor(origins, poolOptions, { healthIntervalMs, healthPath, log }) {
    this.origins = origins.map((url) => new URL(url).origin);
    this.inRotation = new Set(this.origins);
    this.failures = new Map();
    this.log = log;
    this.pool = new BalancedPool(this.origins, poolOptions);
    this.dispatcher = this.pool.compose(interceptors.retry({ throwOnError: false, maxRetries: MAX_RETRIES }));
    this.pool.on('connect', (origin) => this.failures.set(new URL(origin).origin, 0));
    this.pool.on('connectionError', (origin) => {
      const key = new URL(origin).origin;
      const count = (this.failures.get(key) ?? 0) + 1;
      this.failures.set(key, count);
      if (count >= EJECT_AFTER) this.eject(key, 'connections failing');
    });
    this.healthPath = healthPath;
    this.checking = false;
    this.timer = healthIntervalMs > 0 ? setInterval(() => void this.check(), healthIntervalMs) : undefined;
    this.timer?.unref();
  }

  /** Out of rotation until its health check passes; the last one in rotation always stays (it is tried anyway). */
  eject(origin, why) {
    if (!this.inRotation.has(origin) || this.inRotation.size <= 1) return;
    this.inRotation.delete(origin);
    this.pool.removeUpstream(origin);
    this.log?.(`gateway: ${origin} out of rotation (${why})`);
  }

  admit(origin) {
    this.failures.set(origin, 0);
    if (this.inRotation.has(origin)) return;
    this.inRotation.add(origin);
    this.pool.addUpstream(origin);
    this.log?.(`gateway: ${origin} back in rotation`);
  }

  /** Each replica's readiness: 200 keeps it in (or brings it back), anything else takes it out. */
  async check() {
    if (this.checking || this.origins.length < 2) return;
    this.checking = true;
    try {
      await Promise.all(
        this.origins.map(async (origin) => {
          const status = await fetch(`${origin}${this.healthPath}`, { signal: AbortSignal.timeout(1_000) })
            .then(async (res) => (await res.arrayBuffer(), res.status))
            .catch(() => 0);
          if (status === 200) this.admit(origin);
          else this.eject(origin, status ? `readiness ${status}` : 'not answering');
        }),
      );
    } finally {
      this.checking = false;
    }
  }

  close() {
    clearInterval(this.timer);
    return this.pool.close();
  }
}

/**
 * The gateway's connections to the services: per service, its replicas (`services`: name → URL or
 * URLs), `timeoutMs` for the answer's headers and between its chunks.
 */
export function createUpstreams({
  services,
  timeoutMs,
  connections = 64,
  healthIntervalMs = Number(process.env.UPSTREAM_HEALTH_INTERVAL_MS ?? 1_000),
  healthPath = '/health/ready',
  log,
}) {
  const poolOptions = {
    connections,
    pipelining: 1,
    keepAliveTimeout: 30_000,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  };
  const byName = new Map(
    Object.entries(services).map(([name, urls]) => [
      name,
      new Replicas(Array.isArray(urls) ? urls : [urls], poolOptions, { healthIntervalMs, healthPath, log }),
    ]),
  );
  return {
    has: (name) => (byName.get(name)?.origins.length ?? 0) > 0,
    /** Every replica by a label (`calc`, or `calc#2` when there are several) and its URL, for /api/health. */
    all: () =>
      [...byName].flatMap(([name, replicas]) =>
        replicas.origins.map((url, i) => [replicas.origins.length > 1 ? `${name}#${i + 1}` : name, url]),
      ),
    /** Which replicas of a service are in rotation now (tests). */
    inRotation: (name) => [...(byName.get(name)?.inRotation ?? [])],
    /**
     * Sends the request (`body`: a Buffer read whole, the request stream, or null) to one of the
     * service's replicas and its answer to `res`; failures answer 503, and 504 for a service that did
     * not answer in time. The request keeps its `X-Request-Id`, or gets one.
     */
    forward({ service, raw, res, clientAddress, body }) {
      const relay = new AnswerRelay(res, raw.method);
      const repeatable =
        IDEMPOTENT.has(raw.method) || raw.headers['idempotency-key'] !== undefined || BEACON_KEY.test(raw.url);
      byName.get(service).dispatcher.dispatch(
        {
          path: raw.url,
          method: raw.method,
          headers: forwardedHeaders(raw, clientAddress),
          body,
          retryOptions: { retry: retryPolicy(relay, repeatable) },
        },
        relay,
      );
    },
    close: () => Promise.all([...byName.values()].map((replicas) => replicas.close())),
  };
}
