import { ApiError } from '@takehome/web-kit';

/** The server's `{ error }` text when it sent one, else the error's own message (e.g. a network failure). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** docs/product/copy.md 'Error: {details or error}': the server's details when present, else its error. */
export function detailsOrError(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.body as { details?: unknown } | null)?.details;
    if (typeof details === 'string' && details) return details;
  }
  return errorText(error);
}

/** True when the server refused the call because the caller is not an admin. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
