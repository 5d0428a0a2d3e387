import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { fixtureServiceForFile } from './fixture-for-file.js';

const fixture = fixtureServiceForFile();

const post = (path: string, body: string) =>
  fetch(`${fixture.service.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('the edge of every service', () => {
  it('answers malformed JSON with 400 { error }', async () => {
    const res = await post('/t/echo', '{"name": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Malformed JSON' });
  });

  it('refuses an object where a string belongs', async () => {
    const res = await post('/t/echo', JSON.stringify({ name: { $ne: 1 } }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/^name: /);
  });

  it('refuses unknown fields', async () => {
    const res = await post('/t/echo', JSON.stringify({ name: 'Ann', admin: true }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/Unrecognized key/);
  });

  it('refuses NUL and invalid Unicode in a body, a path or a query with 400, and keeps real emoji', async () => {
    const odd = { error: 'Text must not contain NUL characters or invalid Unicode' };
    for (const body of ['{"name": "a\\u0000b"}', '{"name": "\\ud800x"}', '{"a\\u0000": 1}', '["\\udc00"]']) {
      const res = await post('/t/echo', body);
      expect([body, res.status]).toEqual([body, 400]);
      expect(await res.json()).toEqual(odd);
    }
    for (const path of ['/t/public?q=%00', '/t/public/%00', '/t/public?q=%ED%A0%80']) {
      const res = await fetch(`${fixture.service.url}${path}`);
      expect([path, res.status]).toEqual([path, 400]);
    }
    const emoji = await post('/t/echo', JSON.stringify({ name: 'Ann \u{1F600}' }));
    expect(emoji.status).toBe(201);
    expect(await emoji.json()).toEqual({ name: 'Ann \u{1F600}' });
  });

  it('accepts a valid body', async () => {
    const res = await post('/t/echo', JSON.stringify({ name: 'Ann' }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ name: 'Ann' });
  });

  it('never leaks a stack trace', async () => {
    const res = await fetch(`${fixture.service.url}/t/boom`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'Internal server error' });
  });

  it('writes the same unexpected error once per interval, not once per request', async () => {
    const errors = jest.spyOn(Logger.prototype, 'error');
    const answers = await Promise.all(Array.from({ length: 30 }, () => fetch(`${fixture.service.url}/t/boom`)));
    const lines = errors.mock.calls.filter(([line]) => String(line).includes('secret internal detail'));
    errors.mockRestore();
    expect(answers.every((res) => res.status === 500)).toBe(true);
    expect(lines.length).toBeLessThanOrEqual(1);
  });

  it('answers unknown routes with { error }', async () => {
    const res = await fetch(`${fixture.service.url}/nowhere`);
    expect(res.status).toBe(404);
    expect(Object.keys((await res.json()) as object)).toEqual(['error']);
  });

  it('echoes a request id and sets security headers', async () => {
    const res = await fetch(`${fixture.service.url}/t/public`, { headers: { 'x-request-id': 'req-123' } });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports health on its port, and metrics and OpenAPI docs on the internal port only', async () => {
    const health = await fetch(`${fixture.service.url}/health`);
    expect(await health.json()).toEqual({
      status: 'up',
      database: 'up',
      broker: 'up',
      stream: 'present',
      consumersMissing: [],
      consumerLag: 0,
      outboxPending: 0,
      oldestPendingAgeSeconds: 0,
    });
    expect(await (await fetch(`${fixture.service.url}/health/live`)).json()).toEqual({ status: 'up' });
    for (const path of ['/metrics', '/docs', '/docs/openapi.json']) {
      const res = await fetch(`${fixture.service.url}${path}`);
      expect([path, res.status]).toEqual([path, 404]);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
    expect((await fetch(`${fixture.service.internalUrl}/t/public`)).status).toBe(404);
    expect((await fetch(`${fixture.service.internalUrl}/health/live`)).status).toBe(200);
    const metrics = await (await fetch(`${fixture.service.internalUrl}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_bucket/);
    expect(metrics).toMatch(/outbox_pending_events\{[^}]*\} 0/);
    expect(metrics).toMatch(/outbox_oldest_pending_age_seconds\{[^}]*\} 0/);
    expect(metrics).toMatch(/consumer_lag_events\{[^}]*\} 0/);
    const docs = (await (await fetch(`${fixture.service.internalUrl}/docs/openapi.json`)).json()) as { paths: object };
    expect(Object.keys(docs.paths)).toContain('/t/echo');
  });
});
