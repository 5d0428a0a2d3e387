import type { ServiceDefinition } from '@takehome/service-kit';
import { CalcModule } from './calc.module.js';
import { configSchema, type CalcConfig } from './config.js';

export const service: ServiceDefinition<CalcConfig> = {
  name: 'svc-calc',
  configSchema,
  module: () => CalcModule,
};
