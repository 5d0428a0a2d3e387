import type { ServiceDefinition } from '@takehome/service-kit';
import { ContentModule } from './content.module.js';
import { configSchema, type ContentConfig } from './config.js';

export const service: ServiceDefinition<ContentConfig> = {
  name: 'svc-content',
  configSchema,
  module: () => ContentModule,
};
