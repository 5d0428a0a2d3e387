/** A non-OK answer from our API. The message follows SPEC §8 "Generic fetch": '<status>: <body text or status text>'. */
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

/** Calls our API with cookies and the access token; resolves the JSON answer, rejects with ApiError when not OK. */
export async function apiFetch<T>(path: string, init: ApiRequestInit = {}): Promise<T> {
  const { body, headers: givenHeaders, ...rest } = init;
  const headers: Record<string, string> = { Accept: 'application/json', ...givenHeaders };
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

  const response = await fetch(path, { ...rest, headers, body: requestBody, credentials: 'include' });
  const text = await response.text();
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : undefined) as T;
}
