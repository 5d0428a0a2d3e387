import { baseConfigSchema } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { z } from 'zod';

export const configSchema = baseConfigSchema.extend({
  PORT: z.coerce.number().int().min(1).max(65535).default(SERVICES.calc.port),
});
export type CalcConfig = z.infer<typeof configSchema>;
