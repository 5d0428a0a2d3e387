// The authorization matrix. Every route each real service has (read from its controllers),
// reached through the real gateway by the routes table, with no token, forged ones (signed by another
// key under the real key's id, for the right issuer and audience), an expired one, ones for another
// issuer or audience, a non-admin's and an admin's. Admin and signed-in routes refuse (401, or 403 for
// a non-admin on an admin route, or naming someone else), optional ones refuse a bad token, public
// ones answer alike whatever is sent. The result must be 0 deviations.
import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import pg from 'pg';
import { startTestService, type TestService } from '@takehome/service-kit/testing';
import { ROUTES, routeFor } from '../gateway/routes.mjs';
import { RAISED_LIMITS } from '../../e2e/support/limits.mjs';
import {
  concretePath,
  routesOf,
  SERVICE_DEFINITIONS,
  startProduct,
  type Product,
  type ServiceRoute,
} from './support/product.js';

type Case = { name: string; token?: string; kind: 'none' | 'bad' | 'user' | 'admin' };
// cases[0] is 'no token'.

let product: Product;
let stripeIdentity: TestService;
let cases: Case[];
/** A real account (signed up through the gateway) and the first admin, so /api/auth/me knows them. */
let userId: string;
let adminId: string;
const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_matrix',
  STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
  STRIPE_PRICE_PRO_MONTHLY: 'price_monthly',
  STRIPE_PRICE_PRO_YEARLY: 'price_yearly',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};

beforeAll(async () => {
  // Limits raised: 5 token cases of the contact form from one address are not this test's subject.
  product = await startProduct(RAISED_LIMITS);
  // The Stripe webhook exists only with a Stripe key (the demo checkout otherwise): that identity too.
  // On identity's own database, as a replica: the same signing key.
  stripeIdentity = await startTestService(SERVICE_DEFINITIONS.identity, {
    issuer: product.issuer,
    database: product.services.identity.database,
    env: { ...RAISED_LIMITS, ...STRIPE_ENV },
  });
  const issuer = product.signer;
  const signup = await fetch(`${product.url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'matrix@example.com', password: 'matrix-pass-2026' }),
  });
  expect(signup.status).toBe(201);
  userId = ((await signup.json()) as { user: { id: string } }).user.id;
  const db = new pg.Client({ connectionString: product.services.identity.database.url });
  await db.connect();
  adminId = (
    await db
      .query<{ id: string }>(`SELECT id FROM identity.users WHERE email = 'admin@takehome.local'`)
      .finally(() => db.end())
  ).rows[0].id;
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const now = Math.floor(Date.now() / 1000);
  const admin = { roles: ['admin'], tier: 'admin' as const };
  const unsigned = (claims: object) =>
    `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ sub: randomUUID(), iss: issuer.issuer, aud: issuer.audience, exp: now + 600, ...claims }),
    ).toString('base64url')}.`;
  cases = [
    { name: 'no token', kind: 'none' },
    { name: 'empty bearer', kind: 'bad', token: '' },
    { name: 'garbage', kind: 'bad', token: 'not-a-jwt' },
    { name: 'forged admin (other key, real kid)', kind: 'bad', token: await issuer.token(admin, { key: otherKey }) },
    {
      name: 'forged admin (other key, other kid)',
      kind: 'bad',
      token: await issuer.token(admin, { key: otherKey, kid: randomUUID() }),
    },
    { name: 'alg none admin', kind: 'bad', token: unsigned({ roles: ['admin'], tier: 'admin' }) },
    { name: 'expired admin', kind: 'bad', token: await issuer.token(admin, { expiresIn: -60 }) },
    { name: 'expired user', kind: 'bad', token: await issuer.token({ sub: userId }, { expiresIn: -60 }) },
    { name: 'admin of another audience', kind: 'bad', token: await issuer.token(admin, { audience: 'elsewhere' }) },
    { name: 'admin of another issuer', kind: 'bad', token: await issuer.token(admin, { issuer: 'http://evil.test' }) },
    {
      name: 'admin signed with HS256 over the public key id',
      kind: 'bad',
      token: await new SignJWT({ roles: ['admin'], tier: 'admin' })
        .setProtectedHeader({ alg: 'HS256', kid: issuer.kid })
        .setSubject(randomUUID())
        .setIssuer(issuer.issuer)
        .setAudience(issuer.audience)
        .setExpirationTime('10m')
        .sign(new TextEncoder().encode('guess')),
    },
    { name: 'free user', kind: 'user', token: await issuer.token({ sub: userId, tier: 'free' }) },
    { name: 'pro user', kind: 'user', token: await issuer.token({ sub: userId, tier: 'pro' }) },
    { name: 'admin', kind: 'admin', token: await issuer.token({ ...admin, sub: adminId }) },
  ];
}, 120_000);

afterAll(async () => {
  await stripeIdentity?.close();
  await product?.close();
});

/** Parameters: the caller's own id where a path names a user, unknown ids and slugs elsewhere. */
const fill = (param: string) => (param === 'userId' ? userId : param === 'slug' ? 'no-such-post' : randomUUID());

async function send(base: string, route: ServiceRoute, path: string, token?: string): Promise<number> {
  const headers: Record<string, string> = {};
  if (token !== undefined) headers.authorization = `Bearer ${token}`;
  const write = !['GET', 'HEAD', 'DELETE'].includes(route.method);
  if (write) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}`, {
    method: route.method,
    headers,
    body: write ? '{}' : undefined,
    redirect: 'manual',
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * What the matrix expects of a route for a token case, given the statuses the same call had with no
 * token and with a Pro user's token (a free user's 403 on a Pro feature is the plan, not access).
 */
function deviation(
  route: ServiceRoute,
  kase: Case,
  status: number,
  anonymous: number,
  pro: number,
): string | undefined {
  const refused = status === 401 || status === 403;
  const expect = (ok: boolean, what: string) => (ok ? undefined : `${what}, got ${status}`);
  if (status >= 500) return `answered ${status}`;
  switch (route.access) {
    case 'public':
      return expect(status === anonymous && status !== 403, `public: the answer without a token (${anonymous})`);
    case 'optional':
      if (kase.kind === 'bad') return expect(status === 401, 'optional with a bad token: 401');
      return expect(!refused, 'optional: served');
    case 'user':
      if (kase.kind === 'none' || kase.kind === 'bad') return expect(status === 401, 'signed-in only: 401');
      if (kase.name === 'free user' && status === 403 && !(pro === 401 || pro === 403)) return undefined;
      return expect(!refused, 'signed-in only: served to a signed-in caller');
    case 'admin':
      if (kase.kind === 'none' || kase.kind === 'bad') return expect(status === 401, 'admin only: 401');
      if (kase.kind === 'user') return expect(status === 403, 'admin only: 403 to a non-admin');
      return expect(!refused, 'admin only: served to an admin');
  }
}

describe('the authorization matrix', () => {
  it('walks every row of the routes table: each reaches routes of its service, and every route is reachable', () => {
    const problems: string[] = [];
    const all = [...product.routes, ...routesOf('identity', stripeIdentity.app)];
    for (const route of all) {
      const row = routeFor(route.method, concretePath(route, fill));
      if (row?.service !== route.service)
        problems.push(`${route.method} ${route.path} (${route.service}) goes to ${row?.service ?? 'no service'}`);
    }
    for (const row of ROUTES) {
      const served = all.some((route) => routeFor(route.method, concretePath(route, fill)) === row);
      if (!served) problems.push(`routes table row ${row.path} reaches no route of ${row.service}`);
    }
    expect(problems).toEqual([]);
    expect(product.routes.length).toBeGreaterThanOrEqual(60);
  });

  it('keeps admin paths admin-only and public writes to the known public forms', () => {
    const all = [...product.routes, ...routesOf('identity', stripeIdentity.app)];
    const adminPathsNotAdmin = all.filter((r) => r.path.startsWith('/api/admin/') && r.access !== 'admin');
    expect(adminPathsNotAdmin.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const publicWrites = [
      ...new Set(
        all
          .filter((r) => r.method !== 'GET' && (r.access === 'public' || r.access === 'optional'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();
    // A new anonymous write must be added here on purpose (and limited: docs/product/limits.md).
    expect(publicWrites).toEqual(
      [
        'POST /api/calculator-usage',
        // Only a 308 to /api/calculator-usage for the previous release's front ends; it writes nothing.
        'POST /api/analytics/calculator-usage',
        'POST /api/analytics/events',
        'POST /api/auth/refresh',
        'POST /api/auth/signin',
        'POST /api/auth/signout',
        'POST /api/auth/signup',
        'POST /api/billing/webhook',
        'POST /api/blog/posts/:slug/comments',
        'POST /api/checkout/demo/:sessionId/complete',
        'POST /api/email/contact',
        'POST /api/email/subscribe',
      ].sort(),
    );
  });

  it('has 0 deviations over every route × every token case, through the gateway', async () => {
    const deviations: string[] = [];
    let calls = 0;
    const targets: Array<[string, ServiceRoute[]]> = [
      [product.url, product.routes],
      // The Stripe-mode identity's own routes, straight to it (the gateway sends to the demo one).
      [
        stripeIdentity.url,
        routesOf('identity', stripeIdentity.app).filter(
          (r) => !product.routes.some((p) => p.service === 'identity' && p.method === r.method && p.path === r.path),
        ),
      ],
    ];
    for (const [base, routes] of targets) {
      for (const route of routes) {
        const path = concretePath(route, fill);
        const statuses = new Map<Case, number>();
        for (const kase of cases) {
          statuses.set(kase, await send(base, route, path, kase.token));
          calls += 1;
        }
        const anonymous = statuses.get(cases[0])!;
        const pro = statuses.get(cases.find((c) => c.name === 'pro user')!)!;
        for (const [kase, status] of statuses) {
          const problem = deviation(route, kase, status, anonymous, pro);
          if (problem) deviations.push(`${route.method} ${path} [${route.access}] × ${kase.name}: ${problem}`);
        }
        // A path naming a user answers a non-admin only for themselves (docs/product/identity.md).
        if (route.params.includes('userId') && route.access === 'user') {
          const other = concretePath(route, (param) => (param === 'userId' ? randomUUID() : fill(param)));
          const status = await send(base, route, other, cases.find((c) => c.name === 'free user')!.token);
          calls += 1;
          if (status !== 403) deviations.push(`${route.method} ${route.path} naming another user: 403, got ${status}`);
        }
      }
    }
    expect(deviations).toEqual([]);
    expect(calls).toBeGreaterThan(60 * cases.length);
  }, 120_000);
});
