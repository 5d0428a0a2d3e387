import { DynamicModule, Module, type ModuleMetadata, type Type } from '@nestjs/common';
import { ConsumerRunner } from './consumer-runner.js';
import { EVENT_HANDLERS, type EventHandler } from './event-handler.js';
import { EventRetention } from './event-retention.js';
import { NatsService } from './nats.service.js';
import { OutboxRelay } from './outbox-relay.js';
import { OutboxService } from './outbox.service.js';

/**
 * Outbox publishing for every service; pass the handlers of the events this service consumes, and
 * the modules whose exports (repositories, services) those handlers inject.
 */
@Module({})
export class EventsModule {
  static forService(
    options: { handlers?: Type<EventHandler>[]; imports?: ModuleMetadata['imports'] } = {},
  ): DynamicModule {
    const handlers = options.handlers ?? [];
    return {
      module: EventsModule,
      global: true,
      imports: options.imports ?? [],
      providers: [
        NatsService,
        OutboxService,
        OutboxRelay,
        ConsumerRunner,
        EventRetention,
        ...handlers,
        {
          provide: EVENT_HANDLERS,
          inject: handlers,
          useFactory: (...instances: EventHandler[]) => instances,
        },
      ],
      exports: [NatsService, OutboxService, OutboxRelay, ConsumerRunner, EventRetention],
    };
  }
}
