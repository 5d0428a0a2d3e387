import { useQuery } from '@takehome/web-kit/react-query';
import type { AuthProvidersResponse, KeycloakWebConfig } from '@takehome/contracts';

export type KeycloakConfig = KeycloakWebConfig;

/**
 * GET /api/auth/providers: only svc-identity with IDENTITY_PROVIDER=keycloak answers a Keycloak
 * config; anything else (the embedded provider, an error) means Google sign-in is off (docs/product/identity.md).
 * Plain fetch, not apiFetch: this runs while the session is being restored, before tokens exist. */
export async function fetchKeycloakConfig(): Promise<KeycloakConfig | null> {
  try {
    const response = await fetch('/api/auth/providers', { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const { keycloak } = (await response.json()) as Partial<AuthProvidersResponse>;
    return keycloak?.url && keycloak.realm && keycloak.clientId ? keycloak : null;
  } catch {
    return null;
  }
}

export function useKeycloakConfig() {
  return useQuery({ queryKey: ['/api/auth/providers'], queryFn: fetchKeycloakConfig });
}
