// The Keycloak realm export (infra/keycloak/takehome-realm.json) as the compose and Kubernetes tests
// read it: the fields they check, the rest left out.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface RealmClient {
  clientId: string;
  enabled?: boolean;
  publicClient?: boolean;
  directAccessGrantsEnabled?: boolean;
  serviceAccountsEnabled?: boolean;
  standardFlowEnabled?: boolean;
  /** `${NAME}`: the secret is a placeholder filled from the environment at import. */
  secret?: string;
  attributes?: Record<string, string>;
  protocolMappers?: { name?: string; config?: Record<string, string> }[];
}

export interface RealmUser {
  username: string;
  serviceAccountClientId?: string;
  clientRoles?: Record<string, string[]>;
}

export interface RealmExport {
  realm: string;
  clients: RealmClient[];
  users: RealmUser[];
}

/** The realm export; `root` is the repository's root. */
export function readRealmExport(root: string): RealmExport {
  return JSON.parse(readFileSync(resolve(root, 'infra/keycloak/takehome-realm.json'), 'utf8')) as RealmExport;
}
