// Each service's /docs (internal port) is generated from the zod schemas of
// libs/contracts: every route with the body it validates, its query and path parameters, its
// success answer and the `{ error }` answer. Read against the routes the controllers declare.
import { TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { z } from 'zod';
import { routesOf, startService, type ServiceName, type ServiceRoute } from './support/product.js';

type Operation = {
  parameters?: Array<{ name: string; in: string; schema?: object }>;
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>> };

/** Every service's routes are described from their contract schemas. */
const DESCRIBED: ServiceName[] = ['calc', 'identity', 'content', 'analytics'];

const asJson = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  return json;
};

/** What /docs lacks for these routes: a body's schema, a query parameter, a success answer with its schema, the error answer. */
function docsGaps(routes: ServiceRoute[], docs: OpenApi): string[] {
  const gaps: string[] = [];
  for (const route of routes) {
    const name = `${route.method} ${route.path}`;
    const operation = docs.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
    if (!operation) {
      gaps.push(`${name}: not in /docs`);
      continue;
    }
    if (route.takesBody) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!route.body) gaps.push(`${name}: its body is not validated by a schema`);
      else if (JSON.stringify(schema) !== JSON.stringify(asJson(route.body))) gaps.push(`${name}: no body schema`);
    }
    if (route.query) {
      const documented = new Set(operation.parameters?.filter((p) => p.in === 'query' && p.schema).map((p) => p.name));
      const properties = Object.keys((asJson(route.query) as { properties?: object }).properties ?? {});
      for (const key of properties) if (!documented.has(key)) gaps.push(`${name}: query parameter ${key} not described`);
    }
    const answers = Object.entries(operation.responses ?? {});
    const success = answers.filter(([status]) => /^[23]\d\d$/.test(status));
    if (success.length === 0) gaps.push(`${name}: no success answer`);
    for (const [status, answer] of success)
      if (status !== '204' && !status.startsWith('3') && !Object.values(answer.content ?? {}).some((c) => c.schema))
        gaps.push(`${name}: answer ${status} without a schema`);
    if (!operation.responses?.default?.content?.['application/json']?.schema) gaps.push(`${name}: no error answer`);
  }
  return gaps;
}

describe('/docs from the contract schemas', () => {
  let issuer: TestIssuer;
  const services: Partial<Record<ServiceName, TestService>> = {};

  beforeAll(async () => {
    issuer = await TestIssuer.start();
    for (const name of DESCRIBED) services[name] = await startService(name, { issuer });
  });

  afterAll(async () => {
    for (const service of Object.values(services)) await service.close();
    await issuer.close();
  });

  it.each(DESCRIBED)('describes every route of svc-%s with its body, parameters and answers', async (name) => {
    const service = services[name]!;
    const docs = (await (await fetch(`${service.internalUrl}/docs/openapi.json`)).json()) as OpenApi;
    const routes = routesOf(name, service.app);
    expect(routes.length).toBeGreaterThan(0);
    expect(docsGaps(routes, docs)).toEqual([]);
  });

  it('names what is missing: a body without its schema, an answer without one, no error answer', () => {
    const body = z.object({ used: z.number() }).strict();
    const route: ServiceRoute = {
      service: 'calc',
      method: 'PUT',
      path: '/api/x/:id',
      access: 'user',
      body,
      takesBody: true,
      params: ['id'],
    };
    const bare = { paths: { '/api/x/{id}': { put: { responses: { '200': { description: '' } } } } } };
    expect(docsGaps([route], bare)).toEqual([
      'PUT /api/x/:id: no body schema',
      'PUT /api/x/:id: answer 200 without a schema',
      'PUT /api/x/:id: no error answer',
    ]);
    expect(docsGaps([{ ...route, body: undefined }], bare)[0]).toBe('PUT /api/x/:id: its body is not validated by a schema');
    expect(docsGaps([route], { paths: {} })).toEqual(['PUT /api/x/:id: not in /docs']);
    const described = {
      paths: {
        '/api/x/{id}': {
          put: {
            requestBody: { content: { 'application/json': { schema: asJson(body) } } },
            responses: {
              '200': { content: { 'application/json': { schema: { type: 'object' } } } },
              default: { content: { 'application/json': { schema: { type: 'object' } } } },
            },
          },
        },
      },
    };
    expect(docsGaps([route], described)).toEqual([]);
  });
});
