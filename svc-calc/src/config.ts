import { baseConfigSchema } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(SERVICES.calc.port),
  /** Visitors' calculator-usage reports one client address may send in an hour. */
  ANONYMOUS_USAGE_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(120),
});
export type CalcConfig = z.infer<typeof configSchema>;
