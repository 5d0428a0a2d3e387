/**
 * A non-OK answer from our API. The message follows docs/product/copy.md: '<status>: <body text or
 * status text>'.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The parsed JSON body (usually `{ error }`), the raw text when it is not JSON, or null when empty. */
  readonly body: unknown;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(bodyText);
  }

  /** The server's `{ error }` message, when it sent one. */
  get serverError(): string | undefined {
    const body = this.body as { error?: unknown } | null;
    return typeof body?.error === 'string' ? body.error : undefined;
  }
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type AccessTokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

let getAccessToken: AccessTokenGetter | null = null;

/** Registered by the identity code; every apiFetch then sends `Authorization: Bearer <token>`. */
export function setAccessTokenGetter(getter: AccessTokenGetter | null): void {
  getAccessToken = getter;
}

export interface ApiRequestInit extends Omit<RequestInit, 'body' | 'headers'> {
  headers?: Record<string, string>;
  /** Plain values are sent as JSON; strings, FormData, Blob and URLSearchParams as they are. */
  body?: unknown;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

let serverApi: { origin: string; headers: Record<string, string>; siteOrigin: string } | null = null;

/**
 * Server render only (shell/src/server/render.tsx): requests go to `origin` (there is no page to be relative
 * to) with `headers` added; `siteOrigin` is the public address links on the page are made from (default
 * `origin`). null: relative to the page, as in the browser.
 */
export function configureServerApi(
  config: { origin: string; headers?: Record<string, string>; siteOrigin?: string } | null,
): void {
  const trim = (url: string) => url.replace(/\/$/, '');
  serverApi = config && {
    origin: trim(config.origin),
    headers: config.headers ?? {},
    siteOrigin: trim(config.siteOrigin ?? config.origin),
  };
}

/** The site's origin: the page's, or on the server the one configureServerApi was given. */
export function siteOrigin(): string {
  if (typeof window !== 'undefined') return window.location.origin;
  return serverApi?.siteOrigin ?? 'http://localhost';
}

/** Methods whose repeat could change something twice: each request of these carries an Idempotency-Key. */
const NON_IDEMPOTENT = new Set(['POST', 'PATCH']);

/** A random UUID; crypto.randomUUID exists only on secure pages, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Calls our API with cookies and the access token; resolves the JSON answer, rejects with ApiError when not OK.
 * A write (POST, PATCH) carries an `Idempotency-Key` (a caller may give its own): the services answer a
 * repeat of it with the first answer and change nothing, so the gateway can send it to another replica
 * when the connection to the first broke after it was sent.
 */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: givenHeaders, ...rest } = init;
  const headers: Record<string, string> = { Accept: 'application/json', ...givenHeaders };
  const hasKey = Object.keys(headers).some((name) => name.toLowerCase() === 'idempotency-key');
  if (NON_IDEMPOTENT.has((rest.method ?? 'GET').toUpperCase()) && !hasKey)
    headers['Idempotency-Key'] = newIdempotencyKey();
  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      headers['Content-Type'] ??= 'application/json';
    }
  }
  const token = getAccessToken ? await getAccessToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  if (serverApi) Object.assign(headers, serverApi.headers);
  const url = serverApi && path.startsWith('/') ? `${serverApi.origin}${path}` : path;
  const response = await fetch(url, { ...rest, headers, body: requestBody, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}
