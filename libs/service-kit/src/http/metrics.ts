import { Inject, Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { SERVICE_NAME } from '../tokens.js';

/** One Prometheus registry per service instance (not the global one, so tests can run several). */
@Injectable()
export class Metrics {
  readonly registry = new Registry();
  readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  readonly outboxPending: Gauge;
  readonly deadLetters: Gauge;
  readonly outboxOldestAge: Gauge;
  readonly consumerLag: Gauge;

  constructor(@Inject(SERVICE_NAME) service: string) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [this.registry],
    });
    this.outboxPending = new Gauge({
      name: 'outbox_pending_events',
      help: 'Events not yet published',
      registers: [this.registry],
    });
    this.outboxOldestAge = new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'How long the oldest unpublished event has waited',
      registers: [this.registry],
    });
    this.consumerLag = new Gauge({
      name: 'consumer_lag_events',
      help: "Events in the broker not yet delivered to or acked by this service's consumers",
      registers: [this.registry],
    });
    this.deadLetters = new Gauge({
      name: 'dead_letter_events',
      help: 'Events a consumer parked after its tries (table dead_letter)',
      registers: [this.registry],
    });
  }

  /** Times every request by method, route (its pattern, `unmatched` for a 404) and status. */
  observe(fastify: FastifyInstance): void {
    fastify.addHook('onResponse', (request, reply, done) => {
      this.httpDuration.observe(
        { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}
