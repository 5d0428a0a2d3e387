import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { adminDatabaseUrl } from '@takehome/service-kit/testing';
import { withDatabase } from '@takehome/service-kit';
import { api, eventually } from '../support/api.js';

const root = resolve(import.meta.dirname, '../..');

async function query<T>(
  sql: string,
  params: unknown[] = [],
  url = withDatabase(adminDatabaseUrl(), process.env.E2E_DATABASE!),
) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('the platform', () => {
  it('reports all four services and the render server up through the gateway, with what each is ready for', async () => {
    const { status, body } = await api<{ status: string; services: Record<string, Record<string, unknown>> }>(
      '/api/health',
    );
    expect(status).toBe(200);
    expect(body.status).toBe('up');
    const { render, ...services } = body.services;
    expect(Object.keys(services)).toEqual(['identity', 'calc', 'content', 'analytics']);
    expect(render).toEqual({ status: 'up' });
    for (const report of Object.values(services)) {
      expect(report).toMatchObject({
        status: 'up',
        database: 'up',
        broker: 'up',
        stream: 'present',
        consumersMissing: [],
      });
      expect(report.outboxPending).toEqual(expect.any(Number));
      expect(report.consumerLag).toEqual(expect.any(Number));
    }
  });

  it('answers unknown API paths with 404 { error }', async () => {
    expect(await api('/api/nothing-here')).toEqual({ status: 404, body: { error: 'Not found' } });
  });

  it('answers NUL in every public write and path the security probe found with 400, not 500', async () => {
    const nul = 'a\u0000b';
    const writes: Array<[string, Record<string, unknown>]> = [
      ['/api/auth/signup', { email: `n${nul}@example.com`, password: 'paycheck-2026', firstName: nul }],
      ['/api/email/subscribe', { email: `n${nul}@example.com`, source: nul }],
      ['/api/email/contact', { name: nul, email: 'n@example.com', subject: nul, message: nul }],
      ['/api/calculator-usage', { sessionId: nul, userType: 'non-user', calculationType: 'paycheck' }],
      ['/api/blog/posts/any/comments', { authorName: nul, content: nul }],
      ['/api/analytics/events', { events: [{ name: 'page_view', sessionId: nul }] }],
    ];
    for (const [path, body] of writes) {
      const answer = await api(path, { body });
      expect([path, answer.status]).toEqual([path, 400]);
    }
    for (const path of ['/api/blog/posts/%00', '/api/blog/posts/%00/comments']) {
      expect([path, (await api(path)).status]).toEqual([path, 400]);
    }
  });

  it('serves the remotes manifest and entries without caching, chunks forever', async () => {
    const manifest = await fetch(`${process.env.E2E_BASE_URL}/remotes.json`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const { remotes } = (await manifest.json()) as { remotes: Array<{ name: string; entry: string }> };
    expect(remotes.map((r) => r.name)).toEqual(['mf_calculator', 'mf_blog', 'mf_admin']);
    for (const remote of remotes) {
      const entry = await fetch(`${process.env.E2E_BASE_URL}${remote.entry}`);
      expect(entry.status).toBe(200);
      expect(entry.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('carries a calculation from svc-calc through the outbox and JetStream into svc-analytics', async () => {
    const sessionId = `e2e-roundtrip-${Date.now()}`;
    const recorded = await api('/api/calculator-usage', {
      body: { sessionId, userType: 'non-user', calculationType: 'paycheck', ipAddress: null, userAgent: 'jest' },
    });
    expect(recorded.status).toBe(201);
    const rows = await eventually(
      () => query<{ type: string }>('SELECT type FROM analytics.events WHERE session_id = $1', [sessionId]),
      (r) => r.length > 0,
    );
    expect(rows).toEqual([{ type: 'calculation.recorded' }]);
  });

  it("gives each service a role that cannot read another service's schema", async () => {
    const calcUrl = withDatabase(adminDatabaseUrl(), process.env.E2E_DATABASE!, {
      user: 'takehome_calc',
      password: 'unused-with-trust',
    });
    await expect(query('SELECT count(*) FROM calc.usage_events', [], calcUrl)).resolves.toHaveLength(1);
    await expect(query('SELECT count(*) FROM analytics.events', [], calcUrl)).rejects.toThrow(/permission denied/);
    await expect(query('CREATE TABLE public.sneaky (id int)', [], calcUrl)).rejects.toThrow(/permission denied/);
  });

  it('stops a service at once when its environment is bad, naming the variable', () => {
    const run = spawnSync(process.execPath, [resolve(root, 'svc-calc/dist/main.js')], {
      env: { PATH: process.env.PATH, PORT: 'eighty', NATS_STREAM: 'bad stream name' },
      encoding: 'utf8',
      timeout: 20000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/PORT: /);
    expect(run.stderr).toMatch(/NATS_STREAM: /);
  });
});
