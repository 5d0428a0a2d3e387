import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, routeFor } from '../gateway/routes.mjs';

const REPO = join(import.meta.dirname, '..', '..');

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return entry.name.endsWith('.controller.ts') ? [path] : [];
  });
}

/** Every '/controller/handler' path a service's Nest controllers declare (parameters left as ':name'). */
function declaredPaths(service: string): string[] {
  const join2 = (...parts: string[]) => '/' + parts.filter(Boolean).join('/').replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
  return sourcesUnder(join(REPO, `svc-${service}`, 'src')).flatMap((file) => {
    // One file may hold several controllers: each handler belongs to the @Controller above it.
    return readFileSync(file, 'utf8')
      .split('@Controller(')
      .slice(1)
      .flatMap((text) => {
        const base = /^\s*'([^']*)'/.exec(text)?.[1] ?? '';
        return [...text.matchAll(/@(?:Get|Post|Put|Patch|Delete|All)\(\s*(?:'([^']*)')?/g)].map((m) => join2(base, m[1] ?? ''));
      });
  });
}

/** nginx's choice: an exact location first, else the longest `^~` prefix. */
function nginxChoice(path: string) {
  const exact = ROUTES.find((r) => !r.path.endsWith('*') && r.path === path);
  if (exact) return exact.service;
  const prefixes = ROUTES.filter((r) => r.path.endsWith('*') && path.startsWith(r.path.slice(0, -1)));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0]?.service;
}

/** Whether some request path is matched by both rows (routeFor's rules: `*` ends a prefix, else exact, with or without a final '/'). */
function rowsOverlap(a: string, b: string): boolean {
  const prefix = (p: string) => (p.endsWith('*') ? p.slice(0, -1) : undefined);
  const [pa, pb] = [prefix(a), prefix(b)];
  if (pa !== undefined && pb !== undefined) return pa.startsWith(pb) || pb.startsWith(pa);
  if (pa !== undefined) return b.startsWith(pa) || `${b}/`.startsWith(pa);
  if (pb !== undefined) return a.startsWith(pb) || `${a}/`.startsWith(pb);
  return a === b;
}

/** The part of a row's path that names its owner: '/api/<name>', '/api/admin/<name>', or the whole path outside /api. */
function prefixOf(path: string): string {
  const parts = path.replace(/\*$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'api') return `/${parts.join('/')}`;
  const take = parts[1] === 'admin' ? 3 : 2;
  return `/${parts.slice(0, take).join('/')}`;
}

// Every path of docs/product/paths.md and the services' own additions, with the service that must own it.
const OWNERS: Array<[string, string, string]> = [
  ['POST', '/api/auth/signup', 'identity'],
  ['POST', '/api/auth/signin', 'identity'],
  ['GET', '/.well-known/jwks.json', 'identity'],
  ['GET', '/api/plans', 'identity'],
  ['POST', '/api/create-checkout-session', 'identity'],
  ['POST', '/api/billing/webhook', 'identity'],
  ['GET', '/api/admin/users', 'identity'],
  ['PUT', '/api/admin/users/8d3c0b9e-0000-4000-8000-000000000000', 'identity'],
  ['POST', '/api/email/subscribe', 'content'],
  ['POST', '/api/email/contact', 'content'],
  ['GET', '/api/blog/latest', 'content'],
  ['GET', '/api/blog/posts', 'content'],
  ['GET', '/api/blog/posts/how-to-read-your-pay-stub', 'content'],
  ['POST', '/api/blog/generate-ai', 'content'],
  ['DELETE', '/api/blog/posts/1', 'content'],
  ['GET', '/api/scheduler/jobs', 'content'],
  ['PATCH', '/api/scheduler/jobs/1/toggle', 'content'],
  ['GET', '/api/admin/email-subscribers', 'content'],
  ['PUT', '/api/admin/email-subscribers/1', 'content'],
  ['POST', '/api/support/tickets', 'content'],
  ['GET', '/sitemap.xml', 'content'],
  ['GET', '/api/calculations/monthly-summary/8d3c0b9e-0000-4000-8000-000000000000', 'calc'],
  ['GET', '/api/calculations/this-month/8d3c0b9e-0000-4000-8000-000000000000', 'calc'],
  ['POST', '/api/calculations/save', 'calc'],
  ['POST', '/api/calculations/export', 'calc'],
  ['GET', '/api/calculations/since', 'calc'],
  ['GET', '/api/admin/calculator-usage', 'calc'],
  ['PUT', '/api/admin/calculator-usage/8d3c0b9e-0000-4000-8000-000000000000', 'calc'],
  ['POST', '/api/calculator-usage', 'calc'],
  ['GET', '/api/calculator-usage', 'calc'],
  ['GET', '/api/analytics/calculator-usage/admin', 'analytics'],
  ['GET', '/api/analytics/funnel-metrics', 'analytics'],
  ['GET', '/api/analytics/ab-test-results', 'analytics'],
  ['GET', '/api/analytics/funnel-issues', 'analytics'],
  ['POST', '/api/analytics/events', 'analytics'],
];

describe('the routes table', () => {
  it.each(OWNERS)('sends %s %s to svc-%s, in the gateway and in nginx alike', (method, path, service) => {
    expect(routeFor(method, path)?.service).toBe(service);
    expect(nginxChoice(path)).toBe(service);
  });

  it.each(ROUTES.map((r) => [r.path, r.service]))('routes %s to svc-%s, which declares a handler for it', (path, service) => {
    const declared = declaredPaths(service);
    const prefix = path.endsWith('*') ? path.slice(0, -1) : undefined;
    const matches = declared.filter((d) => (prefix ? d.startsWith(prefix) || `${d}/`.startsWith(prefix) : d === path));
    expect(matches.length).toBeGreaterThan(0);
  });

  it('routes no /api/admin/analytics path: nothing serves one, and the admin reads /api/analytics/*', () => {
    expect(routeFor('GET', '/api/admin/analytics/funnel')).toBeUndefined();
    expect(ROUTES.some((route) => route.path.startsWith('/api/admin/analytics'))).toBe(false);
  });

  it('owns no path twice with the same pattern', () => {
    const patterns = ROUTES.map((r) => r.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('has no two rows that match the same path, so no row order decides an owner', () => {
    const overlaps = ROUTES.flatMap((a, i) =>
      ROUTES.slice(i + 1)
        .filter((b) => rowsOverlap(a.path, b.path))
        .map((b) => `${a.path} (${a.service}) and ${b.path} (${b.service})`),
    );
    expect(overlaps).toEqual([]);
  });

  it('gives each prefix one service: /api/<name> (/api/admin/<name>) is served by one service only', () => {
    const owners = new Map<string, Set<string>>();
    for (const route of ROUTES) {
      const key = prefixOf(route.path);
      owners.set(key, (owners.get(key) ?? new Set()).add(route.service));
    }
    const shared = [...owners].filter(([, services]) => services.size > 1).map(([key, services]) => `${key}: ${[...services].join(',')}`);
    expect(shared).toEqual([]);
    expect(owners.get('/api/analytics')).toEqual(new Set(['analytics']));
  });

  it('tells overlapping rows apart from distinct ones (the checks above can fail)', () => {
    expect(rowsOverlap('/api/analytics/*', '/api/analytics/calculator-usage')).toBe(true);
    expect(rowsOverlap('/api/analytics/calculator-usage/*', '/api/analytics/*')).toBe(true);
    expect(rowsOverlap('/api/calculations*', '/api/calculator-usage')).toBe(false);
    expect(rowsOverlap('/api/plans', '/api/plans')).toBe(true);
    expect(prefixOf('/api/admin/calculator-usage*')).toBe('/api/admin/calculator-usage');
    expect(prefixOf('/api/analytics/events')).toBe('/api/analytics');
  });
});
