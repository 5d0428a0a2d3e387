import type { ServiceDefinition } from '@takehome/service-kit';
import { AnalyticsModule } from './analytics.module.js';
import { configSchema, type AnalyticsConfig } from './config.js';

export const service: ServiceDefinition<AnalyticsConfig> = {
  name: 'svc-analytics',
  configSchema,
  module: () => AnalyticsModule,
};
