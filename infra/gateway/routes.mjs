// The one routes table: every public path and the service that owns it. The local gateway proxies
// by it, and the nginx config of docker-compose and the Kubernetes Ingress are generated from it.
// No two rows match the same path (infra/test/routes.spec.ts), so their order never decides an owner.
// `path` is either an exact path or a prefix ending in '*'; `methods` narrows a row.

/** @typedef {'identity' | 'calc' | 'content' | 'analytics'} Service */
/** @typedef {{ path: string, service: Service, methods?: string[], note?: string }} Route */

/** @type {Route[]} */
export const ROUTES = [
  // svc-identity: users, tokens, plans, checkout and billing (docs/architecture.md)
  { path: '/.well-known/*', service: 'identity', note: 'JWKS and OpenID discovery' },
  { path: '/api/auth/*', service: 'identity', note: 'signup, signin, refresh, signout, me' },
  { path: '/api/login', service: 'identity', note: 'footer login link: redirects to the sign-in dialog' },
  { path: '/api/plans', service: 'identity' },
  { path: '/api/create-checkout-session', service: 'identity' },
  { path: '/api/checkout/*', service: 'identity', note: 'demo checkout page (docs/product/outside-services.md)' },
  { path: '/api/billing/*', service: 'identity', note: 'Stripe webhook' },
  { path: '/api/admin/users*', service: 'identity' },

  // svc-calc: usage windows, saved calculations, monthly summary
  { path: '/api/calculator-usage', service: 'calc', note: "POST records, GET the caller's usage" },
  { path: '/api/calculations*', service: 'calc', note: 'saved calculations, this month, monthly summary' },
  { path: '/api/admin/calculator-usage*', service: 'calc', note: "admin: users' live windows, set or reset a count" },

  // svc-analytics: events, usage summary, funnel, A/B
  { path: '/api/analytics/*', service: 'analytics' },

  // svc-content: posts, comments, subscribers, contact, support, AI writing, schedules
  { path: '/api/blog/*', service: 'content' },
  { path: '/api/email/*', service: 'content' },
  { path: '/api/support/*', service: 'content' },
  { path: '/api/scheduler/*', service: 'content' },
  { path: '/api/admin/email-subscribers*', service: 'content' },
  { path: '/api/admin/contact-messages*', service: 'content' },
  { path: '/api/admin/support-tickets*', service: 'content' },
  { path: '/sitemap.xml', service: 'content' },
  { path: '/rss.xml', service: 'content' },
];

/** The service that owns a request, or undefined. */
export function routeFor(method, pathname) {
  return ROUTES.find((route) => {
    if (route.methods && !route.methods.includes(method)) return false;
    if (route.path.endsWith('*')) return pathname.startsWith(route.path.slice(0, -1));
    return pathname === route.path || pathname === `${route.path}/`;
  });
}
