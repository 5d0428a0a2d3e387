import type { ExternalSessionSource } from './types';

let source: ExternalSessionSource | null = null;

/** Registered by the shell when an outside identity provider (Keycloak) is in use. */
export function setExternalSessionSource(next: ExternalSessionSource | null): void {
  source = next;
}

export function externalSessionSource(): ExternalSessionSource | null {
  return source;
}
