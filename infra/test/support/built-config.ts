// A service's built config module (svc-<name>/dist/config.js, as its image runs it), imported by path
// for the compose and Kubernetes tests: TypeScript cannot type an import whose path is computed.
import { resolve } from 'node:path';
import type { BaseConfig } from '@takehome/service-kit';
import type { z } from 'zod';

/** Each service's configSchema: a zod object of the kit's base settings and the service's own. */
export type ConfigSchema = z.ZodObject<Record<string, z.ZodType>> & z.ZodType<BaseConfig>;

/** svc-<name>'s built configSchema; `root` is the repository's root. */
export async function builtConfigSchema(root: string, name: string): Promise<ConfigSchema> {
  const module = (await import(resolve(root, `svc-${name}/dist/config.js`))) as { configSchema: ConfigSchema };
  return module.configSchema;
}
