import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { AccessGuard } from './auth/guards.js';
import { Clock } from './clock.js';
import { TokenVerifier } from './auth/token-verifier.js';
import type { BaseConfig } from './config.js';
import { ErrorFilter } from './http/errors.js';
import { HealthController } from './http/health.controller.js';
import { Metrics } from './http/metrics.js';
import { ShutdownState } from './http/shutdown.js';
import { IdempotencyInterceptor } from './http/idempotency.js';
import { SERVICE_CONFIG, SERVICE_NAME } from './tokens.js';

/** What every service gets: its config, its clock, token checks on every route, one error filter, health and metrics. */
@Global()
@Module({})
export class ServiceKitModule {
  static forRoot(name: string, config: BaseConfig): DynamicModule {
    return {
      module: ServiceKitModule,
      controllers: [HealthController],
      providers: [
        { provide: SERVICE_NAME, useValue: name },
        { provide: SERVICE_CONFIG, useValue: config },
        Clock,
        TokenVerifier,
        Metrics,
        ShutdownState,
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
      exports: [SERVICE_NAME, SERVICE_CONFIG, Clock, TokenVerifier, Metrics, ShutdownState],
    };
  }
}
