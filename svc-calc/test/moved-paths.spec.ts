// GET /api/calculations/analytics moved to /api/calculations/since (docs/product/paths.md);
// the previous release's mf-calculator still asks the old path during a rolling deploy.
import { testServiceForFile } from '@takehome/service-kit/testing';
import { service } from '../src/service.js';

describe('GET /api/calculations/analytics', () => {
  const started = testServiceForFile(service);

  it('answers 308 to /api/calculations/since, query kept', async () => {
    const response = await fetch(
      `${started.service.url}/api/calculations/analytics?from=2026-11-01T00%3A00%3A00.000Z`,
      {
        redirect: 'manual',
      },
    );
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/api/calculations/since?from=2026-11-01T00%3A00%3A00.000Z');
  });

  it('leaves a saved calculation id to its own route', async () => {
    const response = await fetch(`${started.service.url}/api/calculations/00000000-0000-4000-8000-000000000000`);
    expect(response.status).toBe(401);
  });
});
