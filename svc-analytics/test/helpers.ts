import { randomUUID } from 'node:crypto';
import type { EventData, EventType, FunnelEventInput } from '@takehome/contracts';
import { NatsService } from '@takehome/service-kit';
import { startTestService, type TestIssuer, type TestService } from '@takehome/service-kit/testing';
import { DataSource } from 'typeorm';
import { service } from '../src/service.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Tests build their history through the API, so events of past days are accepted here (abuse.spec.ts: not by default). */
export function startAnalytics(issuer: TestIssuer, env?: Record<string, string>): Promise<TestService> {
  return startTestService(service, { issuer, env: { EVENTS_ACCEPTED_AGE_MINUTES: String(400 * 24 * 60), ...env } });
}

/** Runs SQL on the service's own database (search path = its schema). */
export function sql<T = Record<string, unknown>>(
  svc: TestService,
  query: string,
  params: unknown[] = [],
): Promise<T[]> {
  return svc.app.get(DataSource).query(query, params);
}

/** An event envelope as another service's outbox would publish it. */
export function envelope<T extends EventType>(type: T, data: EventData<T>, occurredAt = new Date()) {
  const subject = type === 'funnel.*' ? `funnel.${(data as EventData<'funnel.*'>).name}` : type;
  return { id: randomUUID(), type: subject, version: 1, occurredAt: occurredAt.toISOString(), producer: 'test', data };
}

/** Publishes an envelope onto the service's stream; a fresh msgID each time unless one is given. */
export async function publish(
  svc: TestService,
  event: ReturnType<typeof envelope>,
  msgID: string = randomUUID(),
): Promise<void> {
  const nats = svc.app.get(NatsService);
  const js = await nats.jetstream();
  await js.publish(nats.subject(event.type), JSON.stringify(event), { msgID });
}

/** Messages stored in the service's stream (duplicates that got past de-duplication included). */
export async function streamMessages(svc: TestService): Promise<number> {
  const nats = svc.app.get(NatsService);
  return (await (await nats.manager()).streams.info(nats.streamName)).state.messages;
}

/** `events`: an array of (partial) FunnelEventInput, sent as { events }, or any other body, sent as is. */
export async function postEvents(svc: TestService, events: unknown, token?: string) {
  const response = await fetch(`${svc.url}/api/analytics/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(Array.isArray(events) ? { events } : events),
  });
  return { status: response.status, body: await response.json() };
}

export async function getJson<T = unknown>(
  svc: TestService,
  path: string,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${svc.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as T };
}

/**
 * Events handled so far: every consumed event keeps one raw row (a browser's batch is one message and
 * one inbox row, but a raw row per event).
 */
export async function handledCount(svc: TestService): Promise<number> {
  const [{ count }] = await sql<{ count: string }>(svc, 'SELECT count(*) AS count FROM events');
  return Number(count);
}

/** Polls until `check` returns true, failing after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const waitForHandled = (svc: TestService, count: number) =>
  waitUntil(async () => (await handledCount(svc)) >= count, 20_000, `${count} handled events`);

/** A browser page view of `sessionId` at `at`. */
export function pageView(sessionId: string, at: Date, props: FunnelEventInput['props'] = {}): FunnelEventInput {
  return { name: 'page_view', sessionId, at: at.toISOString(), props };
}
