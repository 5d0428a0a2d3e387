// The four real services (real Postgres, real NATS, each on a database of its own) behind the real
// gateway, for the tests that look at the product from outside: every route each service
// really has, read from its controllers, and what the routes table makes of it.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { startTestService, TestIssuer, type TestService, type TestServiceOptions } from '@takehome/service-kit/testing';
import { importPKCS8, SignJWT, type CryptoKey } from 'jose';
import pg from 'pg';
import type { z } from 'zod';
import { createGateway } from '../../gateway/gateway.mjs';
import { service as analytics } from '../../../svc-analytics/src/service.js';
import { service as calc } from '../../../svc-calc/src/service.js';
import { service as content } from '../../../svc-content/src/service.js';
import { service as identity } from '../../../svc-identity/src/service.js';

export const SERVICE_DEFINITIONS = { identity, calc, content, analytics } as const;
export type ServiceName = keyof typeof SERVICE_DEFINITIONS;
export const SERVICE_NAMES = Object.keys(SERVICE_DEFINITIONS) as ServiceName[];

/**
 * Starts one service by name. One call per definition: each has its own config type, and
 * startTestService cannot take the union SERVICE_DEFINITIONS[name] gives for a name not known until run time.
 */
const STARTERS: Record<ServiceName, (options: TestServiceOptions) => Promise<TestService>> = {
  identity: (options) => startTestService(identity, options),
  calc: (options) => startTestService(calc, options),
  content: (options) => startTestService(content, options),
  analytics: (options) => startTestService(analytics, options),
};
export const startService = (name: ServiceName, options: TestServiceOptions) => STARTERS[name](options);

export type Access = 'public' | 'optional' | 'user' | 'admin';

/** One route as its controller declares it. */
export interface ServiceRoute {
  service: ServiceName;
  method: string;
  /** e.g. '/api/blog/posts/:slug' */
  path: string;
  /** What the kit's access guard is told (Public, OptionalAuth, AdminOnly; signed-in users otherwise). */
  access: Access;
  /** The zod schemas of its validated body and query, when it has them. */
  body?: z.ZodType;
  query?: z.ZodType;
  /** Whether a handler argument is the body (validated by a schema or not). */
  takesBody: boolean;
  /** Its path parameters, in order. */
  params: string[];
}

// Nest's RequestMethod enum, by index.
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'];
// The key of the kit's access decorators (libs/service-kit/src/auth/guards.ts).
const ACCESS = 'takehome:access';
// Nest's RouteParamtypes: BODY = 3, QUERY = 4.
const BODY = 3;
const QUERY = 4;

const joinPath = (...parts: string[]) =>
  `/${parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/')}`;

function schemaOfArgument(args: Record<string, { index: number; pipes?: unknown[] }>, type: number) {
  const entry = Object.entries(args).find(([key]) => key.startsWith(`${type}:`));
  const pipe = entry?.[1].pipes?.find((p) => p && typeof p === 'object' && 'schema' in p) as
    { schema: z.ZodType } | undefined;
  return pipe?.schema;
}

/** Every route of a running service, read from its controllers' metadata (health and internal paths left out). */
export function routesOf(name: ServiceName, app: INestApplication): ServiceRoute[] {
  const container = (
    app as unknown as { container: { getModules(): Map<string, { controllers: Map<unknown, { metatype: unknown }> }> } }
  ).container;
  const routes: ServiceRoute[] = [];
  for (const module of container.getModules().values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as { prototype: Record<string, unknown> } & object;
      const prefixes = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      const classAccess = Reflect.getMetadata(ACCESS, controller) as Access | undefined;
      for (const key of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[key];
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as number | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        if (method === undefined || paths === undefined) continue;
        const handlerArgs = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {}) as Record<
          string,
          { index: number; pipes?: unknown[] }
        >;
        for (const prefix of prefixes) {
          for (const path of [paths].flat()) {
            const full = joinPath(prefix, path);
            if (/^\/(health|metrics|docs)(\/|$)/.test(full)) continue;
            routes.push({
              service: name,
              method: METHODS[method],
              path: full,
              access: (Reflect.getMetadata(ACCESS, handler) as Access | undefined) ?? classAccess ?? 'user',
              body: schemaOfArgument(handlerArgs, BODY),
              takesBody: Object.keys(handlerArgs).some((key) => key.startsWith(`${BODY}:`)),
              query: schemaOfArgument(handlerArgs, QUERY),
              params: [...full.matchAll(/:(\w+)/g)].map((match) => match[1]),
            });
          }
        }
      }
    }
  }
  return routes;
}

/** A route's path with its parameters filled in by `fill` (each value is URL-encoded unless `raw`). */
export function concretePath(route: ServiceRoute, fill: (param: string) => string, raw = false): string {
  return route.path.replace(/:(\w+)/g, (_, param: string) => (raw ? fill(param) : encodeURIComponent(fill(param))));
}

export interface TokenClaims {
  sub?: string;
  tier?: string;
  roles?: string[];
}

export interface TokenOptions {
  /** Seconds from now (negative: already expired); 10 minutes by default. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  /** Another key to sign with (a forgery); identity's own otherwise. */
  key?: CryptoKey;
  kid?: string;
}

/** Tokens as svc-identity signs them, made with its own stored key (or, for forgeries, another). */
export interface IdentitySigner {
  kid: string;
  issuer: string;
  audience: string;
  token(claims?: TokenClaims, options?: TokenOptions): Promise<string>;
}

export interface Product {
  /** Started for the services' test config (issuer and audience); the services trust svc-identity's keys. */
  issuer: TestIssuer;
  /** Signs as svc-identity does: the product's tokens. */
  signer: IdentitySigner;
  services: Record<ServiceName, TestService>;
  routes: ServiceRoute[];
  /** The gateway's base URL. */
  url: string;
  close(): Promise<void>;
}

/** The four services (env for all of them, `envOf` for one) behind the gateway, and every route they have. */
export async function startProduct(
  env: Record<string, string> = {},
  envOf: Partial<Record<ServiceName, Record<string, string>>> = {},
): Promise<Product> {
  const issuer = await TestIssuer.start();
  const services = {} as Record<ServiceName, TestService>;
  const root = mkdtempSync(join(tmpdir(), 'takehome-product-'));
  let gateway: ReturnType<typeof createGateway> | undefined;
  const close = async () => {
    await gateway?.close();
    for (const svc of Object.values(services)) await svc.close();
    await issuer.close();
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // As in the product: svc-identity signs the tokens and every service checks them against its JWKS.
    services.identity = await startService('identity', { issuer, env: { ...env, ...envOf.identity } });
    const jwks = { AUTH_JWKS_URL: `${services.identity.url}/.well-known/jwks.json` };
    for (const name of SERVICE_NAMES.filter((n) => n !== 'identity'))
      services[name] = await startService(name, {
        issuer,
        env: { ...env, ...envOf[name], ...jwks },
      });
    gateway = createGateway({
      root,
      services: Object.fromEntries(SERVICE_NAMES.map((name) => [name, services[name].url])),
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    const routes = SERVICE_NAMES.flatMap((name) => routesOf(name, services[name].app));
    const signer = await identitySigner(services.identity);
    return { issuer, signer, services, routes, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** svc-identity's signing key, read from its schema: the tests sign what identity would (and expired tokens). */
async function identitySigner(svc: TestService): Promise<IdentitySigner> {
  const client = new pg.Client({ connectionString: svc.database.url });
  await client.connect();
  const { rows } = await client
    .query<{ kid: string; pem: string }>(
      'SELECT kid, private_key_pem AS pem FROM identity.signing_keys ORDER BY created_at DESC LIMIT 1',
    )
    .finally(() => client.end());
  const own = await importPKCS8(rows[0].pem, 'RS256');
  const { AUTH_ISSUER: issuer, AUTH_AUDIENCE: audience } = svc.config;
  return {
    kid: rows[0].kid,
    issuer,
    audience,
    async token(claims = {}, options = {}) {
      const sub = claims.sub ?? randomUUID();
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({
        email: `${sub.slice(0, 8)}@example.com`,
        name: 'Matrix User',
        tier: claims.tier ?? 'free',
        roles: claims.roles ?? [],
      })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? rows[0].kid, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? audience)
        .setIssuedAt(now - Math.max(0, -(options.expiresIn ?? 0)) - 60)
        .setExpirationTime(now + (options.expiresIn ?? 600))
        .setJti(randomUUID())
        .sign(options.key ?? own);
    },
  };
}
