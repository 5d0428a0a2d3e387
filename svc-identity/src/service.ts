import type { ServiceDefinition } from '@takehome/service-kit';
import { IdentityModule } from './identity.module.js';
import { configSchema, type IdentityConfig } from './config.js';

export const service: ServiceDefinition<IdentityConfig> = {
  name: 'svc-identity',
  configSchema,
  module: (config) => IdentityModule.forConfig(config),
};
