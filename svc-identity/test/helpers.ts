import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestService, TestIssuer, type TestService } from '@takehome/service-kit/testing';
import type { AuthResponse, EventData, EventType } from '@takehome/contracts';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { service } from '../src/service.js';

export const REFRESH_COOKIE = 'takehome_refresh';

export interface Identity {
  svc: TestService;
  issuer: TestIssuer;
  /**
   * One request to the service. `T` is the body the test expects (a response type of
   * @takehome/contracts, `string` for an HTML page); it is not checked, so a test types the answer it
   * reads and leaves the others `unknown`.
   */
  call<T = unknown>(path: string, options?: CallOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  /** The refresh token to send as the cookie. */
  refresh?: string;
  /** The caller's address (X-Forwarded-For); a fresh random one otherwise. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface Answer<T = unknown> {
  status: number;
  /** The JSON the service answered, its text when it is not JSON (an HTML page), undefined when empty. */
  body: T;
  headers: Headers;
  /** The refresh cookie's value when the answer sets it ('' when it clears it). */
  refresh?: string;
  setCookie: string[];
}

export const uniqueEmail = (label = 'user') => `${label}-${randomBytes(4).toString('hex')}@example.com`;
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

/** svc-identity on a fresh database and stream; env overrides its config. */
export async function startIdentity(
  env: Record<string, string> = {},
  existing?: Pick<Identity, 'svc' | 'issuer'>,
): Promise<Identity> {
  const issuer = existing?.issuer ?? (await TestIssuer.start());
  const svc = await startTestService(service, { issuer, env, database: existing?.svc.database });
  const call = async <T = unknown>(path: string, options: CallOptions = {}): Promise<Answer<T>> => {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? randomIp(), ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.refresh !== undefined) headers.cookie = `${REFRESH_COOKIE}=${options.refresh}`;
    const response = await fetch(`${svc.url}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: 'manual',
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON (HTML page, redirect)
    }
    const setCookie = response.headers.getSetCookie();
    const refreshCookie = setCookie.find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
    const refresh = refreshCookie
      ? decodeURIComponent(refreshCookie.split(';')[0].slice(REFRESH_COOKIE.length + 1))
      : undefined;
    return { status: response.status, body: body as T, headers: response.headers, refresh, setCookie };
  };
  return {
    svc,
    issuer,
    call,
    async close() {
      await svc.close();
      if (!existing) await issuer.close();
    },
  };
}

export interface Session extends AuthResponse {
  refresh: string;
  password: string;
}

export async function signUp(identity: Identity, body: Record<string, unknown> = {}): Promise<Session> {
  const password = (body.password as string | undefined) ?? 'secret-pass';
  const answer = await identity.call<AuthResponse>('/api/auth/signup', {
    body: { email: uniqueEmail(), firstName: 'Test', lastName: 'User', password, ...body },
  });
  if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...answer.body, refresh: answer.refresh!, password };
}

export async function signIn(identity: Identity, email: string, password: string): Promise<Session> {
  const answer = await identity.call<AuthResponse>('/api/auth/signin', { body: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { ...answer.body, refresh: answer.refresh!, password };
}

/** The seeded first admin (ADMIN_EMAIL / ADMIN_PASSWORD defaults). */
export const adminSession = (identity: Identity) => signIn(identity, 'admin@takehome.local', 'takehome-admin');

/** Reads events of one type from the service's own stream, waiting for one that matches. */
export async function nextEvent<T extends EventType>(
  svc: TestService,
  type: T,
  matches: (data: EventData<T>) => boolean,
  timeoutMs = 10_000,
): Promise<{ id: string; type: string; data: EventData<T> }> {
  const nc = await connect({ servers: svc.config.NATS_URL });
  try {
    const consumer = await jetstream(nc).consumers.get(svc.config.NATS_STREAM, {
      filter_subjects: `${svc.config.NATS_SUBJECT_PREFIX}${type}`,
    });
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const message = await consumer.next({ expires: 1000 });
      if (!message) continue;
      const envelope = message.json<{ id: string; type: string; data: EventData<T> }>();
      if (matches(envelope.data)) return envelope;
    }
    throw new Error(`no matching ${type} event within ${timeoutMs} ms`);
  } finally {
    await nc.close();
  }
}

/** Waits until the outbox has published everything written so far. */
export async function outboxDrained(svc: TestService, timeoutMs = 10_000): Promise<void> {
  const client = new pg.Client({ connectionString: svc.database.url });
  await client.connect();
  try {
    for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      const { rows } = await client.query<{ pending: number }>(
        'SELECT count(*)::int AS pending FROM identity.outbox WHERE sent_at IS NULL',
      );
      if (rows[0].pending === 0) return;
    }
    throw new Error('outbox not drained');
  } finally {
    await client.end();
  }
}

/** All published events of one type whose data matches (after the outbox has drained). */
export async function eventsSoFar<T extends EventType>(
  svc: TestService,
  type: T,
  matches: (data: EventData<T>) => boolean,
): Promise<Array<EventData<T>>> {
  await outboxDrained(svc);
  const nc = await connect({ servers: svc.config.NATS_URL });
  try {
    const consumer = await jetstream(nc).consumers.get(svc.config.NATS_STREAM, {
      filter_subjects: `${svc.config.NATS_SUBJECT_PREFIX}${type}`,
    });
    const found: Array<EventData<T>> = [];
    for (;;) {
      const message = await consumer.next({ expires: 1000 });
      if (!message) return found;
      const { data } = message.json<{ data: EventData<T> }>();
      if (matches(data)) found.push(data);
    }
  } finally {
    await nc.close();
  }
}
