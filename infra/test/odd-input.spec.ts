// Odd input never gives 5xx. fast-check throws generated junk (NUL, lone surrogates,
// huge strings, wrong types, odd path parameters and queries) at every route of each real service, read
// from its controllers, with no token, a user's or an admin's. No answer is a 5xx; any NUL or invalid
// UTF-16 is 400; a refused request changes no row. And NUL in every string field, path parameter and
// query field of every route is 400, through the gateway.
import fc from 'fast-check';
import pg from 'pg';
import type { z } from 'zod';
import { RAISED_LIMITS } from '../../e2e/support/limits.mjs';
import {
  concretePath,
  SERVICE_NAMES,
  startProduct,
  type Product,
  type ServiceName,
  type ServiceRoute,
} from './support/product.js';

const RUNS_PER_SERVICE = 250;
/** Tables a refused request may touch by design: its rate-limit count, events machinery, migrations. */
const NOT_DATA = ['rate_limits', 'outbox', 'inbox', 'dead_letters', 'migrations', 'typeorm_metadata'];

let product: Product;
let tokens: { none?: string; user: string; admin: string };
const databases = {} as Record<ServiceName, pg.Client>;
const fingerprints = {} as Record<ServiceName, string>;

beforeAll(async () => {
  product = await startProduct(RAISED_LIMITS);
  tokens = {
    user: await product.signer.token({ tier: 'pro' }),
    admin: await product.signer.token({ tier: 'admin', roles: ['admin'] }),
  };
  for (const name of SERVICE_NAMES) {
    const client = new pg.Client({ connectionString: product.services[name].database.url });
    await client.connect();
    databases[name] = client;
    const schema = name;
    const { rows } = await client.query<{ table: string }>(
      `SELECT c.relname AS table FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND c.relname <> ALL($2::text[])
        ORDER BY 1`,
      [schema, NOT_DATA],
    );
    // One digest of every data row of the service: any insert, update or delete changes it.
    fingerprints[name] = `SELECT md5(string_agg(d, ',' ORDER BY d)) AS digest FROM (${rows
      .map(
        ({ table }) =>
          `SELECT '${table}:' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${schema}"."${table}" t`,
      )
      .join(' UNION ALL ')}) all_tables`;
  }
}, 120_000);

afterAll(async () => {
  for (const client of Object.values(databases)) await client.end();
  await product?.close();
});

const digest = async (name: ServiceName) =>
  (await databases[name].query<{ digest: string }>(fingerprints[name])).rows[0].digest;

/** After an accepted write, what its events feed (a consumer's rows) settles before the next check. */
async function settled(name: ServiceName): Promise<string> {
  let last = await digest(name);
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await digest(name);
    if (next === last) return next;
    last = next;
  }
  return last;
}

/** The fields of an object schema (through optional, default, preprocess and pipes), or none. */
function shapeOf(schema: z.ZodType | undefined, depth = 0): Record<string, z.ZodType> {
  if (!schema || depth > 8) return {};
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (shape && typeof shape === 'object') return shape;
  const def = (schema as unknown as { _zod?: { def?: Record<string, z.ZodType | undefined> } })._zod?.def ?? {};
  for (const inner of [def.innerType, def.in, def.out, def.schema]) {
    const found = shapeOf(inner, depth + 1);
    if (Object.keys(found).length) return found;
  }
  return {};
}

/** The object schema inside an array field (events: [{ … }]), when there is one. */
function elementShape(schema: z.ZodType, depth = 0): Record<string, z.ZodType> {
  if (depth > 8) return {};
  const def = (schema as unknown as { _zod?: { def?: Record<string, z.ZodType | undefined> } })._zod?.def ?? {};
  if (def.element) return shapeOf(def.element);
  for (const inner of [def.innerType, def.in, def.out, def.schema]) if (inner) return elementShape(inner, depth + 1);
  return {};
}

/** Stands for a 300 KB string (over the 256 KB body limit), written out only when sent. */
const HUGE = '<300 KB of y>';
const ODD = ['\u0000', '\uD800', '\uDFFF', 'a\u0000', '\uDBFF\u0041'];
/** A string with a NUL or a lone surrogate somewhere in it. */
const oddString = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...ODD), fc.string({ maxLength: 12 }))
  .map(([a, odd, b]) => `${a}${odd}${b}`);
/** Anything JSON can carry, odd text left out: wrong types, deep nesting, long and huge strings. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), HUGE, '', ' ', '0', '-1', 'null', '[]') },
  { weight: 1, arbitrary: fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, 2.5, true, null) },
);
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const ODD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const hasOdd = (value: unknown): boolean =>
  typeof value === 'string'
    ? ODD_TEXT.test(value)
    : Array.isArray(value)
      ? value.some(hasOdd)
      : value !== null && typeof value === 'object'
        ? Object.entries(value).some(([key, item]) => hasOdd(key) || hasOdd(item))
        : false;

/** Path parameters as sent: junk encoded, or odd bytes written raw (%00, a lone surrogate's UTF-8). */
const pathParam = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .string({ unit: 'grapheme', maxLength: 30 })
      .map((s) => ({ raw: encodeURIComponent(s) || 'x', odd: false })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('%00', 'a%00b', '%ED%A0%80', '%C0%80', '%', '%zz')
      .map((raw) => ({ raw, odd: raw !== '%C0%80' })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('00000000-0000-0000-0000-000000000000', '1', '-1', '..', '9'.repeat(40))
      .map((raw) => ({ raw, odd: false })),
  },
);

const sendsBody = (route: ServiceRoute) => !['GET', 'HEAD', 'DELETE'].includes(route.method);

interface Junk {
  route: ServiceRoute;
  token: keyof typeof tokens;
  params: Array<{ raw: string; odd: boolean }>;
  body: unknown;
  query: Array<[string, string]>;
}

function requestFor(routes: ServiceRoute[]): fc.Arbitrary<Junk> {
  const named = routes.map((route) =>
    Object.assign(Object.create(route) as ServiceRoute, {
      [fc.toStringMethod]: () => `${route.method} ${route.path}`,
    }),
  );
  return fc.constantFrom(...named).chain((route) => {
    const fields = Object.keys(shapeOf(route.body));
    const queryFields = Object.keys(shapeOf(route.query));
    const value = fc.oneof({ weight: 4, arbitrary: junk }, { weight: 1, arbitrary: oddString });
    const body = fc.oneof(
      { weight: 5, arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f, value])), { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), oddString), value, { maxKeys: 4 }) },
      { weight: 1, arbitrary: junk },
    );
    const query = fc.array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...(queryFields.length ? queryFields : ['q'])), fc.string({ maxLength: 6 })),
        fc.oneof(fc.string({ maxLength: 30 }), oddString),
      ),
      { maxLength: 3 },
    );
    return fc.record({
      route: fc.constant(route),
      token: fc.constantFrom<keyof typeof tokens>('none', 'user', 'admin'),
      params: fc.array(pathParam, { minLength: route.params.length, maxLength: route.params.length }),
      body,
      query,
    });
  });
}

const encodeQuery = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate: its UTF-8 bytes as a permissive client would send them.
    return '%ED%A0%80';
  }
};

/** Sends one junk request straight to the service: the path written exactly as generated. */
async function send(base: string, { route, token, params, body, query }: Junk) {
  let i = 0;
  const path = concretePath(route, () => params[i++].raw, true);
  const search = query.length ? `?${query.map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`).join('&')}` : '';
  const write = sendsBody(route);
  const headers: Record<string, string> = {};
  if (tokens[token]) headers.authorization = `Bearer ${tokens[token]}`;
  if (write) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path}${search}`, {
    method: route.method,
    headers,
    body: write
      ? JSON.stringify(body ?? null)
          .split(JSON.stringify(HUGE))
          .join(JSON.stringify('y'.repeat(300_000)))
      : undefined,
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, text, path: `${path}${search}` };
}

describe.each(SERVICE_NAMES)('junk at every route of svc-%s', (name) => {
  it(`never answers 5xx, refuses odd text with 400 and changes no row when it refuses (${RUNS_PER_SERVICE} requests)`, async () => {
    const routes = product.routes.filter((route) => route.service === name);
    const base = product.services[name].url;
    let before = await settled(name);
    await fc.assert(
      fc.asyncProperty(requestFor(routes), async (request) => {
        const odd =
          request.params.some((p) => p.odd) ||
          (sendsBody(request.route) && hasOdd(request.body)) ||
          request.query.some(([k, v]) => hasOdd(k) || hasOdd(v));
        const answer = await send(base, request);
        const where = `${request.route.method} ${answer.path} (${request.token}) → ${answer.status} ${answer.text.slice(0, 200)}`;
        expect([where, answer.status < 500]).toEqual([where, true]);
        // Odd text is 400; a body over the size limit may be refused for its size first.
        const tooLarge = sendsBody(request.route) && JSON.stringify(request.body ?? null).includes(HUGE);
        if (odd) expect([where, answer.status === 400 || (tooLarge && answer.status === 413)]).toEqual([where, true]);
        const after = answer.status < 400 ? await settled(name) : await digest(name);
        if (answer.status >= 400) expect([where, after]).toEqual([where, before]);
        before = after;
      }),
      { numRuns: RUNS_PER_SERVICE, endOnFailure: true },
    );
  }, 240_000);
});

describe('NUL in every string field of every route, through the gateway', () => {
  it('is refused with 400 in every body field, nested field, path parameter and query field', async () => {
    const problems: string[] = [];
    const check = async (route: ServiceRoute, path: string, body?: unknown) => {
      const write = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const res = await fetch(`${product.url}${path}`, {
        method: route.method,
        headers: { authorization: `Bearer ${tokens.admin}`, ...(write ? { 'content-type': 'application/json' } : {}) },
        body: write ? JSON.stringify(body ?? {}) : undefined,
        redirect: 'manual',
      });
      await res.arrayBuffer();
      if (res.status !== 400) problems.push(`${route.method} ${path} ${JSON.stringify(body) ?? ''} → ${res.status}`);
    };
    const fill = () => 'no-such-thing';
    let checked = 0;
    for (const route of product.routes) {
      const path = concretePath(route, fill);
      for (const [field, schema] of Object.entries(shapeOf(route.body))) {
        await check(route, path, { [field]: 'a\u0000b' });
        for (const inner of Object.keys(elementShape(schema)))
          await check(route, path, { [field]: [{ [inner]: '\u0000' }] });
        checked += 1;
      }
      for (const field of Object.keys(shapeOf(route.query))) {
        await check(route, `${path}?${field}=a%00b`);
        checked += 1;
      }
      for (const param of route.params) {
        await check(
          route,
          concretePath(route, (p) => (p === param ? '%00' : fill()), true),
        );
        checked += 1;
      }
      if (route.method !== 'GET') {
        await check(route, path, { ['\u0000']: 'x' });
        await check(route, path, '\uD800');
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  }, 120_000);
});
