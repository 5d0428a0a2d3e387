import { ROUTES, routeFor } from '../gateway/routes.mjs';

/** nginx's choice: an exact location first, else the longest `^~` prefix. */
function nginxChoice(path: string) {
  const exact = ROUTES.find((r) => !r.path.endsWith('*') && r.path === path);
  if (exact) return exact.service;
  const prefixes = ROUTES.filter((r) => r.path.endsWith('*') && path.startsWith(r.path.slice(0, -1)));
  return prefixes.sort((a, b) => b.path.length - a.path.length)[0]?.service;
}

// Every path of SPEC.md §7 and the services' own additions, with the service that must own it.
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
  ['POST', '/api/blog/ai-generate', 'content'],
  ['DELETE', '/api/blog/posts/1', 'content'],
  ['GET', '/api/scheduler/jobs', 'content'],
  ['PATCH', '/api/scheduler/jobs/1/toggle', 'content'],
  ['GET', '/api/admin/email-subscribers', 'content'],
  ['PUT', '/api/admin/email-subscribers/1', 'content'],
  ['POST', '/api/support/tickets', 'content'],
  ['GET', '/sitemap.xml', 'content'],
  ['GET', '/api/analytics/8d3c0b9e-0000-4000-8000-000000000000', 'calc'],
  ['GET', '/api/calculations/this-month/8d3c0b9e-0000-4000-8000-000000000000', 'calc'],
  ['POST', '/api/calculations/save', 'calc'],
  ['POST', '/api/analytics/calculator-usage', 'calc'],
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

  it('owns no path twice with the same pattern', () => {
    const patterns = ROUTES.map((r) => r.path);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
